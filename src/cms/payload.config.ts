import path from 'node:path'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { cs } from '@payloadcms/translations/languages/cs'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { JobOffers } from './collections/JobOffers'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { People, PersonCategories } from './collections/People'
import { Posts } from './collections/Posts'
import { ProcedureCategories } from './collections/ProcedureCategories'
import { Procedures } from './collections/Procedures'
import { Users } from './collections/Users'
import { databaseAdapter } from './database'
import { projectRoot } from './paths'

function emailAdapter() {
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl) return undefined
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM || 'web@aurelia-clinic.example',
    defaultFromName: 'Aurelia Clinic web',
    // Verifying at every config load would contact SMTP during builds too.
    skipVerify: true,
    transportOptions: smtpUrl,
  })
}

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.SITE_URL || undefined,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.join(projectRoot, 'src') },
    meta: { titleSuffix: ' – Aurelia Clinic admin' },
  },
  i18n: { supportedLanguages: { cs, en }, fallbackLanguage: 'cs' },
  localization: {
    locales: [
      { code: 'cs', label: 'Čeština' },
      { code: 'en', label: 'English' },
      { code: 'de', label: 'Deutsch' },
    ],
    defaultLocale: 'cs',
    fallback: true,
  },
  collections: [Pages, Procedures, ProcedureCategories, People, PersonCategories, Posts, JobOffers, Media, Users],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  email: emailAdapter(),
  sharp,
  // The site reads content through the Local API; a public GraphQL endpoint would only add attack surface.
  graphQL: { disable: true },
  typescript: { outputFile: path.join(projectRoot, 'src/cms/payload-types.ts') },
  telemetry: false,
})
