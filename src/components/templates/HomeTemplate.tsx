import './HomeTemplate.css'
import { getTranslations } from 'next-intl/server'
import type { CSSProperties } from 'react'
import type { Page, Person, Video } from '@/payload-types'
import { getProcedureCategories, getStatistics, getTestimonials } from '@/content/collections'
import { contactFacts, fillContactPlaceholdersDeep } from '@/content/contact-placeholders'
import { hrefOf, routeKeyHref } from '@/content/resolve'
import { getHomeSections, getSettings } from '@/content/site'
import { consentGateTexts } from '@/features/consent/consent-texts'
import type { Locale } from '@/routing/locales'
import { slugify } from '@/routing/slugify'
import { formatOpeningHours } from '@/content/opening-hours'
import { ContactFormSection } from '../sections/ContactFormSection'
import { Counter } from '../sections/Counter'
import { LazyTestimonialCarousel } from '../sections/LazyTestimonialCarousel'
import { VideoPlayer } from '../sections/VideoPlayer'
import { CmsImage } from '@/ui/CmsImage'
import { FieldText } from '@/ui/FieldText'
import { fieldLang } from '@/content/fallback-language'
import { Fact } from '@/ui/Fact'
import { RichText } from '@/ui/RichText'
import { telHref } from '@/ui/tel'
import { addressLine, mapHref } from '@/content/address'
import { SiteLink } from '../navigation/SiteLink'
import { SectionBlock } from './SectionBlock'

/** A reason, benefit or offer of the home page: its heading and its text. */
function TitleAndText({ of }: { of: { title?: string | null; text?: string | null } | null | undefined }) {
  return (
    <>
      <h3 lang={fieldLang(of, 'title')}>{of?.title}</h3>
      <p lang={fieldLang(of, 'text')}>{of?.text}</p>
    </>
  )
}

/** Spec §2 home: every section from the Home global, the settings and the collections. */
export async function HomeTemplate({ doc, locale }: { doc: Page; locale: Locale }) {
  const [t, sections, settings, statistics, testimonials, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getHomeSections(locale),
    getSettings(locale),
    getStatistics(locale),
    getTestimonials(locale),
    getProcedureCategories(locale),
  ])
  // The sections' texts name contact facts with placeholders ({telefon}, {hodiny}), filled from Settings.
  const home = fillContactPlaceholdersDeep(sections, contactFacts(settings, locale))
  const hours = formatOpeningHours(settings.openingHours, locale)
  // Unset on a new installation: left out rather than shown as ", ".
  const address = addressLine(settings.address)
  const map = mapHref(settings.address)
  const orthopaedics = categories.find((category) => category.isOrthopedics)
  const overrides = settings as unknown as Record<string, string | null | undefined>
  const doctors = await Promise.all(
    (home.doctors?.people ?? [])
      .filter((person): person is Person => typeof person === 'object')
      .map(async (person) => ({ person, href: await hrefOf('person', person.id, locale) })),
  )
  const video = typeof home.video?.video === 'object' ? (home.video.video as Video | null) : null
  // The video's placeholder names its host as the widgets' placeholders do.
  const videoGate = await consentGateTexts(locale, 'externalMedia', 'YouTube')

  return (
    <article className="home">
      <section className="home-hero">
        {/* The page's LCP element. It lies under a dark shade with text on it, so a phone gets a smaller,
            lighter file (80vw, AVIF quality 55) than the screen's full width would ask for. */}
        <CmsImage className="home-hero__image" media={home.hero?.image} sizes="(max-width: 575px) 80vw, 100vw" quality={55} preload />
        <div className="container home-hero__content">
          <h1 lang={home.hero?.title ? fieldLang(home.hero, 'title') : fieldLang(doc, 'title')}>{home.hero?.title || doc.title}</h1>
          {home.hero?.subtitle ? (
            <p className="home-hero__subtitle" lang={fieldLang(home.hero, 'subtitle')}>
              {home.hero.subtitle}
            </p>
          ) : null}
          <p className="button-row button-row--start">
            <a className="button" href="#contact-form" lang={fieldLang(home.hero, 'cta')}>
              {home.hero?.cta}
            </a>
            {settings.phone ? (
              <a className="button button--light" href={telHref(settings.phone)}>
                {settings.phone}
              </a>
            ) : null}
          </p>
        </div>
      </section>

      {home.reasons?.length ? (
        <SectionBlock titleId="reasons-title" title={t('reasons')}>
          <ul className="reason-grid">
            {home.reasons.map((reason) => (
              <li key={reason.id}>
                <TitleAndText of={reason} />
              </li>
            ))}
          </ul>
        </SectionBlock>
      ) : null}

      {statistics.length ? (
        <section className="statistics" aria-labelledby="statistics-title" data-counter-row>
          <div className="container">
            <h2 id="statistics-title" className="visually-hidden">
              {t('statistics')}
            </h2>
            <ul className="statistics__list">
              {statistics.map((item) => (
                <li key={item.id}>
                  <Counter value={(item.settingKey && overrides[item.settingKey]) || item.numberText} />
                  <span className="statistics__label" lang={fieldLang(item, 'label')}>
                    {item.label}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {home.underOneRoof?.benefits?.length ? (
        <SectionBlock titleId="roof-title" title={<FieldText of={home.underOneRoof} field="title" />} soft>
          <ul className="benefit-grid">
            {home.underOneRoof.benefits.map((benefit) => (
              <li key={benefit.id} className={`benefit benefit--${benefit.key}`} style={{ '--benefit': benefit.key } as CSSProperties}>
                <CmsImage
                  className="benefit__image"
                  media={benefit.image}
                  sizes="(min-width: 960px) 280px, (min-width: 576px) 50vw, 100vw"
                />
                <TitleAndText of={benefit} />
              </li>
            ))}
          </ul>
        </SectionBlock>
      ) : null}

      <section className="section-block" aria-labelledby="offers-title">
        <h2 id="offers-title" className="visually-hidden">
          {home.orthopaedics?.title} · {home.epilation?.title}
        </h2>
        <div className="container offer-grid">
          <div className="offer">
            <TitleAndText of={home.orthopaedics} />
            <SiteLink
              className="button"
              href={`${routeKeyHref('procedures', locale)}${orthopaedics ? `#${slugify(orthopaedics.name)}` : ''}`}
            >
              {home.orthopaedics?.cta}
            </SiteLink>
          </div>
          <div className="offer">
            <TitleAndText of={home.epilation} />
            <a className="button" href="#contact-form">
              {home.epilation?.cta}
            </a>
          </div>
        </div>
      </section>

      {video ? (
        <section className="section-block section-block--soft" aria-labelledby="video-title">
          <div className="container video-section">
            <div>
              <h2 id="video-title" lang={fieldLang(home.video, 'title')}>
                {home.video?.title}
              </h2>
              <p lang={fieldLang(home.video, 'text')}>{home.video?.text}</p>
            </div>
            <VideoPlayer
              videoId={video.videoId}
              title={video.title ?? ''}
              playLabel={t('play')}
              gate={{ ...videoGate, text: t('videoGate'), watch: t('watchOnYoutube') }}
              stopLabel={t('stop')}
              thumbnail={<CmsImage media={video.thumbnail} sizes="(min-width: 960px) 520px, 100vw" decorative />}
            />
          </div>
        </section>
      ) : null}

      {doctors.length ? (
        <SectionBlock titleId="doctors-title" title={home.doctors ? <FieldText of={home.doctors} field="title" /> : null}>
          <p className="lead" lang={fieldLang(home.doctors, 'text')}>
            {home.doctors?.text}
          </p>
          <ul className="doctor-grid">
            {doctors.map(({ person, href }) => (
              <li key={person.id} className="doctor-card">
                <CmsImage className="doctor-card__photo" media={person.photo} sizes="(min-width: 960px) 260px, 50vw" />
                <h3>{href ? <SiteLink href={href}>{person.name}</SiteLink> : person.name}</h3>
                <p lang={fieldLang(person, 'position')}>{person.position}</p>
              </li>
            ))}
          </ul>
          <p>
            <SiteLink href={routeKeyHref('team', locale)}>{t('doctorsLink')}</SiteLink>
          </p>
        </SectionBlock>
      ) : null}

      {testimonials.length ? (
        <SectionBlock
          titleId="testimonials-title"
          title={home.testimonials ? <FieldText of={home.testimonials} field="title" /> : null}
          soft
          narrow
        >
          <LazyTestimonialCarousel
            slides={testimonials.map((item) => ({ id: String(item.id), name: item.name, info: item.info, content: item.content ?? '' }))}
            labels={{ previous: t('previous'), next: t('next'), region: t('carousel'), slide: t.raw('slide') as string }}
          />
          <p>
            <SiteLink href={routeKeyHref('references', locale)}>{t('moreReviews')}</SiteLink>
          </p>
        </SectionBlock>
      ) : null}

      {home.whyUs?.items?.length ? (
        <SectionBlock titleId="why-title" title={<FieldText of={home.whyUs} field="title" />}>
          <ul className="why-list">
            {home.whyUs.items.map((item) => (
              <li key={item.id} lang={fieldLang(item, 'text')}>
                {item.text}
              </li>
            ))}
          </ul>
          <p>
            <SiteLink href={routeKeyHref('about', locale)}>{t('moreAbout')}</SiteLink>
          </p>
        </SectionBlock>
      ) : null}

      <section className="section-block section-block--soft" aria-labelledby="directions-title">
        <div className="container directions">
          <div>
            <h2 id="directions-title" lang={fieldLang(home.directions, 'title')}>
              {home.directions?.title}
            </h2>
            <RichText data={home.directions?.text} lang={fieldLang(home.directions, 'text')} />
          </div>
          <dl className="directions__facts">
            {address ? <Fact term={t('address')}>{address}</Fact> : null}
            {hours ? (
              <Fact term={t('openingHours')} className="directions__hours">
                {hours}
              </Fact>
            ) : null}
            {map ? (
              <dd>
                <a href={map} target="_blank" rel="noopener">
                  {t('map')}
                </a>
              </dd>
            ) : null}
          </dl>
        </div>
      </section>

      <ContactFormSection locale={locale} path={routeKeyHref('home', locale)} ctaName="home" />
    </article>
  )
}
