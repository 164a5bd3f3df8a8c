import { getTranslations } from 'next-intl/server'
import { getJobOffers, getPeople, getPosts, getProcedureCategories } from '@/content/documents'
import { hrefOf } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { slugify } from '@/routing/slugify'
import { formatDate } from '../ui/format'

/** Procedures grouped by category; each category has an anchor for the category strip. */
export async function ProceduresListing({ locale }: { locale: Locale }) {
  const categories = await getProcedureCategories(locale)
  const sections = await Promise.all(
    categories.map(async (category) => {
      const procedures = (category.procedures?.docs ?? []).filter((doc) => typeof doc === 'object')
      const links = await Promise.all(
        procedures.map(async (procedure) => ({ procedure, href: await hrefOf('procedure', procedure.id, locale) })),
      )
      return { category, links: links.filter((link) => link.href) }
    }),
  )
  return (
    <div className="container listing">
      {sections
        .filter((section) => section.links.length > 0)
        .map(({ category, links }) => (
          <section key={category.id} id={slugify(category.name)} className="listing__group">
            <h2>{category.name}</h2>
            <ul className="card-grid">
              {links.map(({ procedure, href }) => (
                <li key={procedure.id} className="card">
                  <a href={href}>
                    <h3>{procedure.name}</h3>
                    {procedure.perex ? <p>{procedure.perex}</p> : null}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}

export async function BlogListing({ locale }: { locale: Locale }) {
  const posts = await getPosts(locale)
  const links = (await Promise.all(posts.map(async (post) => ({ post, href: await hrefOf('post', post.id, locale) })))).filter(
    (link) => link.href,
  )
  return (
    <div className="container listing">
      <ul className="card-grid">
        {links.map(({ post, href }) => (
          <li key={post.id} className="card">
            <a href={href}>
              {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> : null}
              <h2>{post.title}</h2>
              {post.perex ? <p>{post.perex}</p> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export async function TeamListing({ locale }: { locale: Locale }) {
  const people = await getPeople(locale)
  const withLinks = await Promise.all(people.map(async (person) => ({ person, href: await hrefOf('person', person.id, locale) })))
  return (
    <div className="container listing">
      <ul className="card-grid">
        {withLinks.map(({ person, href }) => (
          <li key={person.id} className="card">
            {href ? (
              <a href={href}>
                <h2>{person.name}</h2>
                <p>{person.position}</p>
              </a>
            ) : (
              <div>
                <h2>{person.name}</h2>
                <p>{person.position}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

export async function CareerListing({ locale }: { locale: Locale }) {
  const t = await getTranslations('listing')
  const offers = await getJobOffers(locale)
  const links = (await Promise.all(offers.map(async (offer) => ({ offer, href: await hrefOf('jobOffer', offer.id, locale) })))).filter(
    (link) => link.href,
  )
  return (
    <div className="container listing">
      <h2>{t('openPositions')}</h2>
      {links.length === 0 ? <p>{t('noPositions')}</p> : null}
      <ul className="card-grid">
        {links.map(({ offer, href }) => (
          <li key={offer.id} className="card">
            <a href={href}>
              <h3>{offer.title}</h3>
              {offer.perex ? <p>{offer.perex}</p> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
