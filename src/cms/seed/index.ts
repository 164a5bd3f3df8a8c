import type { Payload } from 'payload'
import { categories, jobOffers, pages, people, personCategories, posts } from './data'
import { proceduresA } from './data/procedures-a'
import { proceduresB } from './data/procedures-b'
import { toLexical } from './lexical'
import { createLocalized, seedContext, inLanguagesOf, pageTexts, pick, updateSeeded } from './localized'
import { postPictures } from './data/pictures'
import { draw, seedImages, seedSiteContent, uploadImage } from './site'

export const allProcedures = [...proceduresA, ...proceduresB]
export { categories, jobOffers, pages, people, personCategories, posts }

/**
 * What `npm start` does on every start: the first admin on an empty database, the demo content
 * once. Returns whether content was created.
 */
export async function seedIfEmpty(payload: Payload, admin: { email: string; password: string }): Promise<boolean> {
  if (await seedAdmin(payload, admin.email, admin.password)) payload.logger.info(`[seed] admin user ${admin.email} created`)
  if (await isSeeded(payload)) {
    payload.logger.info('[seed] demo content already present; nothing to do')
    return false
  }
  const started = Date.now()
  await seedContent(payload)
  payload.logger.info(`[seed] demo content created in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

/** Whether the demo content is there already: the seed runs once per database. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs > 0
}

export async function seedAdmin(payload: Payload, email: string, password: string) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return false
  await payload.create({ collection: 'users', data: { email, password, name: 'Demo admin', role: 'admin' }, context: seedContext() })
  return true
}

export async function seedContent(payload: Payload) {
  const log = (message: string) => payload.logger.info(`[seed] ${message}`)
  const images = await seedImages(payload, people)
  log('demo images')

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
        photo: images.portraits.get(person.key),
      },
      inLanguagesOf(person.position, (locale) => ({
        position: pick(person.position, locale),
        ...pageTexts(person, locale),
        highScores: (pick(person.highScores, locale) ?? []).map((what) => ({ what })),
      })),
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
      inLanguagesOf(procedure.name, (locale) => ({
        name: procedure.name[locale],
        slug: procedure.slug[locale],
        subtitle: pick(procedure.subtitle, locale),
        ...pageTexts(procedure, locale),
        whatToKnow: toLexical(pick(procedure.whatToKnow, locale)),
        prices: procedure.prices.map((price) => ({ name: price.name[locale] ?? price.name.cs, amount: price.amount })),
      })),
    )
    procedureIds.set(procedure.key, id)
  }
  for (const procedure of allProcedures) {
    const combinations = procedure.combinations.map((key) => procedureIds.get(key)).filter(Boolean)
    if (combinations.length === 0) continue
    await updateSeeded(payload, 'procedures', procedureIds.get(procedure.key)!, { combinations })
  }
  for (const person of people) {
    const performed = person.procedures.map((key) => procedureIds.get(key)).filter(Boolean)
    if (performed.length === 0) continue
    await updateSeeded(payload, 'people', personIds.get(person.key)!, { procedures: performed })
  }
  log(`${allProcedures.length} procedures`)

  for (const [index, post] of posts.entries()) {
    const picture = postPictures[post.key]
    const image = picture
      ? await uploadImage(payload, await draw(picture.drawing, 1600, 900), `blog-${index + 1}.jpg`, picture.alt)
      : undefined
    await createLocalized(
      payload,
      'posts',
      { publishedAt: new Date(post.publishedAt).toISOString(), author: post.authorKey ? personIds.get(post.authorKey) : undefined, image },
      inLanguagesOf(post.title, (locale) => ({ title: post.title[locale], slug: post.slug[locale], ...pageTexts(post, locale) })),
    )
  }
  log(`${posts.length} blog posts`)

  for (const offer of jobOffers) {
    await createLocalized(
      payload,
      'job-offers',
      {},
      inLanguagesOf(offer.title, (locale) => ({
        title: offer.title[locale],
        slug: offer.slug[locale],
        ...pageTexts(offer, locale),
        location: pick(offer.location, locale),
        employmentType: pick(offer.employmentType, locale),
      })),
    )
  }
  log(`${jobOffers.length} job offers`)

  const pageIds = new Map<string, number | string>()
  for (const page of pages) {
    const id = await createLocalized(
      payload,
      'pages',
      { routeKey: page.routeKey ?? null },
      inLanguagesOf(page.title, (locale) => ({
        title: page.title[locale],
        slug: page.routeKey ? null : pick(page.slug, locale),
        metaDesc: pick(page.metaDesc, locale),
        content: toLexical(pick(page.content, locale)),
      })),
    )
    pageIds.set(page.key, id)
  }
  log(`${pages.length} pages`)

  await seedSiteContent(payload, { images, personIds, procedureIds, pageIds })
  log('settings, home sections, popups, FAQ, testimonials, statistics, galleries and before-and-after')
}
