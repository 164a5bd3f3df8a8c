import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getTranslations } from 'next-intl/server'
import { clinicNameOf } from '@/content/clinic-identity'
import { getSettings } from '@/content/site'
import { type Locale, locales } from '@/routing/locales'
import { localizedHref, routeKeyPath } from '@/routing/url-paths'
import { offlinePageHtml } from './offline-page'
import type { WorkerConfig } from './worker'

let buildIdCache: string | undefined

/** Next's id of the running build (a new one for every `next build`), from the build folder. */
export function buildId(): string {
  if (buildIdCache) return buildIdCache
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  try {
    buildIdCache = readFileSync(path.resolve(/* turbopackIgnore: true */ process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim()
  } catch (error) {
    // Without it the worker still works, but a new deployment would keep the old caches.
    console.warn(`Service worker: could not read the build id from ${distDir}/BUILD_ID`, error)
    return 'unversioned'
  }
  return buildIdCache
}

async function offlinePage(locale: Locale): Promise<string> {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'pwa' }), getSettings(locale)])
  return offlinePageHtml({
    locale,
    phone: settings.phone,
    homeHref: localizedHref(locale, routeKeyPath('home', locale)),
    texts: {
      clinicName: clinicNameOf(settings),
      title: t('offlineTitle'),
      text: t('offlineText'),
      call: t('offlineCall'),
      retry: t('offlineRetry'),
      home: t('offlineHome'),
    },
  })
}

export async function workerConfig(): Promise<WorkerConfig> {
  const pages = await Promise.all(locales.map(offlinePage))
  return {
    version: buildId(),
    offlinePages: { cs: pages[0], en: pages[1], de: pages[2] },
    limits: { pages: 60, assets: 200 },
  }
}
