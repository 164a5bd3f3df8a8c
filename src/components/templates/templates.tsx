import { getTranslations } from 'next-intl/server'
import type { JobOffer, Page, Person, Post, Procedure } from '@/cms/payload-types'
import { hrefOf, routeKeyHref } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import type { RouteKey } from '@/routing/route-keys'
import { formatDate, formatPrice } from '../ui/format'
import { ContactSection } from '../sections/ContactSection'
import { HomeTemplate } from './HomeTemplate'
import { RichText } from '../ui/RichText'
import { BlogListing, CareerListing, ProceduresListing, TeamListing } from './listings'
import { PageHero } from './PageHero'

const listings: Partial<Record<RouteKey, (props: { locale: Locale }) => Promise<React.JSX.Element>>> = {
  procedures: ProceduresListing,
  blog: BlogListing,
  team: TeamListing,
  career: CareerListing,
}

export function PageTemplate({ doc, locale }: { doc: Page; locale: Locale }) {
  if (doc.routeKey === 'home') return <HomeTemplate doc={doc} locale={locale} />
  const Listing = doc.routeKey ? listings[doc.routeKey] : undefined
  return (
    <article>
      <PageHero title={doc.title ?? ''} />
      <div className="container section">
        <RichText data={doc.content} />
      </div>
      {Listing ? <Listing locale={locale} /> : null}
      {doc.routeKey === 'contact' ? <ContactSection locale={locale} ctaName="contact" /> : null}
    </article>
  )
}

type Related = { id: number | string; name: string; href?: string }

async function relatedLinks(template: 'procedure' | 'person', items: unknown, locale: Locale): Promise<Related[]> {
  const docs = (Array.isArray(items) ? items : []).filter(
    (item): item is { id: number; name: string } => typeof item === 'object' && item !== null && 'name' in item,
  )
  return Promise.all(docs.map(async (item) => ({ id: item.id, name: item.name, href: await hrefOf(template, item.id, locale) })))
}

function RelatedList({ title, items }: { title: string; items: Related[] }) {
  if (items.length === 0) return null
  return (
    <section className="related">
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.href ? <a href={item.href}>{item.name}</a> : item.name}</li>
        ))}
      </ul>
    </section>
  )
}

export async function ProcedureTemplate({ doc, locale }: { doc: Procedure; locale: Locale }) {
  const t = await getTranslations('listing')
  const [doctors, combinations] = await Promise.all([
    relatedLinks('person', doc.doctors, locale),
    relatedLinks('procedure', doc.combinations, locale),
  ])
  return (
    <article>
      <PageHero title={doc.name ?? ''} subtitle={doc.subtitle}>
        {doc.perex ? <p className="page-hero__perex">{doc.perex}</p> : null}
      </PageHero>
      <div className="container section two-columns">
        <div>
          <RichText data={doc.content} />
          {doc.whatToKnow ? (
            <section className="related">
              <h2>{t('whatToKnow')}</h2>
              <RichText data={doc.whatToKnow} />
            </section>
          ) : null}
        </div>
        <aside className="side-panel">
          {doc.prices && doc.prices.length > 0 ? (
            <section>
              <h2>{t('prices')}</h2>
              <table className="price-table">
                <tbody>
                  {doc.prices.map((price) => (
                    <tr key={price.id}>
                      <th scope="row">{price.name}</th>
                      <td>{formatPrice(price.amount, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="note">{t('pricesNote')}</p>
            </section>
          ) : null}
          <RelatedList title={t('doctors')} items={doctors} />
          <RelatedList title={t('combinations')} items={combinations} />
        </aside>
      </div>
    </article>
  )
}

export async function PersonTemplate({ doc, locale }: { doc: Person; locale: Locale }) {
  const t = await getTranslations('listing')
  const procedures = await relatedLinks('procedure', doc.procedures, locale)
  return (
    <article>
      <PageHero title={doc.name} subtitle={doc.position}>
        {doc.perex ? <p className="page-hero__perex">{doc.perex}</p> : null}
      </PageHero>
      <div className="container section two-columns">
        <div>
          <RichText data={doc.content} />
        </div>
        <aside className="side-panel">
          {doc.highScores && doc.highScores.length > 0 ? (
            <section className="related">
              <h2>{t('pastWork')}</h2>
              <ul>
                {doc.highScores.map((score) => (
                  <li key={score.id}>{score.what}</li>
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

export async function PostTemplate({ doc, locale }: { doc: Post; locale: Locale }) {
  const t = await getTranslations('listing')
  return (
    <article>
      <PageHero title={doc.title ?? ''}>
        {doc.publishedAt ? (
          <p className="page-hero__meta">
            <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, locale)}</time>
          </p>
        ) : null}
      </PageHero>
      <div className="container section narrow">
        {doc.perex ? <p className="lead">{doc.perex}</p> : null}
        <RichText data={doc.content} />
        <p>
          <a href={routeKeyHref('blog', locale)}>{t('backToBlog')}</a>
        </p>
      </div>
    </article>
  )
}

export async function JobOfferTemplate({ doc, locale }: { doc: JobOffer; locale: Locale }) {
  const t = await getTranslations('listing')
  const meta = [doc.location, doc.employmentType].filter(Boolean).join(' · ')
  return (
    <article>
      <PageHero title={doc.title ?? ''} subtitle={meta || undefined} />
      <div className="container section narrow">
        {doc.perex ? <p className="lead">{doc.perex}</p> : null}
        <RichText data={doc.content} />
        <p>
          <a href={routeKeyHref('career', locale)}>{t('backToCareer')}</a>
        </p>
      </div>
    </article>
  )
}
