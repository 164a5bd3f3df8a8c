import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/routing/locales'
import { payloadClient } from './payload'

export const getStatistics = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'statistics', locale, fallbackLocale: 'cs', sort: 'sortOrder', pagination: false, depth: 1, overrideAccess: false })
  return result.docs
})

export const getTestimonials = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'testimonials', locale, fallbackLocale: 'cs', sort: 'sortOrder', pagination: false, depth: 0, overrideAccess: false })
  return result.docs
})
