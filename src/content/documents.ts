import 'server-only'
import type { CollectionSlug } from 'payload'
import { cache } from 'react'
import type { JobOffer, Page, Person, Post, Procedure, ProcedureCategory } from '@/cms/payload-types'
import type { Locale } from '@/routing/locales'
import type { Template } from '@/routing/paths'
import { payloadClient } from './payload'

export const templateCollections = {
  page: 'pages',
  procedure: 'procedures',
  post: 'posts',
  person: 'people',
  jobOffer: 'job-offers',
} as const satisfies Record<Template, CollectionSlug>

export interface DocumentOf {
  page: Page
  procedure: Procedure
  post: Post
  person: Person
  jobOffer: JobOffer
}

/** One published document in one language (empty fields fall back to Czech). */
export const getDocument = cache(async <T extends Template>(template: T, id: number | string, locale: Locale) => {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: templateCollections[template],
    id,
    locale,
    fallbackLocale: 'cs',
    depth: 1,
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
