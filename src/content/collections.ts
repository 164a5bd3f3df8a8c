import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/routing/locales'
import { listFilledDocuments } from './filled'
import { cacheTags } from '@/platform/cache/cache-tags'
import { dependsOn } from '@/platform/cache/page-dependencies'
import { fieldLang } from './fallback-language'
import { localizedRead, payloadClient, readInLanguage } from './payload'

/*
 * The collections pages list, each read once per request (a page and its structured data share it),
 * in the order the pages show them.
 */

export const getProcedureCategories = cache((locale: Locale) =>
  listFilledDocuments('procedure-categories', locale, {
    sort: 'sortOrder',
    depth: 1,
    joins: { procedures: { limit: 200, sort: 'sortOrder' } },
  }),
)

/**
 * The categories the header's strip names, and whether each lists a procedure: names and groups
 * only, so the strip on every page follows renames, new and removed procedures (the address table)
 * and category changes, not each procedure's texts and prices.
 */
export const getCategoryStrip = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const categories = await readInLanguage(locale, async (language) => {
    const result = await payload.find({
      collection: 'procedure-categories',
      ...language,
      pagination: false,
      overrideAccess: false,
      depth: 0,
      sort: 'sortOrder',
      select: { name: true, group: true, isOrthopedics: true, procedures: true },
      joins: { procedures: { limit: 1 } },
    })
    return result.docs
  })
  await dependsOn([cacheTags.collection('procedure-categories'), cacheTags.routes])
  return categories.map((category) => ({
    name: category.name,
    nameLang: fieldLang(category, 'name'),
    group: category.group,
    isOrthopedics: category.isOrthopedics,
    hasProcedures: (category.procedures?.docs ?? []).length > 0,
  }))
})

/** Only the names: enough for the procedures page's list in its structured data. */
export const getProcedureNames = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'procedures',
    ...localizedRead(locale),
    pagination: false,
    overrideAccess: false,
    depth: 0,
    select: { name: true },
  })
  await dependsOn([cacheTags.collection('procedures')])
  return result.docs
})

export const getPosts = cache((locale: Locale) => listFilledDocuments('posts', locale, { sort: '-publishedAt', depth: 1 }))

export const getJobOffers = cache((locale: Locale) => listFilledDocuments('job-offers', locale, { depth: 0 }))

export const getPeople = cache((locale: Locale) => listFilledDocuments('people', locale, { sort: 'sortOrder', depth: 1 }))

export const getPersonCategories = cache((locale: Locale) =>
  listFilledDocuments('person-categories', locale, { sort: 'sortOrder', depth: 0 }),
)

export const getFaqTopics = cache((locale: Locale) => listFilledDocuments('faq-topics', locale, { sort: 'sortOrder', depth: 0 }))

export const getBeforeAfter = cache((locale: Locale) => listFilledDocuments('before-after', locale, { sort: 'sortOrder', depth: 1 }))

export const getStatistics = cache((locale: Locale) => listFilledDocuments('statistics', locale, { sort: 'sortOrder', depth: 1 }))

export const getTestimonials = cache((locale: Locale) => listFilledDocuments('testimonials', locale, { sort: 'sortOrder', depth: 0 }))
