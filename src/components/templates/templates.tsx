import './templates.css'
import { getTranslations } from 'next-intl/server'
import type { JobOffer, Page, Person, Post, Procedure } from '@/payload-types'
import { hrefOf, routeKeyHref } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import type { RouteKey } from '@/routing/fixed-paths'
import { formatDate } from '@/content/format'
import { ProcedurePrices } from '@/features/procedures/components/ProcedurePrices'
import { ContactFormSection } from '../sections/ContactFormSection'
import { HomeTemplate } from './HomeTemplate'
import { RichText } from '@/ui/RichText'
import { Gallery } from '../gallery/Gallery'
import { galleryImages } from '../gallery/gallery-image'
import { galleryLabels } from '../gallery/gallery-labels'
import { CmsImage } from '@/ui/CmsImage'
import { fieldLang } from '@/content/fallback-language'
import { BlogListing, CareerListing, ProceduresListing, TeamListing } from './listings'
import {
  AboutSections,
  ApartmentsSections,
  ChangesSections,
  ContactDetailsSections,
  FaqSections,
  ReferencesSections,
} from './page-sections'
import { PageHero } from './PageHero'
import { SiteLink } from '../navigation/SiteLink'

/** The sections each fixed page (spec §2 page components) shows below its editable text. */
const pageSections: Partial<Record<RouteKey, (props: { locale: Locale }) => Promise<React.JSX.Element | null>>> = {
  procedures: ProceduresListing,
  blog: BlogListing,
  team: TeamListing,
  career: CareerListing,
  changes: ChangesSections,
  references: ReferencesSections,
  faq: FaqSections,
  contact: ContactDetailsSections,
  apartments: ApartmentsSections,
  about: AboutSections,
}

const galleryTeaserCount = 4

export function PageTemplate({ doc, locale }: { doc: Page; locale: Locale }) {
  if (doc.routeKey === 'home') return <HomeTemplate doc={doc} locale={locale} />
  const Sections = doc.routeKey ? pageSections[doc.routeKey] : undefined
  return (
    <article>
      <PageHero title={doc.title ?? ''} titleLang={fieldLang(doc, 'title')} />
      <div className="container section page-text">
        <RichText data={doc.content} lang={fieldLang(doc, 'content')} />
      </div>
      {Sections ? <Sections locale={locale} /> : null}
      {doc.routeKey === 'contact' ? <ContactFormSection locale={locale} path={routeKeyHref('contact', locale)} ctaName="contact" /> : null}
    </article>
  )
}

type Related = { id: number | string; name: string; lang?: string; href?: string }

async function relatedLinks(template: 'procedure' | 'person', items: unknown, locale: Locale): Promise<Related[]> {
  const docs = (Array.isArray(items) ? items : []).filter(
    (item): item is { id: number; name: string } => typeof item === 'object' && item !== null && 'name' in item,
  )
  return Promise.all(
    docs.map(async (item) => ({
      id: item.id,
      name: item.name,
      lang: fieldLang(item, 'name'),
      href: await hrefOf(template, item.id, locale),
    })),
  )
}

function RelatedList({ title, items }: { title: string; items: Related[] }) {
  if (items.length === 0) return null
  return (
    <section className="related">
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} lang={item.lang}>
            {item.href ? <SiteLink href={item.href}>{item.name}</SiteLink> : item.name}
          </li>
        ))}
      </ul>
    </section>
  )
}

export async function ProcedureTemplate({ doc, locale }: { doc: Procedure; locale: Locale }) {
  const t = await getTranslations('listing')
  const [doctors, combinations, tg] = await Promise.all([
    relatedLinks('person', doc.doctors, locale),
    relatedLinks('procedure', doc.combinations, locale),
    getTranslations({ locale, namespace: 'gallery' }),
  ])
  const photos = galleryImages((doc.gallery ?? []).map((media) => ({ media })))
  return (
    <article>
      <PageHero
        title={doc.name ?? ''}
        titleLang={fieldLang(doc, 'name')}
        subtitle={doc.subtitle}
        subtitleLang={fieldLang(doc, 'subtitle')}
        image={doc.image ?? doc.gallery?.[0]}
      >
        {doc.perex ? (
          <p className="page-hero__perex" lang={fieldLang(doc, 'perex')}>
            {doc.perex}
          </p>
        ) : null}
      </PageHero>
      <div className="container section two-columns">
        <div>
          <RichText data={doc.content} lang={fieldLang(doc, 'content')} />
          {doc.whatToKnow ? (
            <section className="related">
              <h2>{t('whatToKnow')}</h2>
              <RichText data={doc.whatToKnow} lang={fieldLang(doc, 'whatToKnow')} />
            </section>
          ) : null}
        </div>
        <aside className="side-panel">
          {doc.prices && doc.prices.length > 0 ? <ProcedurePrices prices={doc.prices} locale={locale} /> : null}
          <RelatedList title={t('doctors')} items={doctors} />
          <RelatedList title={t('combinations')} items={combinations} />
        </aside>
      </div>
      {photos.length > 0 ? (
        <section className="container section-block" aria-labelledby="procedure-gallery-title">
          <h2 id="procedure-gallery-title">{tg('title')}</h2>
          <Gallery
            images={photos}
            labels={await galleryLabels(locale, Math.max(photos.length - galleryTeaserCount, 0))}
            teaserCount={galleryTeaserCount}
          />
        </section>
      ) : null}
    </article>
  )
}

export async function PersonTemplate({ doc, locale }: { doc: Person; locale: Locale }) {
  const t = await getTranslations('listing')
  const procedures = await relatedLinks('procedure', doc.procedures, locale)
  return (
    <article>
      {/* Spec §2: the role (head physician, plastic surgeon…) is the person's position. */}
      <PageHero title={doc.name} subtitle={doc.position} subtitleLang={fieldLang(doc, 'position')}>
        {doc.perex ? (
          <p className="page-hero__perex" lang={fieldLang(doc, 'perex')}>
            {doc.perex}
          </p>
        ) : null}
      </PageHero>
      <div className="container section two-columns">
        <div className="person">
          <CmsImage className="person__photo" media={doc.photo} sizes="(min-width: 960px) 320px, 100vw" preload />
          <RichText data={doc.content} lang={fieldLang(doc, 'content')} />
        </div>
        <aside className="side-panel">
          {doc.highScores && doc.highScores.length > 0 ? (
            <section className="related">
              <h2>{t('pastWork')}</h2>
              <ul>
                {doc.highScores.map((score) => (
                  <li key={score.id} lang={fieldLang(score, 'what')}>
                    {score.what}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <RelatedList title={t('proceduresPerformed')} items={procedures} />
        </aside>
      </div>
    </article>
  )
}

interface ArticleBodyProps {
  doc: Post | JobOffer
  back: { href: string; label: string }
  children?: React.ReactNode
}

/** The column of a post or job offer: lead, what comes before the text (the post's image), text, link back to the list. */
function ArticleBody({ doc, back, children }: ArticleBodyProps) {
  return (
    <div className="container section narrow">
      {doc.perex ? (
        <p className="lead" lang={fieldLang(doc, 'perex')}>
          {doc.perex}
        </p>
      ) : null}
      {children}
      <RichText data={doc.content} lang={fieldLang(doc, 'content')} />
      <p>
        <SiteLink href={back.href}>{back.label}</SiteLink>
      </p>
    </div>
  )
}

export async function PostTemplate({ doc, locale }: { doc: Post; locale: Locale }) {
  const [t, tp] = await Promise.all([getTranslations('listing'), getTranslations({ locale, namespace: 'pages' })])
  const author = doc.author && typeof doc.author === 'object' ? doc.author : null
  const authorHref = author ? await hrefOf('person', author.id, locale) : undefined
  return (
    <article>
      <PageHero title={doc.title ?? ''} titleLang={fieldLang(doc, 'title')}>
        {doc.publishedAt || author ? (
          <p className="page-hero__meta">
            {doc.publishedAt ? <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, locale)}</time> : null}
            {doc.publishedAt && author ? ' · ' : null}
            {author ? (
              <>
                {tp('author')}: {authorHref ? <SiteLink href={authorHref}>{author.name}</SiteLink> : author.name}
              </>
            ) : null}
          </p>
        ) : null}
      </PageHero>
      <ArticleBody doc={doc} back={{ href: routeKeyHref('blog', locale), label: t('backToBlog') }}>
        <CmsImage className="post__image" media={doc.image} sizes="(min-width: 800px) 760px, 100vw" preload />
      </ArticleBody>
    </article>
  )
}

export async function JobOfferTemplate({ doc, locale }: { doc: JobOffer; locale: Locale }) {
  const t = await getTranslations('listing')
  const metaFields = (['location', 'employmentType'] as const).filter((field) => doc[field])
  const meta = metaFields.map((field) => doc[field]).join(' · ')
  // One line of two fields: Czech when all it shows came from Czech.
  const metaLangs = new Set(metaFields.map((field) => fieldLang(doc, field)))
  const metaLang = metaLangs.size === 1 ? [...metaLangs][0] : undefined
  return (
    <article>
      <PageHero title={doc.title ?? ''} titleLang={fieldLang(doc, 'title')} subtitle={meta || undefined} subtitleLang={metaLang} />
      <ArticleBody doc={doc} back={{ href: routeKeyHref('career', locale), label: t('backToCareer') }} />
    </article>
  )
}
