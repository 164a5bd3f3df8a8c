import './SiteHeader.css'
import { getTranslations } from 'next-intl/server'
import { getCategoryStrip } from '@/content/collections'
import type { Alternates } from '@/content/resolve'
import { routeKeyHref } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { searchHref } from '@/routing/search-paths'
import { slugify } from '@/routing/slugify'
import { telHref } from '@/ui/tel'
import { CategoryStrip, type StripGroup } from './CategoryStrip'
import { HeaderFrame } from './HeaderFrame'
import { LanguageSwitcher } from '../language/LanguageSwitcher'
import { MainNavLinks } from './MainNavLinks'
import { MobileMenu } from './MobileMenu'
import { navigationFor } from '@/routing/main-navigation'
import { SiteLink } from '../navigation/SiteLink'

/**
 * The category strip as spec §2 groups it: Plastic surgery, Dermatology with orthopaedics shown under
 * it, then the final Combination of procedures. A group links to its first category on the page (the
 * body areas stay headings of the list, not items of the strip); orthopaedics keeps its own anchor,
 * which the home page's orthopaedics section links to as well.
 */
async function stripGroups(locale: Locale): Promise<StripGroup[]> {
  const t = await getTranslations({ locale, namespace: 'nav' })
  // Only categories the procedures page lists (it leaves out those without procedures).
  const listed = (await getCategoryStrip(locale)).filter((category) => category.hasProcedures)
  const anchor = (name: string) => `#${slugify(name)}`
  const first = (group: string) => listed.find((category) => category.group === group)
  const plastic = first('plastic-surgery')
  const dermatology = listed.filter((category) => category.group === 'dermatology')
  const orthopaedics = dermatology.filter((category) => category.isOrthopedics)
  const combination = first('combination')
  const groups: StripGroup[] = []
  if (plastic) groups.push({ href: anchor(plastic.name), label: t('plasticSurgery'), links: [] })
  if (dermatology.length)
    groups.push({
      href: anchor(dermatology[0].name),
      label: t('dermatology'),
      links: orthopaedics.map((category) => ({ href: anchor(category.name), label: category.name, lang: category.nameLang })),
    })
  if (combination) groups.push({ href: anchor(combination.name), label: combination.name, lang: combination.nameLang, links: [] })
  return groups
}

interface Props {
  locale: Locale
  /** Settings' name in the page's language (Identity); without it the logo link says where it goes. */
  clinicName: string | undefined
  /** Its first letter is the round mark beside the name (the short name, else the full one). */
  clinicShortName: string | undefined
  switcherTargets: Alternates
  /** Settings' main phone; unset on a new installation, and then no call link is shown. */
  phone?: string | null
  /** Already formatted for the language ("Po–Pá 7:00–18:00, So 8:00–12:00"). */
  openingHours: string
  /** Settings → Prices: the banner promises a free consultation only when staff say so. */
  freeConsultation: boolean
  isHome: boolean
  isProcedures: boolean
}

export async function SiteHeader({
  locale,
  clinicName,
  clinicShortName,
  switcherTargets,
  phone,
  openingHours,
  freeConsultation,
  isHome,
  isProcedures,
}: Props) {
  const t = await getTranslations({ locale })
  const items = navigationFor(locale).map((item) => ({ href: routeKeyHref(item.routeKey, locale), label: t(`nav.${item.key}`) }))
  const strip = isProcedures ? <CategoryStrip label={t('nav.categories')} groups={await stripGroups(locale)} /> : undefined
  return (
    <>
      {isHome && (phone || openingHours) ? (
        // A landmark of its own above the header (screen readers list it; nothing is left outside one).
        <aside className="top-banner" aria-label={t('banner.label')}>
          <div className="container top-banner__inner">
            {phone ? (
              <>
                <span>{t('banner.text', { free: freeConsultation ? 'yes' : 'no' })}</span>
                <a href={telHref(phone)}>{phone}</a>
              </>
            ) : null}
            {openingHours ? <span className="top-banner__hours">{openingHours}</span> : null}
          </div>
        </aside>
      ) : null}
      <HeaderFrame strip={strip}>
        <div className="container site-header__inner">
          {/* Named by its visible text (WCAG 2.5.3: the spoken clinic name must find it); the mark is decoration. */}
          <SiteLink className="logo" href={routeKeyHref('home', locale)}>
            <span className="circle logo__mark" aria-hidden="true">
              {clinicShortName ? clinicShortName.charAt(0).toLocaleUpperCase(locale) : ''}
            </span>
            {clinicName ? <span className="logo__name">{clinicName}</span> : <span className="visually-hidden">{t('notFound.home')}</span>}
          </SiteLink>
          <MainNavLinks className="main-nav" items={items} label={t('nav.label')} />
          {phone ? (
            <a className="header-phone" href={telHref(phone)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"
                />
              </svg>
              <span className="visually-hidden">{t('nav.call')}: </span>
              <span className="header-phone__number">{phone}</span>
            </a>
          ) : null}
          {/* A plain link to the search page: no script in the header of every page. */}
          <a className="header-search" href={searchHref(locale)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M10 3a7 7 0 0 1 5.6 11.2l4.6 4.6-1.4 1.4-4.6-4.6A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
              />
            </svg>
            <span className="header-search__label">{t('search.headerLink')}</span>
          </a>
          <LanguageSwitcher locale={locale} targets={switcherTargets} label={t('languages.label')} />
          <MobileMenu
            items={items}
            phone={phone ? { href: telHref(phone), label: phone } : undefined}
            labels={{ open: t('nav.menu'), close: t('nav.closeMenu'), navigation: t('nav.label') }}
          />
        </div>
      </HeaderFrame>
    </>
  )
}
