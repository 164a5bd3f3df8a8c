import type { Page, Setting } from '@/cms/payload-types'
import { hrefOf } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { ConsentDialogLoader } from './ConsentDialogLoader'
import { consentDialogTexts } from './consent-texts'

/**
 * The consent prompt, mounted once per page (SiteShell): finds the clinic's personal-data page for
 * the dialog's link and mounts the dialog's loader. It provides no React context: the consent state
 * lives in a browser-side store (`consent-store.ts`), so `useConsent` and `ConsentGate` work
 * anywhere on the page.
 */
export async function ConsentPrompt({ locale, settings }: { locale: Locale; settings: Setting }) {
  const page = settings.gdprPage
  const pageId = typeof page === 'object' && page ? (page as Page).id : page
  const privacyHref = pageId ? await hrefOf('page', pageId, locale) : undefined
  return <ConsentDialogLoader locale={locale} texts={await consentDialogTexts(locale)} privacyHref={privacyHref} />
}
