import type { MetadataRoute } from 'next'
import { clinicNameOf, clinicShortNameOf, taglineOf } from '@/content/clinic-identity'
import { getSettings } from '@/content/site'
import { defaultLocale } from '@/routing/locales'
import { siteUrl } from '@/routing/site-url'
import { renderAtRequestWithoutBuildDatabase } from '@/platform/server/build-mode'

/**
 * Web app manifest (spec §9): start at the root, minimal browser UI, white background. One manifest
 * for the whole site, so it speaks the default language. The name is the clinic's, from Settings →
 * Identity (issue 25); the icons are derived from its logo by the icon routes (src/app/(icons)).
 * Static where the build has a database and refreshed with every page when Settings are saved
 * (a Settings save marks every route stale); rendered per request in the production build.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  await renderAtRequestWithoutBuildDatabase()
  const settings = await getSettings(defaultLocale)
  // Before staff name the clinic, the site's own host stands in: never somebody else's name.
  const name = clinicNameOf(settings) ?? new URL(siteUrl()).host
  return {
    id: '/',
    name,
    short_name: clinicShortNameOf(settings) ?? name,
    // What the clinic does, from Settings; left out while unset.
    description: taglineOf(settings),
    lang: defaultLocale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: '#ffffff',
    // The same as the pages' theme-color meta tag, so the installed window does not change colour.
    theme_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      // The logo inside the safe zone on an opaque background: Android crops icons to its own shape.
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
