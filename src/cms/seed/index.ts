import type { CollectionSlug, Payload } from 'payload'
import { categories } from './data/categories'
import { jobOffers } from './data/jobs'
import { pages } from './data/pages'
import { people, personCategories } from './data/people'
import { posts } from './data/posts'
import { proceduresA } from './data/procedures-a'
import { proceduresB } from './data/procedures-b'
import type { Locale, SomeL } from './data/types'
import { toLexical } from './lexical'

export const allProcedures = [...proceduresA, ...proceduresB]
export { categories, jobOffers, pages, people, personCategories, posts }

const seedLocales: Locale[] = ['cs', 'en', 'de']
const context = { disableRevalidate: true, seeding: true }

type Data = Record<string, unknown>
/** The fields of one language, or undefined when the document does not exist in it. */
type PerLocale = (locale: Locale) => Data | undefined

/** Values of L in one language; `undefined` when absent. */
const pick = <T>(value: SomeL<T> | undefined, locale: Locale): T | undefined => value?.[locale]

/**
 * Creates a document in its first language (Czech for nearly all), then adds each other language
 * it exists in. Array rows get the ids of the first rows so that localized fields inside arrays
 * land on the same rows.
 */
async function createLocalized(payload: Payload, collection: CollectionSlug, shared: Data, perLocale: PerLocale) {
  const [first, ...others] = seedLocales.filter((locale) => perLocale(locale) !== undefined)
  if (!first) throw new Error(`Seed: a ${collection} document has no text in any language`)
  const created = (await payload.create({
    collection,
    locale: first,
    data: { ...shared, ...perLocale(first), _status: 'published' } as never,
    context,
    depth: 0,
  })) as unknown as Data & { id: number | string }
  for (const locale of others) {
    const data = perLocale(locale)!
    for (const [key, value] of Object.entries(data)) {
      const rows = created[key]
      if (Array.isArray(value) && Array.isArray(rows)) {
        data[key] = value.map((row, index) =>
          row && typeof row === 'object' && rows[index] ? { ...(row as Data), id: (rows[index] as Data).id } : row,
        )
      }
    }
    await payload.update({ collection, id: created.id, locale, data: { ...data, _status: 'published' } as never, context, depth: 0 })
  }
  return created.id
}

/** Whether the demo content is there already: the seed runs once per database. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs > 0
}

export async function seedAdmin(payload: Payload, email: string, password: string) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return false
  await payload.create({ collection: 'users', data: { email, password, name: 'Demo admin', role: 'admin' }, context })
  return true
}

export async function seedContent(payload: Payload) {
  const log = (message: string) => payload.logger.info(`[seed] ${message}`)

  const categoryIds = new Map<string, number | string>()
  for (const category of categories) {
    const id = await createLocalized(
      payload,
      'procedure-categories',
      { group: category.group, isOrthopedics: category.isOrthopedics, sortOrder: category.sortOrder },
      (locale) => (category.name[locale] ? { name: category.name[locale] } : undefined),
    )
    categoryIds.set(category.key, id)
  }
  log(`${categories.length} procedure categories`)

  const personCategoryIds = new Map<string, number | string>()
  for (const category of personCategories) {
    const id = await createLocalized(payload, 'person-categories', { sortOrder: category.sortOrder }, (locale) =>
      category.name[locale] ? { name: category.name[locale] } : undefined,
    )
    personCategoryIds.set(category.key, id)
  }

  const personIds = new Map<string, number | string>()
  for (const person of people) {
    const id = await createLocalized(
      payload,
      'people',
      {
        name: person.name,
        slug: person.slug ?? null,
        hasDetailPage: person.hasDetailPage,
        isHeadPhysician: Boolean(person.isHeadPhysician),
        sortOrder: person.sortOrder,
        categories: [personCategoryIds.get(person.category)].filter(Boolean),
      },
      (locale) =>
        person.position[locale] === undefined
          ? undefined
          : {
              position: pick(person.position, locale),
              perex: pick(person.perex, locale),
              metaDesc: pick(person.metaDesc, locale),
              content: toLexical(pick(person.content, locale)),
              highScores: (pick(person.highScores, locale) ?? []).map((what) => ({ what })),
            },
    )
    personIds.set(person.key, id)
  }
  log(`${people.length} people`)

  const procedureIds = new Map<string, number | string>()
  for (const procedure of allProcedures) {
    const id = await createLocalized(
      payload,
      'procedures',
      {
        category: categoryIds.get(procedure.category),
        sortOrder: procedure.sortOrder,
        doctors: procedure.doctors.map((key) => personIds.get(key)).filter(Boolean),
        tags: [procedure.category],
      },
      (locale) =>
        procedure.name[locale] === undefined
          ? undefined
          : {
              name: procedure.name[locale],
              slug: procedure.slug[locale],
              subtitle: pick(procedure.subtitle, locale),
              perex: pick(procedure.perex, locale),
              metaDesc: pick(procedure.metaDesc, locale),
              content: toLexical(pick(procedure.content, locale)),
              whatToKnow: toLexical(pick(procedure.whatToKnow, locale)),
              prices: procedure.prices.map((price) => ({ name: price.name[locale] ?? price.name.cs, amount: price.amount })),
            },
    )
    procedureIds.set(procedure.key, id)
  }
  for (const procedure of allProcedures) {
    const combinations = procedure.combinations.map((key) => procedureIds.get(key)).filter(Boolean)
    if (combinations.length === 0) continue
    await payload.update({ collection: 'procedures', id: procedureIds.get(procedure.key)!, data: { combinations } as never, context, depth: 0 })
  }
  for (const person of people) {
    const performed = person.procedures.map((key) => procedureIds.get(key)).filter(Boolean)
    if (performed.length === 0) continue
    await payload.update({ collection: 'people', id: personIds.get(person.key)!, data: { procedures: performed } as never, context, depth: 0 })
  }
  log(`${allProcedures.length} procedures`)

  for (const post of posts) {
    await createLocalized(
      payload,
      'posts',
      { publishedAt: new Date(post.publishedAt).toISOString(), author: post.authorKey ? personIds.get(post.authorKey) : undefined },
      (locale) =>
        post.title[locale] === undefined
          ? undefined
          : {
              title: post.title[locale],
              slug: post.slug[locale],
              perex: pick(post.perex, locale),
              metaDesc: pick(post.metaDesc, locale),
              content: toLexical(pick(post.content, locale)),
            },
    )
  }
  log(`${posts.length} blog posts`)

  for (const offer of jobOffers) {
    await createLocalized(payload, 'job-offers', {}, (locale) =>
      offer.title[locale] === undefined
        ? undefined
        : {
            title: offer.title[locale],
            slug: offer.slug[locale],
            perex: pick(offer.perex, locale),
            metaDesc: pick(offer.metaDesc, locale),
            location: pick(offer.location, locale),
            employmentType: pick(offer.employmentType, locale),
            content: toLexical(pick(offer.content, locale)),
          },
    )
  }
  log(`${jobOffers.length} job offers`)

  for (const page of pages) {
    await createLocalized(payload, 'pages', { routeKey: page.routeKey ?? null, isPublished: true }, (locale) =>
      page.title[locale] === undefined
        ? undefined
        : {
            title: page.title[locale],
            slug: page.routeKey ? null : pick(page.slug, locale),
            metaDesc: pick(page.metaDesc, locale),
            content: toLexical(pick(page.content, locale)),
          },
    )
  }
  log(`${pages.length} pages`)
}
