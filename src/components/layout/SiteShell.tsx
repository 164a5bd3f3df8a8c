import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Alternates } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header, main content and footer around every public page. */
export async function SiteShell({ locale, switcherTargets, children }: { locale: Locale; switcherTargets: Alternates; children: ReactNode }) {
  const t = await getTranslations('site')
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} switcherTargets={switcherTargets} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
