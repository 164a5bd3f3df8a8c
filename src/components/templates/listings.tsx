import './listings.css'
import { getTranslations } from 'next-intl/server'
import type { Person, Post } from '@/payload-types'
import { getJobOffers, getPeople, getPersonCategories, getPosts, getProcedureCategories } from '@/content/collections'
import { type Titled, titleFieldOf, titleOf } from '@/content/documents'
import { fieldLang } from '@/content/fallback-language'
import { hrefOf } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { slugify } from '@/routing/slugify'
import { CmsImage } from '@/ui/CmsImage'
import { formatDate } from '@/content/format'
import { SiteLink } from '../navigation/SiteLink'

/** A card of a listing: the name (or title) and the short text of a document, linking to it. */
function TextCard({ href, doc }: { href?: string; doc: Titled & { perex?: string | null } }) {
  return (
    <li className="card">
      <SiteLink href={href}>
        <h3 lang={fieldLang(doc as Record<string, unknown>, titleFieldOf(doc))}>{titleOf(doc)}</h3>
        {doc.perex ? <p lang={fieldLang(doc, 'perex')}>{doc.perex}</p> : null}
      </SiteLink>
    </li>
  )
}

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
          <section key={category.id} id={slugify(category.name)} data-section-anchor className="listing__group">
            <h2 lang={fieldLang(category, 'name')}>{category.name}</h2>
            <ul className="card-grid">
              {links.map(({ procedure, href }) => (
                <TextCard key={procedure.id} href={href} doc={procedure} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}

/** A blog post in the blog's list: its image, date, title and lead paragraph. */
function PostCard({ post, href, locale, preload }: { post: Post; href?: string; locale: Locale; preload: boolean }) {
  return (
    <li className="card card--media">
      <SiteLink href={href}>
        <CmsImage
          className="card__image"
          media={post.image}
          sizes="(min-width: 960px) 360px, (min-width: 576px) 50vw, 100vw"
          preload={preload}
        />
        <div className="card__body">
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> : null}
          <h2 lang={fieldLang(post, 'title')}>{post.title}</h2>
          {post.perex ? <p lang={fieldLang(post, 'perex')}>{post.perex}</p> : null}
        </div>
      </SiteLink>
    </li>
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
        {links.map(({ post, href }, index) => (
          <PostCard key={post.id} post={post} href={href} locale={locale} preload={index === 0} />
        ))}
      </ul>
    </div>
  )
}

function PersonCard({ person, href, preload }: { person: Person; href?: string; preload: boolean }) {
  const role = person.position
  const body = (
    <>
      <CmsImage className="person-card__photo" media={person.photo} sizes="(min-width: 960px) 260px, 50vw" preload={preload} />
      <div className="person-card__body">
        <h3>{person.name}</h3>
        {role ? <p lang={fieldLang(person, 'position')}>{role}</p> : null}
      </div>
    </>
  )
  return <li className="person-card">{href ? <SiteLink href={href}>{body}</SiteLink> : <div>{body}</div>}</li>
}

/** Spec §2 team: people grouped by their (first) person category, in the categories' order. */
export async function TeamListing({ locale }: { locale: Locale }) {
  const [t, people, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getPeople(locale),
    getPersonCategories(locale),
  ])
  const withLinks = await Promise.all(people.map(async (person) => ({ person, href: await hrefOf('person', person.id, locale) })))
  const categoryOf = (person: Person) => {
    const first = person.categories?.[0]
    return typeof first === 'object' && first ? first.id : first
  }
  const groups = [
    ...categories.map((category) => ({
      id: String(category.id),
      name: category.name,
      lang: fieldLang(category, 'name'),
      members: withLinks.filter(({ person }) => categoryOf(person) === category.id),
    })),
    {
      id: 'other',
      name: t('teamOther'),
      lang: undefined,
      members: withLinks.filter(({ person }) => !categories.some((category) => category.id === categoryOf(person))),
    },
  ].filter((group) => group.members.length > 0)
  return (
    <div className="container listing">
      {groups.map((group, groupIndex) => (
        <section key={group.id} className="listing__group" aria-labelledby={`team-${group.id}`}>
          <h2 id={`team-${group.id}`} lang={group.lang}>
            {group.name}
          </h2>
          <ul className="person-grid">
            {group.members.map(({ person, href }, index) => (
              // The first portrait is the page's largest paint on a phone: fetched first, not lazily.
              <PersonCard key={person.id} person={person} href={href} preload={groupIndex === 0 && index === 0} />
            ))}
          </ul>
        </section>
      ))}
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
          <TextCard key={offer.id} href={href} doc={offer} />
        ))}
      </ul>
    </div>
  )
}
