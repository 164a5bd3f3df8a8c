import './SiteShell.css'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Media } from '@/payload-types'
import { ConsentPrompt } from '@/features/consent/ConsentPrompt'
import { clinicNameOf, clinicShortNameOf } from '@/content/clinic-identity'
import { type ContactFacts, contactFacts, fillContactPlaceholders } from '@/content/contact-placeholders'
import { type Alternates, routeKeyHref } from '@/content/resolve'
import { getPopups, getPriceBox, getSettings } from '@/content/site'
import { type Locale, locales } from '@/routing/locales'
import { hrefsOf, type RouteEntry } from '@/routing/route-table'
import { LeadSourceSync } from '@/features/inquiries/lead-sources/LeadSourceSync'
import { formatOpeningHours } from '@/content/opening-hours'
import { instalmentMaxMonths } from '@/features/procedures/prices'
import { Tracking } from '@/features/tracking/Tracking'
import { Popup } from '../floating/Popup'
import type { PopupData } from '../floating/popup-choice'
import { FloatingBar } from '../floating/FloatingBar'
import { PriceInfo } from '../floating/PriceInfo'
import { StickyCallback } from '../floating/StickyCallback'
import { StickyCallbackNoScript } from '../floating/StickyCallbackNoScript'
import { formReplyOfRequest } from '@/features/inquiries/no-script/form-reply'
import { WhatsAppButton } from '../floating/WhatsAppButton'
import { DataLoadRetry } from '../navigation/DataLoadRetry'
import { NavigationProgress } from '../navigation/NavigationProgress'
import { StaleBuildGuard } from '../navigation/StaleBuildGuard'
import { ServiceWorkerRegistration } from '@/pwa/ServiceWorkerRegistration'
import { AnchorScroll } from '../navigation/AnchorScroll'
import { LanguageMemory } from '../language/LanguageMemory'
import { SiteFooter } from '../footer/SiteFooter'
import { SiteHeader } from '../header/SiteHeader'
import { PreviewBanner } from '../preview/PreviewBanner'

async function languageSuggestions() {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'languages' })
      return [locale, { text: t('suggest'), link: t('suggestLink'), dismiss: t('dismiss') }] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Locale, { text: string; link: string; dismiss: string }>
}

/** A popup as the browser needs it, its contact placeholders ({telefon}, {hodiny}) filled from Settings. */
function popupData(popup: Awaited<ReturnType<typeof getPopups>>[number], facts: ContactFacts): PopupData {
  const image = typeof popup.image === 'object' && popup.image ? (popup.image as Media) : null
  return {
    id: String(popup.id),
    title: fillContactPlaceholders(popup.title, facts),
    text: fillContactPlaceholders(popup.text, facts),
    buttonText: fillContactPlaceholders(popup.buttonText, facts),
    buttonLink: popup.buttonLink,
    validFrom: popup.validFrom,
    validTo: popup.validTo,
    priority: popup.priority ?? 0,
    createdAt: popup.createdAt,
    image: image?.url
      ? {
          url: image.sizes?.card?.url ?? image.url,
          alt: image.alt ?? '',
          width: image.sizes?.card?.width ?? image.width ?? 800,
          height: image.sizes?.card?.height ?? image.height ?? 600,
        }
      : null,
  }
}

/** Header, main content, footer and the floating items around every public page. */
export async function SiteShell({
  locale,
  entry,
  switcherTargets,
  children,
}: {
  locale: Locale
  entry?: RouteEntry
  switcherTargets: Alternates
  children: ReactNode
}) {
  const [t, settings, priceBox, popups, suggestions] = await Promise.all([
    getTranslations({ locale }),
    getSettings(locale),
    getPriceBox(locale),
    getPopups(locale),
    languageSuggestions(),
  ])
  const isHome = entry?.routeKey === 'home'
  const facts = contactFacts(settings, locale)
  // A call-back request sent without script and refused, shown again (null on every static page).
  const callMeReply = formReplyOfRequest().reply
  // The sticky call-back and its no-script copy say the same things.
  const callMeTexts = {
    label: t('callMe.label'),
    placeholder: t('callMe.placeholder'),
    hint: t('callMe.hint'),
    submit: t('callMe.submit'),
    sending: t('callMe.sending'),
    verifying: t('callMe.verifying'),
    thanks: t('callMe.thanks'),
    error: t('callMe.error'),
  }
  return (
    <>
      <NavigationProgress label={t('site.loadingPage')} />
      <StaleBuildGuard />
      <DataLoadRetry />
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {/* Staff previewing drafts: says so above everything, with the way out (null for visitors). */}
      <PreviewBanner
        locale={locale}
        path={entry ? (hrefsOf(entry)[locale] ?? routeKeyHref('home', locale)) : routeKeyHref('home', locale)}
      />
      {/* Early in the page so the keyboard reaches the consent dialog first (it shows at the bottom). */}
      <ConsentPrompt locale={locale} settings={settings} />
      {/* The visit's source (issue 31) follows the consent: kept with analytics allowed, else forgotten. */}
      <LeadSourceSync />
      <SiteHeader
        locale={locale}
        clinicName={clinicNameOf(settings)}
        clinicShortName={clinicShortNameOf(settings)}
        switcherTargets={switcherTargets}
        phone={settings.phone}
        openingHours={formatOpeningHours(settings.openingHours, locale)}
        freeConsultation={Boolean(settings.prices?.freeConsultation)}
        isHome={isHome}
        isProcedures={entry?.routeKey === 'procedures'}
      />
      {/* In the page under the header, not floating: it offers the page in the visitor's language. */}
      <LanguageMemory
        locale={locale}
        targets={entry ? hrefsOf(entry) : {}}
        isBareForeignHome={isHome && locale !== 'cs'}
        redirectAllowedHere={entry?.template !== 'post' && entry?.template !== 'jobOffer'}
        autoRedirectEnabled={settings.autoRedirectEnabled !== false}
        suggestions={suggestions}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} settings={settings} />
      <AnchorScroll />
      {/* No promotion on a not-found page: the visitor is already lost. */}
      {entry ? <Popup popups={popups.map((popup) => popupData(popup, facts))} closeLabel={t('floating.close')} /> : null}
      <StickyCallback title={t('callMe.title')} closeLabel={t('callMe.close')} texts={callMeTexts} />
      <StickyCallbackNoScript
        title={t('callMe.title')}
        closeLabel={t('callMe.close')}
        texts={callMeTexts}
        rateLimited={t('callMe.rateLimited')}
        lang={locale}
        path={entry ? (hrefsOf(entry)[locale] ?? routeKeyHref('home', locale)) : routeKeyHref('home', locale)}
        reply={callMeReply?.form === 'call-me' ? callMeReply : null}
      />
      {/* The price information and WhatsApp: one bar along a phone's bottom edge, a landmark of their own. */}
      {priceBox?.items?.length || settings.whatsappNumber ? (
        <FloatingBar label={t('floating.bar')}>
          <PriceInfo
            locale={locale}
            title={t('floating.priceInfo')}
            items={priceBox?.items ?? []}
            instalmentOffer={instalmentMaxMonths(settings.prices, locale) ? priceBox?.instalmentOffer : null}
          />
          {settings.whatsappNumber ? <WhatsAppButton number={settings.whatsappNumber} label={t('floating.whatsapp')} /> : null}
        </FloatingBar>
      ) : null}
      <ServiceWorkerRegistration />
      <Tracking settings={settings} />
      <noscript>
        <a href={routeKeyHref('contact', locale)}>{t('nav.contact')}</a>
      </noscript>
    </>
  )
}
