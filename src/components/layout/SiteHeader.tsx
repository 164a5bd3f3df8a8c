import { getTranslations } from 'next-intl/server'
import type { Alternates } from '@/content/resolve'
import { routeKeyHref } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { clinicContact } from './clinic'
import { LanguageSwitcher } from './LanguageSwitcher'
import { navigationFor } from './navigation'

export async function SiteHeader({ locale, switcherTargets }: { locale: Locale; switcherTargets: Alternates }) {
  const t = await getTranslations()
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="logo" href={routeKeyHref('home', locale)} aria-label={t('site.homeLink')}>
          <span className="logo__mark" aria-hidden="true">
            A
          </span>
          <span className="logo__name">{t('site.name')}</span>
        </a>
        <nav className="main-nav" aria-label={t('nav.label')}>
          <ul>
            {navigationFor(locale).map((item) => (
              <li key={item.key}>
                <a href={routeKeyHref(item.routeKey, locale)}>{t(`nav.${item.key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="header-phone" href={`tel:${clinicContact.phone.replace(/\s+/g, '')}`}>
          <span className="visually-hidden">{t('nav.call')}: </span>
          {clinicContact.phone}
        </a>
        <LanguageSwitcher locale={locale} targets={switcherTargets} />
      </div>
    </header>
  )
}
