import './SiteFooter.css'
import { getTranslations } from 'next-intl/server'
import type { Document, Page, Setting } from '@/payload-types'
import { ConsentSettingsButton } from '@/features/consent/ConsentSettingsButton'
import { clinicNameOf, copyrightArgs, legalHolderOf, taglineOf } from '@/content/clinic-identity'
import { fieldLang } from '@/content/fallback-language'
import { hrefOf, routeKeyHref } from '@/content/resolve'
import { benefitCardsFor, instalmentMaxMonths } from '@/features/procedures/prices'
import type { Locale } from '@/routing/locales'
import type { RouteKey } from '@/routing/fixed-paths'
import { formatOpeningHours } from '@/content/opening-hours'
import { FieldText } from '@/ui/FieldText'
import { telHref } from '@/ui/tel'
import { SiteLink } from '../navigation/SiteLink'

type FooterLink = { href: string; label: string; external?: boolean }

async function pageHref(page: Setting['gdprPage'], locale: Locale): Promise<string | undefined> {
  const id = typeof page === 'object' && page ? (page as Page).id : page
  return id ? hrefOf('page', id, locale) : undefined
}

/** Spec §2 footer: which links show depends on the language. */
async function footerLinks(locale: Locale, settings: Setting): Promise<FooterLink[]> {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const route = (key: RouteKey, label: string): FooterLink => ({ href: routeKeyHref(key, locale), label })
  const storno = typeof settings.stornoConditions === 'object' ? (settings.stornoConditions as Document | null) : null
  const [gdpr, coronavirus] = await Promise.all([pageHref(settings.gdprPage, locale), pageHref(settings.coronavirusPage, locale)])
  const links: (FooterLink | false | '' | null | undefined)[] = [
    route('faq', t('faq')),
    locale !== 'de' && route('career', t('career')),
    gdpr && { href: gdpr, label: t('gdpr') },
    locale === 'cs' && route('foundation', t('foundation')),
    locale !== 'cs' && route('blog', t('blog')),
    coronavirus && { href: coronavirus, label: t('coronavirus') },
    storno?.url && { href: storno.url, label: t('storno'), external: true },
    route('team', t('team')),
    route('references', t('references')),
  ]
  return links.filter((link): link is FooterLink => Boolean(link))
}

const socialNames = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' } as const

export async function SiteFooter({ locale, settings }: { locale: Locale; settings: Setting }) {
  const t = await getTranslations({ locale })
  const links = await footerLinks(locale, settings)
  const social = (Object.keys(socialNames) as (keyof typeof socialNames)[]).filter((key) => settings.social?.[key])
  const year = new Date().getFullYear()
  const hours = formatOpeningHours(settings.openingHours, locale)
  const name = clinicNameOf(settings)
  const legalName = settings.legalName?.trim()
  const companyId = settings.companyId?.trim()
  const holder = legalHolderOf(settings)
  const tagline = taglineOf(settings)
  // Payment claims only as Settings → Prices make them, in the languages named there (issue 41).
  const instalmentMonths = instalmentMaxMonths(settings.prices, locale)
  const cards = benefitCardsFor(settings.prices, locale)
  // The clinic's column only with something in it: a new installation has no empty first column.
  const hasAbout = Boolean(name || tagline || legalName || companyId || instalmentMonths || cards.length)
  const hasContact = Boolean(
    settings.address?.street ||
      settings.address?.city ||
      settings.phone ||
      settings.phones?.length ||
      settings.email ||
      settings.emergencyPhone ||
      hours,
  )
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {hasAbout ? (
          <div>
            {name ? (
              <p className="site-footer__name" lang={fieldLang(settings, 'clinicName')}>
                {name}
              </p>
            ) : null}
            {tagline ? <p lang={fieldLang(settings, 'tagline')}>{tagline}</p> : null}
            {/* The operator's legal identity (Settings → Identity), each shown only when set. */}
            {legalName || companyId ? (
              <p className="site-footer__legal">
                {legalName}
                {legalName && companyId ? <br /> : null}
                {/* The Czech term quoted in the English and German text is marked Czech (<cs>). */}
                {companyId ? t.rich('footer.companyId', { id: companyId, cs: (term) => <span lang="cs">{term}</span> }) : null}
              </p>
            ) : null}
            {instalmentMonths || cards.length ? (
              <div className="site-footer__payment">
                {instalmentMonths ? <p>{t('prices.instalmentClaim', { max: instalmentMonths })}</p> : null}
                {cards.length ? (
                  <p>{t('footer.benefitCards', { cards: new Intl.ListFormat(locale, { type: 'conjunction' }).format(cards) })}</p>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
        {hasContact ? (
          <div>
            <h2 className="site-footer__heading">{t('footer.contactTitle')}</h2>
            <address>
              {/* What Settings does not hold yet is left out (a new installation has no facts). */}
              {settings.address?.street ? <span>{settings.address.street}</span> : null}
              {settings.address?.city ? <span>{settings.address.city}</span> : null}
              {settings.phone ? <a href={telHref(settings.phone)}>{settings.phone}</a> : null}
              {(settings.phones ?? []).map((phone) => (
                <span key={phone.id}>
                  <FieldText of={phone} field="label" />: <a href={telHref(phone.number)}>{phone.number}</a>
                </span>
              ))}
              {settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : null}
              {settings.emergencyPhone ? (
                <span>
                  {t('footer.emergency')}: <a href={telHref(settings.emergencyPhone)}>{settings.emergencyPhone}</a>
                </span>
              ) : null}
              {hours ? (
                <span className="site-footer__hours">
                  {t('footer.openingHours')}: {hours}
                </span>
              ) : null}
            </address>
          </div>
        ) : null}
        <div>
          <h2 className="site-footer__heading">{t('footer.links')}</h2>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <ConsentSettingsButton label={t('consent.footerLink')} />
            </li>
          </ul>
          {social.length ? (
            <>
              <h2 className="site-footer__heading">{t('footer.social')}</h2>
              <ul className="site-footer__social">
                {social.map((key) => (
                  <li key={key}>
                    <a href={settings.social?.[key] ?? ''} target="_blank" rel="noopener">
                      {socialNames[key]}
                      <span className="visually-hidden"> {t('footer.newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <p className="container site-footer__copyright">{t('footer.copyright', copyrightArgs(year, holder, settings.foundingYear))}</p>
    </footer>
  )
}
