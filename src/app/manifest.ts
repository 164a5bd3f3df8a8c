import type { MetadataRoute } from 'next'
import { clinicNameOf, clinicShortNameOf } from '@/content/clinic-identity'
import { getSettings } from '@/content/site'
import cs from '@/messages/cs.json'
import { renderAtRequestWithoutBuildDatabase } from '@/server/build-mode'

/** Web app manifest (spec §9): start at the root, minimal browser UI, white background. One manifest
 * for the whole site, so it speaks the default language. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  // The names are Settings' (Identity); the production build has no database, so then per request.
  await renderAtRequestWithoutBuildDatabase()
  const settings = await getSettings('cs')
  return {
    id: '/',
    name: clinicNameOf(settings) ?? cs.site.tagline,
    short_name: clinicShortNameOf(settings),
    description: cs.site.tagline,
    lang: 'cs',
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
      // Full-bleed variant: Android crops icons to its own shape.
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
