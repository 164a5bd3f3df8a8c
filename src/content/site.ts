import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/routing/locales'
import { localizedRead, payloadClient } from './payload'

export const getSettings = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'settings', ...localizedRead(locale), depth: 1, overrideAccess: false })
})

export const getHomeSections = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  // Depth 2: the video's thumbnail and the doctors' photos are relations of relations.
  return payload.findGlobal({ slug: 'home', ...localizedRead(locale), depth: 2, overrideAccess: false })
})

/**
 * All popups of a language that have not ended yet; the browser picks the one valid at that
 * moment, so a static page still shows a popup exactly in its window.
 */
export const getPopups = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'popups',
    where: { and: [{ lang: { equals: locale } }, { validTo: { greater_than: new Date().toISOString() } }] },
    sort: 'validFrom',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return result.docs
})
