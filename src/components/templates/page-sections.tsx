import './page-sections.css'
import { getTranslations } from 'next-intl/server'
import type { GalleryItem } from '@/payload-types'
import { getBeforeAfter, getFaqTopics, getTestimonials } from '@/content/collections'
import { contactFacts, fillContactPlaceholders, fillContactPlaceholdersDeep } from '@/content/contact-placeholders'
import { hrefOf, routeKeyHref } from '@/content/resolve'
import { getSettings } from '@/content/site'
import { findByTags } from '@/content/tags'
import type { Locale } from '@/routing/locales'
import { slugify } from '@/routing/slugify'
import { formatOpeningHours } from '@/content/opening-hours'
import { Gallery } from '../gallery/Gallery'
import { galleryImages } from '../gallery/gallery-image'
import { galleryLabels } from '../gallery/gallery-labels'
import { ConsentGate } from '@/features/consent/ConsentGate'
import { consentGateTexts } from '@/features/consent/consent-texts'
import { BookingWidget } from '../widgets/BookingWidget'
import { ReviewWidget } from '../widgets/ReviewWidget'
import { CmsImage } from '@/ui/CmsImage'
import { fieldLang } from '@/content/fallback-language'
import { Fact } from '@/ui/Fact'
import { RichText } from '@/ui/RichText'
import { telHref } from '@/ui/tel'
import { addressLine, mapHref } from '@/content/address'
import { SiteLink } from '../navigation/SiteLink'

const teaserCount = 4

/** A photo gallery of the gallery items carrying any of the tags (spec §3 shared tags). */
async function TaggedGallery({ locale, tags, title }: { locale: Locale; tags: string[]; title: string }) {
  const items = (await findByTags('gallery-items', tags, locale)) as GalleryItem[]
  const images = galleryImages(items.map((item) => ({ media: item.image, caption: item.text })))
  if (images.length === 0) return null
  return (
    <section className="container section-block" aria-labelledby="gallery-title">
      <h2 id="gallery-title">{title}</h2>
      <Gallery images={images} labels={await galleryLabels(locale, Math.max(images.length - teaserCount, 0))} teaserCount={teaserCount} />
    </section>
  )
}

export async function ApartmentsSections({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'gallery' })
  return <TaggedGallery locale={locale} tags={['apartments', 'clinic']} title={t('title')} />
}

export async function AboutSections({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'gallery' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  return (
    <>
      <TaggedGallery locale={locale} tags={['clinic']} title={t('title')} />
      <p className="container section-links">
        <SiteLink className="button button--secondary" href={routeKeyHref('team', locale)}>
          {nav('team')}
        </SiteLink>
        <SiteLink className="button button--secondary" href={routeKeyHref('contact', locale)}>
          {nav('contact')}
        </SiteLink>
      </p>
    </>
  )
}

/** Before and after pairs, each labelled, with a link to the procedure. */
export async function ChangesSections({ locale }: { locale: Locale }) {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getBeforeAfter(locale)])
  if (items.length === 0) return <p className="container section">{t('changesEmpty')}</p>
  const withLinks = await Promise.all(
    items.map(async (item) => ({
      item,
      href: item.procedure && typeof item.procedure === 'object' ? await hrefOf('procedure', item.procedure.id, locale) : undefined,
    })),
  )
  return (
    <div className="container listing">
      <ul className="change-list">
        {withLinks.map(({ item, href }) => (
          <li key={item.id} className="change">
            <h2 className="change__title" lang={fieldLang(item, 'title')}>
              {item.title}
            </h2>
            <div className="change__pair">
              <figure>
                <CmsImage media={item.before} sizes="(min-width: 960px) 280px, 45vw" />
                <figcaption>{t('before')}</figcaption>
              </figure>
              <figure>
                <CmsImage media={item.after} sizes="(min-width: 960px) 280px, 45vw" />
                <figcaption>{t('after')}</figcaption>
              </figure>
            </div>
            {item.text ? <p lang={fieldLang(item, 'text')}>{item.text}</p> : null}
            {href ? (
              <p>
                <SiteLink href={href}>{t('procedureLink')}</SiteLink>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Every testimonial, then the review portal's widget. */
export async function ReferencesSections({ locale }: { locale: Locale }) {
  const [t, testimonials, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTestimonials(locale),
    getSettings(locale),
  ])
  const widget = settings.reviewWidget
  return (
    <>
      <section className="container section-block" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{t('reviews')}</h2>
        <ul className="testimonial-grid">
          {testimonials.map((item) => (
            <li key={item.id} className="testimonial-card">
              <blockquote>
                {item.info ? (
                  <p className="testimonial-card__info" lang={fieldLang(item, 'info')}>
                    {item.info}
                  </p>
                ) : null}
                <p lang={fieldLang(item, 'content')}>{item.content}</p>
              </blockquote>
              <p className="testimonial-card__name">{item.name}</p>
            </li>
          ))}
        </ul>
      </section>
      {widget?.enabled !== false && widget?.baseUrl ? (
        <section className="container section-block" aria-labelledby="review-widget-title">
          <h2 id="review-widget-title">{t('reviewWidget')}</h2>
          {/* A third party: nothing is requested from it before the visitor allows external media. */}
          <ConsentGate
            purpose="externalMedia"
            texts={await consentGateTexts(locale, 'externalMedia', new URL(widget.baseUrl).host)}
            minHeight={240}
          >
            <ReviewWidget baseUrl={widget.baseUrl} locale={locale} title={t('reviewWidgetTitle')} loadingText={t('widgetLoading')} />
          </ConsentGate>
        </section>
      ) : null}
    </>
  )
}

/** Questions grouped by topic; each answer is a native disclosure (keyboard and screen-reader friendly). */
export async function FaqSections({ locale }: { locale: Locale }) {
  const [t, topics, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getFaqTopics(locale),
    getSettings(locale),
  ])
  // Answers name the phone and hours with placeholders ({telefon}, {hodiny}), filled from Settings.
  const facts = contactFacts(settings, locale)
  const withIds = topics.map((topic) => ({ topic, id: slugify(topic.name) }))
  return (
    <div className="container listing faq">
      {withIds.length > 1 ? (
        <nav className="faq__topics" aria-label={t('faqTopics')}>
          <ul>
            {withIds.map(({ topic, id }) => (
              <li key={topic.id}>
                <a href={`#${id}`} lang={fieldLang(topic, 'name')}>
                  {topic.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {withIds.map(({ topic, id }) => (
        <section key={topic.id} id={id} data-section-anchor className="faq__topic" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} lang={fieldLang(topic, 'name')}>
            {topic.name}
          </h2>
          {(topic.questions ?? []).map((item) => (
            <details key={item.id} className="faq__item">
              <summary lang={fieldLang(item, 'question')}>{item.question}</summary>
              <div className="faq__answer">
                <RichText data={fillContactPlaceholdersDeep(item.answer, facts)} lang={fieldLang(item, 'answer')} />
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  )
}

/** Contact data, directions and the online booking calendar (the form follows in the page template). */
export async function ContactDetailsSections({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getSettings(locale)])
  const map = mapHref(settings.address)
  const ortho = settings.orthopedics
  const booking = settings.bookingWidget
  const hours = formatOpeningHours(settings.openingHours, locale)
  const directions = fillContactPlaceholders(settings.directions, contactFacts(settings, locale))
  return (
    <>
      <div className="container section contact-cards">
        <section className="contact-card" aria-labelledby="contact-data-title">
          <h2 id="contact-data-title">{t('contactData')}</h2>
          <dl className="contact-card__facts">
            {/* Facts Settings does not hold yet (a new installation) are left out, never shown empty. */}
            {addressLine(settings.address) ? (
              <Fact term={t('address')}>
                {[settings.clinicName, settings.address?.street, settings.address?.city]
                  .filter(Boolean)
                  .flatMap((line, index) => (index ? [<br key={`br${index}`} />, line] : [line]))}
              </Fact>
            ) : null}
            {settings.phone ? (
              <Fact term={t('phone')}>
                <a href={telHref(settings.phone)}>{settings.phone}</a>
              </Fact>
            ) : null}
            {(settings.phones ?? []).map((phone) => (
              <Fact key={phone.id} term={phone.label}>
                <a href={telHref(phone.number)}>{phone.number}</a>
              </Fact>
            ))}
            {settings.email ? (
              <Fact term={t('email')}>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </Fact>
            ) : null}
            {hours ? (
              <Fact term={t('openingHours')} className="contact-card__hours">
                {hours}
              </Fact>
            ) : null}
            {settings.emergencyPhone ? (
              <Fact term={t('emergency')}>
                <a href={telHref(settings.emergencyPhone)}>{settings.emergencyPhone}</a>
              </Fact>
            ) : null}
          </dl>
        </section>
        {ortho?.orthopedicsContactName || ortho?.orthopedicsContactPhone ? (
          <section className="contact-card" aria-labelledby="contact-ortho-title">
            <h2 id="contact-ortho-title">{t('orthopaedics')}</h2>
            <p>{ortho.orthopedicsContactName}</p>
            <p>
              {ortho.orthopedicsContactPhone ? <a href={telHref(ortho.orthopedicsContactPhone)}>{ortho.orthopedicsContactPhone}</a> : null}
              {ortho.orthopedicsContactPhone && ortho.orthopedicsContactEmail ? <br /> : null}
              {ortho.orthopedicsContactEmail ? (
                <a href={`mailto:${ortho.orthopedicsContactEmail}`}>{ortho.orthopedicsContactEmail}</a>
              ) : null}
            </p>
          </section>
        ) : null}
        {directions || map ? (
          <section className="contact-card" aria-labelledby="contact-directions-title">
            <h2 id="contact-directions-title">{t('directions')}</h2>
            {directions ? <p lang={fieldLang(settings, 'directions')}>{directions}</p> : null}
            {map ? (
              <p>
                <a href={map} target="_blank" rel="noopener">
                  {t('map')}
                </a>
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
      {booking?.enabled !== false && booking?.scriptUrl ? (
        <section id="booking" data-section-anchor className="container section-block" aria-labelledby="booking-title">
          <h2 id="booking-title">{t('booking')}</h2>
          <p>{t('bookingText')}</p>
          <ConsentGate
            purpose="externalMedia"
            texts={await consentGateTexts(locale, 'externalMedia', new URL(booking.scriptUrl).host)}
            minHeight={240}
          >
            <BookingWidget
              scriptUrl={booking.scriptUrl}
              clinicId={booking.clinicId ?? ''}
              locale={locale}
              loadingText={t('widgetLoading')}
              failedText={t('bookingFailed', { phone: settings.phone ?? '' })}
            />
          </ConsentGate>
        </section>
      ) : null}
    </>
  )
}
