import { getTranslations } from 'next-intl/server'
import { routeKeyHref } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { clinicContact } from './clinic'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations()
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__name">{t('site.name')}</p>
          <p>{t('site.tagline')}</p>
        </div>
        <address>
          <span className="site-footer__label">{t('footer.address')}</span>
          {clinicContact.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`tel:${clinicContact.phone.replace(/\s+/g, '')}`}>{clinicContact.phone}</a>
          <a href={`mailto:${clinicContact.email}`}>{clinicContact.email}</a>
        </address>
        <ul className="site-footer__links">
          <li>
            <a href={routeKeyHref('faq', locale)}>FAQ</a>
          </li>
          <li>
            <a href={routeKeyHref('team', locale)}>{t('nav.team')}</a>
          </li>
          <li>
            <a href={routeKeyHref('references', locale)}>{t('nav.references')}</a>
          </li>
          <li>
            <a href={routeKeyHref('contact', locale)}>{t('nav.contact')}</a>
          </li>
        </ul>
      </div>
      <p className="container site-footer__copyright">{t('footer.copyright', { year })}</p>
    </footer>
  )
}
