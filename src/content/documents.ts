import 'server-only'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { seoFieldNames } from '@/cms/fields/common'
import type { JobOffer, Page, Person, Post, Procedure } from '@/payload-types'
import type { Locale } from '@/routing/locales'
import type { Template } from '@/routing/url-paths'
import { templateCollections } from '@/routing/live-documents'
import { withSettingsFacts } from './filled'
import { cacheTags } from '@/platform/cache/cache-tags'
import { dependsOn, dependsOnRead } from '@/platform/cache/page-dependencies'
import { payloadClient, readInLanguage } from './payload'
import { secondFactorPending } from '@/auth/second-factor/account'

// One table of which collection holds each template's documents (also used by the CMS hooks).
export { templateCollections }

export interface DocumentOf {
  page: Page
  procedure: Procedure
  post: Post
  person: Person
  jobOffer: JobOffer
}

/** Documents that go by a name (procedures, people) or a title (the rest). */
export type Titled = { name?: string | null } | { title?: string | null }

/** The field holding the name a document goes by: a procedure's or person's name, else its title. */
export function titleFieldOf(doc: Titled): 'name' | 'title' {
  return 'name' in doc && doc.name ? 'name' : 'title'
}

/** The name a document goes by on the site: a procedure's or person's name, else its title. */
export function titleOf(doc: Titled): string {
  return (doc as { name?: string | null; title?: string | null })[titleFieldOf(doc)] ?? ''
}

/**
 * The logged-in staff member looking at a preview: Next's draft mode is on (turned on only by
 * /api/v1/preview after checking the login) and the request still carries a Payload session.
 * Draft mode alone is not enough: its cookie outlives a logout. Outside draft mode this reads no
 * cookies, so the pages stay static for visitors.
 */
export const previewUser = cache(async () => {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  // A session that owes its second step sees no drafts (src/auth/second-factor).
  return user && !secondFactorPending(user) ? user : null
})

/**
 * One document in one language (empty fields fall back to Czech): the published version for
 * visitors, the latest saved version (a draft included) for staff previewing it.
 */
export const getDocument = cache(async <T extends Template>(template: T, id: number | string, locale: Locale) => {
  const [payload, user] = await Promise.all([payloadClient(), previewUser()])
  const collection = templateCollections[template]
  const doc = await readInLanguage(locale, (language) =>
    payload.findByID({
      collection,
      id,
      ...language,
      depth: 1,
      draft: Boolean(user),
      user: user ?? undefined,
      overrideAccess: false,
      disableErrors: true,
    }),
  )
  // Also when missing (unpublished): publishing it is a save of this document.
  await dependsOnRead(payload, { collection }, [cacheTags.document(collection, id)], doc)
  // Placeholders ({telefon}, {klinika} …) filled here, so every field a template shows has them filled.
  return (doc ? await withSettingsFacts(doc, locale) : null) as DocumentOf[T] | null
})

/** A published document as the sitemap needs it: when it last changed, and whether staff marked it noindex. */
export interface PublishedDocument {
  template: Template
  id: number | string
  updatedAt: string
  noindex: boolean
}

/** Every published document of every template, in no particular order. */
export async function getPublishedDocuments(): Promise<PublishedDocument[]> {
  const payload = await payloadClient()
  await dependsOn(Object.values(templateCollections).map(cacheTags.collection))
  const perTemplate = await Promise.all(
    (Object.entries(templateCollections) as [Template, (typeof templateCollections)[Template]][]).map(async ([template, collection]) => {
      const result = await payload.find({
        collection,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { updatedAt: true, [seoFieldNames.noindex]: true },
      })
      return result.docs.map((doc) => ({
        template,
        id: doc.id,
        updatedAt: doc.updatedAt,
        noindex: (doc as Record<string, unknown>)[seoFieldNames.noindex] === true,
      }))
    }),
  )
  return perTemplate.flat()
}
