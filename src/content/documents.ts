import 'server-only'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import type { JobOffer, Page, Person, Post, Procedure, ProcedureCategory } from '@/cms/payload-types'
import type { Locale } from '@/routing/locales'
import type { Template } from '@/routing/paths'
import { templateCollections } from '@/routing/live-documents'
import { payloadClient } from './payload'

// One table of which collection holds each template's documents (also used by the CMS hooks).
export { templateCollections }

export interface DocumentOf {
  page: Page
  procedure: Procedure
  post: Post
  person: Person
  jobOffer: JobOffer
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
  return user ?? null
})

/**
 * One document in one language (empty fields fall back to Czech): the published version for
 * visitors, the latest saved version (a draft included) for staff previewing it.
 */
export const getDocument = cache(async <T extends Template>(template: T, id: number | string, locale: Locale) => {
  const [payload, user] = await Promise.all([payloadClient(), previewUser()])
  const doc = await payload.findByID({
    collection: templateCollections[template],
    id,
    locale,
    fallbackLocale: 'cs',
    depth: 1,
    draft: Boolean(user),
    user: user ?? undefined,
    overrideAccess: false,
    disableErrors: true,
  })
  return (doc ?? null) as DocumentOf[T] | null
})

export const getProcedureCategories = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'procedure-categories',
    locale,
    fallbackLocale: 'cs',
    pagination: false,
    sort: 'sortOrder',
    depth: 1,
    overrideAccess: false,
    joins: { procedures: { limit: 200, sort: 'sortOrder' } },
  })
  return result.docs as ProcedureCategory[]
})

export const getPosts = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'posts', locale, fallbackLocale: 'cs', pagination: false, sort: '-publishedAt', depth: 1, overrideAccess: false })
  return result.docs
})

export const getJobOffers = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'job-offers', locale, fallbackLocale: 'cs', pagination: false, depth: 0, overrideAccess: false })
  return result.docs
})

export const getPeople = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'people', locale, fallbackLocale: 'cs', pagination: false, sort: 'sortOrder', depth: 1, overrideAccess: false })
  return result.docs
})

export const getPersonCategories = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'person-categories', locale, fallbackLocale: 'cs', pagination: false, sort: 'sortOrder', depth: 0, overrideAccess: false })
  return result.docs
})

export const getFaqTopics = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'faq-topics', locale, fallbackLocale: 'cs', pagination: false, sort: 'sortOrder', depth: 0, overrideAccess: false })
  return result.docs
})

export const getBeforeAfter = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'before-after', locale, fallbackLocale: 'cs', pagination: false, sort: 'sortOrder', depth: 1, overrideAccess: false })
  return result.docs
})
