import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/routing/locales'
import { cacheTags } from '@/platform/cache/cache-tags'
import { dependsOn, dependsOnRead } from '@/platform/cache/page-dependencies'
import { payloadClient, readInLanguage } from './payload'

export const getSettings = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const settings = await readInLanguage(locale, (language) =>
    payload.findGlobal({ slug: 'settings', ...language, depth: 1, overrideAccess: false }),
  )
  await dependsOnRead(payload, { global: 'settings' }, [cacheTags.global('settings')], settings)
  return settings
})

/**
 * Only the price box of Home, which every page shows: a page that does not show the home page's
 * other sections is not rendered again when they change.
 */
export const getPriceBox = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  const home = await readInLanguage(locale, (language) =>
    payload.findGlobal({ slug: 'home', ...language, depth: 0, overrideAccess: false, select: { priceInfo: true } }),
  )
  await dependsOn([cacheTags.global('home')])
  return home.priceInfo
})

export const getHomeSections = cache(async (locale: Locale) => {
  const payload = await payloadClient()
  // Depth 2: the video's thumbnail and the doctors' photos are relations of relations.
  const home = await readInLanguage(locale, (language) =>
    payload.findGlobal({ slug: 'home', ...language, depth: 2, overrideAccess: false }),
  )
  await dependsOnRead(payload, { global: 'home' }, [cacheTags.global('home')], home)
  return home
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
  await dependsOnRead(payload, { collection: 'popups' }, [cacheTags.popups(locale)], result.docs)
  return result.docs
})
