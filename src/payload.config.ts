import os from 'node:os'
import path from 'node:path'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { cs } from '@payloadcms/translations/languages/cs'
import { en } from '@payloadcms/translations/languages/en'
import nodemailer from 'nodemailer'
import { buildConfig, type CollectionConfig, type Config } from 'payload'
import sharp from 'sharp'
import { sendPasswordResetTask } from '@/auth/send-password-reset'
import { AccountAudit } from '@/auth/account-events/collection'
import { sendEmailChangedNoticeTask } from '@/auth/account-events/email-changed-notice'
import { secondFactorRoute } from '@/auth/second-factor/endpoints'
import { gateCollection, gateGlobal } from '@/auth/second-factor/gate'
import { staffCookiePrefix } from '@/auth/staff-cookies'
import { jobsRunInThisProcess } from '@/platform/jobs/run-jobs-soon'
import { mayRunJobs } from '@/platform/jobs/jobs-run-access'
import { isShuttingDown, trackedTask } from '@/platform/server/app-shutdown'
import { notifyInquiryTask } from '@/features/inquiries/notification/notify-inquiry'
import { inquiryRetentionTask } from '@/features/inquiries/retention'
import { receptionMorningDigestTask } from '@/features/inquiries/notification/morning-digest'
import { notificationQueue, notificationSettings } from '@/features/inquiries/notification/notification-settings'
import { defaultLocale, locales, nativeLocaleNames } from '@/routing/locales'
import { FaqTopics } from '@/features/faq/Faq'
import { BeforeAfterItems } from '@/cms/collections/BeforeAfterItems'
import { Documents } from '@/cms/collections/Documents'
import { GalleryItems } from '@/cms/collections/GalleryItems'
import { StatisticsItems } from '@/cms/collections/StatisticsItems'
import { Testimonials } from '@/cms/collections/Testimonials'
import { Videos } from '@/cms/collections/Videos'
import { Inquiries } from '@/features/inquiries/collections/inquiries'
import { InquiryPhotos } from '@/features/inquiries/collections/inquiry-photos'
import { InquiryAudit } from '@/features/inquiries/collections/inquiry-audit'
import { searchCollections } from '@/features/search/collections'
import { InquiryReportArchive } from '@/features/inquiries/collections/inquiry-report-archive'
import { ReceptionDigests } from '@/features/inquiries/collections/reception-digests'
import { InquiryHistory } from '@/features/inquiries/collections/inquiry-history'
import { InquiryNotes } from '@/features/inquiries/collections/inquiry-notes'
import { JobOffers } from '@/features/careers/JobOffers'
import { Media } from '@/cms/collections/Media'
import { Pages } from '@/features/pages/Pages'
import { Popups } from '@/cms/collections/Popups'
import { People, PersonCategories } from '@/features/people/People'
import { withPageGuard } from '@/cms/page-guard/guard'
import { withRedirectsRemovedOnDelete } from '@/cms/hooks/redirects-of-deleted'
import { contentPackageEndpoints } from '@/features/content-package/endpoints'
import { Posts } from '@/features/posts/Posts'
import { ProcedureCategories } from '@/features/procedures/ProcedureCategories'
import { Procedures } from '@/features/procedures/Procedures'
import { Redirects } from '@/cms/collections/Redirects'
import { Users } from '@/cms/collections/Users'
import { databaseAdapter } from '@/platform/database/database'
import { isPostgres } from '@/platform/database/database-url'
import { defaultSenderAddress } from '@/content/email-sender'
import { adminTranslations } from '@/platform/cms/i18n'
import { releaseExpiredJobClaims } from '@/platform/jobs/job-claims'
import { clientInputErrors, keepErrorDetails } from '@/cms/hooks/error-answers'
import { uploadParserLimitBytes } from '@/cms/uploads/upload-rules'
import { collectionKeepingChanges, globalKeepingChanges } from '@/cms/admin-save/with-changes-kept'
import { Home } from '@/cms/globals/Home'
import { Settings } from '@/features/settings/Settings'
import { revalidateHooks } from '@/platform/cache/revalidate'
import { saveInvalidation } from '@/content/save-invalidation'
import { releasesInquiryAssignments } from '@/features/inquiries/reception/workflow'
import { payloadLogger } from '@/cms/logger'
import { projectRoot } from '@/platform/project-folders'
import { withSitePreview } from '@/cms/preview/site-preview'
import { withPragueScheduling } from '@/features/schedule-publish/collection'
import { storagePlugins } from '@/platform/cms/storage'
import { testEmailEndpoint } from '@/features/go-live/endpoint'

function emailAdapter() {
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl) return undefined
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM || defaultSenderAddress(),
    // Only a fallback: every e-mail the site sends names its sender from Settings (email-sender.ts).
    defaultFromName: '',
    // Verifying at every config load would contact SMTP during builds too.
    skipVerify: true,
    transport: nodemailer.createTransport(smtpUrl),
  })
}

/** A save marks stale the cached pages that show it (src/platform/cache/README.md). */
const revalidate = revalidateHooks(saveInvalidation)

/** Any saved change to what visitors see refreshes the public pages. */
function refreshesSite(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), revalidate.afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), revalidate.afterDelete],
    },
  }
}

const publicContent = [
  Pages,
  Procedures,
  ProcedureCategories,
  People,
  PersonCategories,
  Posts,
  JobOffers,
  FaqTopics,
  Testimonials,
  StatisticsItems,
  GalleryItems,
  Videos,
  BeforeAfterItems,
  Popups,
  Media,
  Documents,
  // Served by the proxy from a map it fetches every few seconds (src/redirects); refreshes the site like the rest.
  Redirects,
]
  .map(withSitePreview)
  // "Naplánovat publikaci" in Prague time, typed or picked to the minute (src/features/schedule-publish).
  .map(withPragueScheduling)
  .map(refreshesSite)
  // Fixed pages, and pages others link to, cannot be taken offline unnoticed (issue 30).
  .map(withPageGuard)
  // Deleting a page removes the redirects leading to it (after the guard, which may refuse it).
  .map(withRedirectsRemovedOnDelete)

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.SITE_URL || undefined,
  // `__Host-payload-token` behind https: only this host, over https, can set the session (src/auth/staff-cookies.ts).
  cookiePrefix: staffCookiePrefix(),
  admin: {
    user: Users.slug,
    // Gravatar would be a third-party request from the admin.
    avatar: 'default',
    importMap: { baseDir: path.join(/* turbopackIgnore: true */ projectRoot, 'src') },
    // Reception lands on the dashboard: the number of new inquiries, linking to them.
    components: {
      // Administrators also get the go-live checklist (src/features/go-live): what the clinic still lacks.
      beforeDashboard: [
        '/features/inquiries/reception/NewInquiriesCount#NewInquiriesCount',
        '/features/go-live/GoLiveChecklist#GoLiveChecklist',
      ],
      // Issue 30: the translation status, for all staff (src/features/translation-status).
      afterDashboard: ['/features/translation-status/MissingTranslationsLine#MissingTranslationsLine'],
      // The demo's administrator goes without a second factor: the admin says so on every page.
      header: ['/auth/second-factor/DemoBanner#DemoBanner'],
      // A session that owes its second step has no admin access; Payload sends it to the
      // "unauthorized" route, which is the second-factor screen (src/auth/second-factor).
      views: {
        unauthorized: { Component: '/auth/second-factor/SecondFactorView#SecondFactorView' },
        // Issue 31: where inquiries come from, for admin and reception (src/features/inquiries/lead-report).
        leadReport: { Component: '/features/inquiries/lead-report/LeadReportView#LeadReportView', path: '/lead-report' },
        // Issue 42: a patient's data found, exported and erased on request, for administrators (src/features/inquiries/person-data).
        personData: { Component: '/features/inquiries/person-data/PersonDataView#PersonDataView', path: '/person-data' },
        translationStatus: {
          Component: '/features/translation-status/TranslationStatusView#TranslationStatusView',
          path: '/translation-status',
        },
        // Issue 42: the content package for administrators (src/features/content-package).
        contentPackage: { Component: '/features/content-package/ContentPackageView#ContentPackageView', path: '/content-package' },
      },
      afterNavLinks: [
        '/features/inquiries/lead-report/ReportNavLink#ReportNavLink',
        '/features/inquiries/person-data/PersonDataNavLink#PersonDataNavLink',
        '/features/translation-status/StatusNavLink#StatusNavLink',
        '/features/content-package/ContentPackageView#PackageNavLink',
      ],
      // English strings written by react-datepicker, Lexical and sonner, in Czech (issue 30).
      providers: ['/cms/admin-i18n/LibraryStrings#LibraryStrings'],
      // The clinic's logo, name and favicon instead of Payload's (issue 42).
      graphics: { Logo: '/cms/admin-graphics/ClinicLogo#ClinicLogo', Icon: '/cms/admin-graphics/ClinicIcon#ClinicIcon' },
    },
    routes: { unauthorized: secondFactorRoute },
    // Neutral: the clinic's name is content (Settings), and this suffix is fixed when the config loads.
    // The tab shows the clinic's favicon (derived from its logo, src/identity/site-icons.ts), not Payload's;
    // no Open Graph image for admin pages (Payload's would be its own, drawn with the icon above).
    meta: {
      titleSuffix: ' – admin',
      icons: [
        { rel: 'icon', type: 'image/png', sizes: '32x32', url: '/favicon-32.png' },
        { rel: 'apple-touch-icon', url: '/apple-touch-icon.png' },
      ],
      defaultOGImageType: 'off',
    },
    // A 24-hour clock and day-first dates, as the clinic writes them (Payload's default is 12-hour).
    dateFormat: 'd. M. yyyy HH:mm',
    // Scheduled publishing and dated fields are entered in Prague time whatever the browser's zone.
    timezones: {
      supportedTimezones: [
        { label: 'Praha (Europe/Prague)', value: 'Europe/Prague' },
        { label: 'UTC', value: 'UTC' },
      ],
      defaultTimezone: 'Europe/Prague',
    },
  },
  // Payload's ungrammatical Czech templates are overridden (src/platform/cms/i18n.ts, issue 30).
  i18n: { supportedLanguages: { cs, en }, fallbackLanguage: 'cs', translations: adminTranslations },
  localization: {
    locales: locales.map((code) => ({ code, label: nativeLocaleNames[code] })),
    defaultLocale,
    fallback: true,
  },
  // Inquiries are private: no site-revalidation hooks.
  // Every access rule refuses a session that owes its second step (src/auth/second-factor/gate.ts).
  collections: [
    ...publicContent,
    Inquiries,
    InquiryPhotos,
    InquiryNotes,
    InquiryHistory,
    InquiryAudit,
    // Site search: staff's synonyms and the counted searches without result (src/features/search).
    ...searchCollections,
    InquiryReportArchive,
    ReceptionDigests,
    releasesInquiryAssignments(Users),
    AccountAudit,
  ]
    // A save or publication the server refuses keeps Save available and its errors shown (src/cms/admin-save).
    .map(collectionKeepingChanges)
    .map(gateCollection),
  globals: [Settings, Home]
    .map((global) => ({
      ...global,
      hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), revalidate.globalAfterChange] },
    }))
    .map(globalKeepingChanges)
    .map(gateGlobal),
  jobs: {
    // Runs queued jobs (scheduled publishing) inside the long-running server process only:
    // not during builds, scripts or tests.
    // The default queue carries scheduled publishing, the daily inquiry retention and reception's
    // working-morning e-mail (their schedules) and
    // password-reset e-mails (also started at once by the forgot-password request, src/auth).
    // Notification e-mails have their own queue, run only when SMTP and a recipient are configured:
    // otherwise they stay pending instead of failing through their retries.
    autoRun: () => [
      { cron: '* * * * *', queue: 'default', limit: 20 },
      // Up to 200 notifications a minute per instance (a busy day's campaign), not 20.
      ...(notificationSettings() ? [{ cron: '* * * * *', queue: notificationQueue, limit: 200 }] : []),
    ],
    // Before each scheduled run: jobs whose instance died hand back after their lease (job-claims.ts);
    // an instance that is shutting down starts nothing new.
    shouldAutoRun: async (payload) => {
      if (!jobsRunInThisProcess() || isShuttingDown()) return false
      await releaseExpiredJobClaims(payload, isPostgres()).catch((error: unknown) =>
        payload.logger.error({ err: error }, 'Releasing expired job claims failed'),
      )
      return true
    },
    // Over HTTP (/api/payload-jobs/run) only administrators run queues (src/platform/jobs/jobs-run-access.ts).
    access: { run: mayRunJobs },
    // Each run is known to a graceful shutdown, which lets it finish or hands it back (src/platform/server/app-shutdown.ts).
    tasks: [notifyInquiryTask, inquiryRetentionTask, receptionMorningDigestTask, sendPasswordResetTask, sendEmailChangedNoticeTask].map(
      trackedTask,
    ),
  },
  onInit: (payload) => {
    if (!notificationSettings()) {
      payload.logger.warn('SMTP_URL or INQUIRY_NOTIFY_TO is not set: inquiry notification e-mails stay queued until both are.')
    }
  },
  hooks: { afterError: [keepErrorDetails, clientInputErrors] },
  // POST /api/go-live/test-email: the go-live checklist's test e-mail (admins only).
  endpoints: [testEmailEndpoint, ...contentPackageEndpoints],
  // Payload's own parser stops at 20 MB with an English message; our collections state their own,
  // smaller limits in the user's language (src/cms/uploads/upload-rules.ts), so it may read more.
  // Each uploaded file streams to a temporary file (deleted after the operation), not into memory:
  // ten 50 MB uploads at once held 1.8 GB in one instance (issue 26). Hooks read it from tempFilePath.
  upload: {
    limits: { fileSize: uploadParserLimitBytes },
    requestSizeLimit: uploadParserLimitBytes + 1024 * 1024,
    useTempFiles: true,
    tempFileDir: path.join(os.tmpdir(), 'clinic-uploads'),
  } as Config['upload'],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  // Uploads in S3-protocol buckets when S3_BUCKET is set (src/platform/cms/storage.ts); else the local disk.
  plugins: storagePlugins(),
  email: emailAdapter(),
  sharp,
  // The site reads content through the Local API; a public GraphQL endpoint would only add attack surface.
  graphQL: { disable: true },
  typescript: {
    outputFile: path.join(/* turbopackIgnore: true */ projectRoot, 'src/payload-types.ts'),
    // Payload regenerates the types in a child process (a whole second load of this config) each time
    // it starts outside production: in every integration test file, script and `payload run`. Only
    // `next dev`, where a schema is being edited, does; otherwise `npx payload generate:types`.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  logger: payloadLogger(),
  telemetry: false,
})
