import type { Page, Setting } from '@/payload-types'
import { hrefOf } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { ConsentBanner } from './ConsentBanner'
import { ConsentDialogLoader } from './ConsentDialogLoader'
import { consentPromptScript } from './consent-prompt-script'
import { consentDialogTexts } from './consent-texts'

/**
 * The consent prompt, mounted once per page (SiteShell): finds the clinic's personal-data page for
 * the dialog's link, puts the banner's first layer in the HTML with the script that shows it to a
 * first visitor before the first paint, and mounts the dialog's loader. It provides no React
 * context: the consent state lives in a browser-side store (`consent-store.ts`), so `useConsent`
 * and `ConsentGate` work anywhere on the page.
 */
export async function ConsentPrompt({ locale, settings }: { locale: Locale; settings: Setting }) {
  const page = settings.gdprPage
  const pageId = typeof page === 'object' && page ? (page as Page).id : page
  const privacyHref = pageId ? await hrefOf('page', pageId, locale) : undefined
  const texts = await consentDialogTexts(locale)
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, built from the consent record's constants */}
      <script dangerouslySetInnerHTML={{ __html: consentPromptScript() }} />
      <ConsentDialogLoader locale={locale} texts={texts} privacyHref={privacyHref}>
        <ConsentBanner texts={texts} privacyHref={privacyHref} />
      </ConsentDialogLoader>
    </>
  )
}
