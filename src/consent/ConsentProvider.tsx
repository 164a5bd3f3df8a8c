import type { Page, Setting } from '@/cms/payload-types'
import { hrefOf } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { ConsentRoot } from './ConsentRoot'

/**
 * Mounted once per page (SiteShell). The consent state itself lives in a browser-side store
 * (`consent-store.ts`), so `useConsent` and `ConsentGate` work anywhere on the page; this
 * component adds the dialog, with a link to the clinic's personal-data page.
 */
export async function ConsentProvider({ locale, settings }: { locale: Locale; settings: Setting }) {
  const page = settings.gdprPage
  const pageId = typeof page === 'object' && page ? (page as Page).id : page
  const privacyHref = pageId ? await hrefOf('page', pageId, locale) : undefined
  return <ConsentRoot privacyHref={privacyHref} />
}
