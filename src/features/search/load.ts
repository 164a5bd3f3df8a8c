import type { Payload, Where } from 'payload'
import { contactFacts, fillContactPlaceholders } from '@/content/contact-placeholders'
import { defaultLocale, type Locale, locales } from '@/routing/locales'
import { loadLiveDocuments } from '@/routing/live-documents'
import { buildRouteTable, findRouteKeyEntry, hrefsOf, type RouteTable } from '@/routing/route-table'
import { slugify } from '@/routing/slugify'
import type { Template } from '@/routing/url-paths'
import { plainText } from '@/content/plain-text'
import { fillPricePlaceholdersDeep } from '@/content/price-placeholders'
import type { SearchDocument, SearchKind, SynonymGroups } from './engine'
import { synonymPhrases, withStarterSynonyms } from './starter-synonyms'

/** The collections whose documents are searched, with the page template each is shown by. */
const searched = [
  { template: 'procedure', collection: 'procedures', kind: 'procedure' },
  { template: 'person', collection: 'people', kind: 'person' },
  { template: 'post', collection: 'posts', kind: 'post' },
  { template: 'page', collection: 'pages', kind: 'page' },
] as const satisfies readonly { template: Template; collection: string; kind: SearchKind }[]

type Localized<T> = Partial<Record<Locale, T | null>> | T | null | undefined
type Raw = Record<string, unknown>

/** A field read with locale 'all': one value per language; non-localized fields are the same for all. */
function inLocale<T>(value: Localized<T>, locale: Locale): T | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value) && locales.some((l) => l in (value as object))) {
    return ((value as Partial<Record<Locale, T | null>>)[locale] ?? undefined) as T | undefined
  }
  return (value ?? undefined) as T | undefined
}

const text = (doc: Raw, field: string, locale: Locale) => {
  const value = inLocale(doc[field] as Localized<unknown>, locale)
  return typeof value === 'string' ? value : value ? plainText(value) : ''
}

const joined = (...parts: string[]) => parts.filter(Boolean).join('\n')

/** Each template's texts: title, then the short texts that describe it, then the body. */
function textsOf(template: Template, doc: Raw, locale: Locale): Pick<SearchDocument, 'title' | 'perex' | 'body'> {
  const items = (field: string, inner: string) =>
    ((doc[field] as Raw[] | undefined) ?? []).map((item) => text(item, inner, locale)).filter(Boolean)
  switch (template) {
    case 'procedure':
      return {
        title: text(doc, 'name', locale),
        perex: joined(text(doc, 'subtitle', locale), text(doc, 'perex', locale)),
        body: joined(text(doc, 'content', locale), text(doc, 'whatToKnow', locale), ...items('prices', 'name')),
      }
    case 'person':
      return {
        title: text(doc, 'name', locale),
        perex: joined(text(doc, 'position', locale), text(doc, 'perex', locale)),
        body: joined(text(doc, 'content', locale), ...items('highScores', 'what')),
      }
    default:
      return {
        title: text(doc, 'title', locale),
        perex: text(doc, 'perex', locale) || text(doc, 'metaDesc', locale),
        body: text(doc, 'content', locale),
      }
  }
}

/** What visitors may read: the collection's own access asked without a user (published documents). */
async function readAsVisitor(payload: Payload, collection: string, where?: Where): Promise<Raw[]> {
  const result = await payload.find({
    collection: collection as 'pages',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    where,
  })
  return result.docs as unknown as Raw[]
}

async function factsByLocale(payload: Payload) {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const settings = await payload.findGlobal({ slug: 'settings', locale, fallbackLocale: defaultLocale, depth: 0, overrideAccess: true })
      return [locale, contactFacts(settings, locale)] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Locale, ReturnType<typeof contactFacts>>
}

/**
 * Everything a visitor can find, per language, read from the database as visitors see it: the
 * published documents with a page in that language (the route table decides), in their own
 * language's texts, and each FAQ question (linked to its topic on the FAQ page). Placeholders such
 * as {telefon} are filled from Settings, as the pages show them.
 */
export async function loadSearchDocuments(payload: Payload): Promise<Record<Locale, SearchDocument[]>> {
  const live = await loadLiveDocuments(payload)
  const table: RouteTable = buildRouteTable(live.filter((doc) => doc.hasPage))
  const facts = await factsByLocale(payload)
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, [] as SearchDocument[]])) as Record<Locale, SearchDocument[]>
  const add = (locale: Locale, doc: SearchDocument) => {
    const fill = (value: string) => fillContactPlaceholders(value, facts[locale])
    if (doc.title) byLocale[locale].push({ ...doc, title: fill(doc.title), perex: fill(doc.perex), body: fill(doc.body) })
  }
  const hrefByKey = new Map(table.entries.map((entry) => [`${entry.template}:${entry.id}`, hrefsOf(entry)]))
  await Promise.all(
    searched.map(async ({ template, collection, kind }) => {
      for (const doc of await readAsVisitor(payload, collection)) {
        const hrefs = hrefByKey.get(`${template}:${doc.id}`)
        if (!hrefs) continue
        for (const locale of locales) {
          const href = hrefs[locale]
          // The home page is where a visitor already is; every other page is found in the languages it exists in.
          if (href === undefined || doc.routeKey === 'home') continue
          // A procedure's {cena} is its own lowest price, as its page shows it.
          add(locale, { id: `${template}:${doc.id}`, kind, href, ...textsOf(template, fillPricePlaceholdersDeep(doc, locale), locale) })
        }
      }
    }),
  )
  const faqEntry = findRouteKeyEntry(table, 'faq')
  const faqHrefs = faqEntry ? hrefsOf(faqEntry) : {}
  for (const topic of await readAsVisitor(payload, 'faq-topics')) {
    for (const locale of locales) {
      const href = faqHrefs[locale]
      // The FAQ page shows each topic's name in the page's language (Czech when it has none): its anchor.
      const topicName = text(topic, 'name', locale) || text(topic, 'name', defaultLocale)
      if (href === undefined || !topicName) continue
      for (const question of (topic.questions as Raw[] | undefined) ?? []) {
        add(locale, {
          id: `faq:${topic.id}:${question.id}`,
          kind: 'faq',
          href: `${href}#${slugify(topicName)}`,
          title: text(question, 'question', locale),
          perex: '',
          body: text(question, 'answer', locale),
        })
      }
    }
  }
  return withOtherNames(byLocale)
}

/** Each procedure with its names in the languages it has other than the document's own. */
export function withOtherNames(byLocale: Record<Locale, SearchDocument[]>): Record<Locale, SearchDocument[]> {
  const names = new Map<string, Partial<Record<Locale, string>>>()
  for (const locale of locales) {
    for (const doc of byLocale[locale]) if (doc.kind === 'procedure') names.set(doc.id, { ...names.get(doc.id), [locale]: doc.title })
  }
  const others = (doc: SearchDocument, locale: Locale) =>
    Object.entries(names.get(doc.id) ?? {})
      .filter(([other, name]) => other !== locale && name !== doc.title)
      .map(([, name]) => name)
      .join('\n')
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      byLocale[locale].map((doc) => (doc.kind === 'procedure' ? { ...doc, otherNames: others(doc, locale) } : doc)),
    ]),
  ) as Record<Locale, SearchDocument[]>
}

/** The synonym groups per language: staff's, and the shipped starter groups staff did not replace. */
export async function loadSynonyms(payload: Payload): Promise<Record<Locale, SynonymGroups>> {
  const result = await payload.find({ collection: 'search-synonyms', pagination: false, depth: 0, overrideAccess: true })
  const staff = Object.fromEntries(locales.map((locale) => [locale, [] as SynonymGroups])) as Record<Locale, SynonymGroups>
  for (const doc of result.docs) staff[doc.language as Locale]?.push(synonymPhrases(doc.words))
  return Object.fromEntries(locales.map((locale) => [locale, withStarterSynonyms(staff[locale], locale)])) as Record<Locale, SynonymGroups>
}

/**
 * A stamp of everything the index is built from: per collection the number of documents visitors
 * may read and the latest change among them, plus Settings (placeholders). Publishing, unpublishing,
 * deleting or editing a published document changes it; saving a draft does not.
 */
export async function loadIndexStamp(payload: Payload): Promise<string> {
  const collections = [...searched.map((entry) => entry.collection), 'faq-topics', 'search-synonyms'] as const
  const parts = await Promise.all(
    collections.map(async (collection) => {
      const result = await payload.find({
        collection: collection as 'pages',
        depth: 0,
        limit: 1,
        sort: '-updatedAt',
        overrideAccess: collection === 'search-synonyms',
        select: { updatedAt: true },
      })
      return `${collection}:${result.totalDocs}:${result.docs[0]?.updatedAt ?? ''}`
    }),
  )
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true, select: { updatedAt: true } as never })
  return [...parts, `settings:${(settings as { updatedAt?: string }).updatedAt ?? ''}`].join('|')
}
