import type { JobOffer, Media, Person, Post, Procedure, Setting } from '@/payload-types'
import type { Locale } from '@/routing/locales'
import { openingHoursSpecification } from '@/content/opening-hours'
import { plainText, truncate } from '@/content/plain-text'

/**
 * schema.org JSON-LD builders. Pure functions of CMS data, so they are unit-tested without a
 * server; src/seo/StructuredData.tsx loads the data and renders them. Each node carries its own
 * @context because each is rendered as its own script.
 */

export const schemaOrg = 'https://schema.org'

export type JsonLdNode = { '@context'?: typeof schemaOrg; '@type': string | string[]; '@id'?: string; [property: string]: unknown }

/** What every page knows about the site it belongs to. */
export interface SiteContext {
  /** Public origin without a trailing slash (siteUrl()). */
  origin: string
  locale: Locale
  /** Absolute URL of the home page in this language. */
  homeUrl: string
  /** Settings' name in the page's language; undefined when unset (nodes then leave `name` out). */
  clinicName: string | undefined
  /** The clinic's logo (the 512 px icon derived from Settings → Identity → Logo); unset without a logo. */
  logoUrl?: string
  /** The default share image (Settings → Identity → Share image), absolute; unset without one. */
  shareImageUrl?: string
}

/** The settings the clinic's node is built from. */
export type ClinicSettings = Pick<
  Setting,
  'clinicName' | 'legalName' | 'openingHours' | 'phone' | 'phones' | 'email' | 'emergencyPhone' | 'address' | 'social'
>

const withContext = (node: JsonLdNode): JsonLdNode => ({ '@context': schemaOrg, ...node })

/** Leaves out empty values so that the output has no `"description": ""` or `null`s. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T
}

export function absoluteUrl(href: string, origin: string): string {
  return new URL(href, `${origin}/`).href
}

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim())

export function clinicId(origin: string): string {
  return `${origin}/#clinic`
}

/** A reference to the clinic from other nodes (worksFor, publisher, provider). */
export function clinicRef(site: SiteContext): JsonLdNode {
  // compact: no `"name"` while Settings has no clinic name yet.
  return compact({ '@type': 'MedicalClinic', '@id': clinicId(site.origin), name: site.clinicName, url: site.homeUrl })
}

/** The logo as an ImageObject, or undefined while Settings has none (never a made-up mark). */
const logoObject = (site: SiteContext) =>
  site.logoUrl ? { '@type': 'ImageObject', url: site.logoUrl, width: 512, height: 512 } : undefined

/** "130 00 Praha 3" (or "Praha 3, 130 00") into the postal code and the place. */
export function splitCity(city: string | null | undefined): { postalCode?: string; addressLocality?: string } {
  const text = (city ?? '').trim()
  if (!text) return {}
  const leading = text.match(/^(\d{3}\s?\d{2})\s*,?\s+(.+)$/)
  if (leading) return { postalCode: leading[1], addressLocality: leading[2] }
  const trailing = text.match(/^(.+?)\s*,?\s+(\d{3}\s?\d{2})$/)
  if (trailing) return { postalCode: trailing[2], addressLocality: trailing[1] }
  return { addressLocality: text }
}

/** The clinic is in the Czech Republic; Settings has no country field (phone numbers are +420 too). */
const addressCountry = 'CZ'

export function postalAddress(address: ClinicSettings['address']): JsonLdNode | undefined {
  if (!address?.street && !address?.city) return undefined
  return compact({ '@type': 'PostalAddress', streetAddress: address.street?.trim(), ...splitCity(address.city), addressCountry })
}

/** Coordinates from a map link (Google, OpenStreetMap, Mapy.cz styles), if it has them. */
export function geoFromMapUrl(mapUrl: string | null | undefined): JsonLdNode | undefined {
  if (!mapUrl) return undefined
  let text = mapUrl
  try {
    text = decodeURIComponent(mapUrl)
  } catch {
    // keep the raw link
  }
  const number = '(-?\\d{1,3}(?:\\.\\d+)?)'
  const patterns: [RegExp, 'latLng' | 'lngLat'][] = [
    [new RegExp(`@${number},${number}`), 'latLng'],
    [new RegExp(`[?&](?:q|ll|query|center|destination|daddr)=${number},\\s*${number}`), 'latLng'],
    [new RegExp(`[?&]mlat=${number}&mlon=${number}`), 'latLng'],
    [new RegExp(`#map=\\d+/${number}/${number}`), 'latLng'],
    [new RegExp(`[?&]x=${number}&y=${number}`), 'lngLat'],
  ]
  for (const [pattern, order] of patterns) {
    const match = text.match(pattern)
    if (!match) continue
    const [latitude, longitude] = (order === 'latLng' ? [match[1], match[2]] : [match[2], match[1]]).map(Number)
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { '@type': 'GeoCoordinates', latitude, longitude }
  }
  return undefined
}

/** The clinic as a MedicalClinic (a MedicalBusiness): address, phones, e-mail, hours, social profiles. */
export function clinicJsonLd(settings: ClinicSettings, site: SiteContext): JsonLdNode {
  const contactPoints = [
    ...(settings.phones ?? [])
      .filter((phone) => phone.number)
      .map((phone) => compact({ '@type': 'ContactPoint', telephone: phone.number, contactType: phone.label })),
    ...(settings.emergencyPhone ? [{ '@type': 'ContactPoint', telephone: settings.emergencyPhone, contactType: 'emergency' }] : []),
  ]
  const social = settings.social ?? {}
  return withContext(
    compact({
      '@type': 'MedicalClinic',
      '@id': clinicId(site.origin),
      name: settings.clinicName?.trim() || site.clinicName,
      legalName: settings.legalName?.trim(),
      url: site.homeUrl,
      logo: site.logoUrl,
      image: site.shareImageUrl,
      address: postalAddress(settings.address),
      geo: geoFromMapUrl(settings.address?.mapUrl),
      hasMap: isHttpUrl(settings.address?.mapUrl) ? settings.address?.mapUrl : undefined,
      telephone: settings.phone,
      email: settings.email,
      contactPoint: contactPoints,
      openingHoursSpecification: openingHoursSpecification(settings.openingHours).map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        ...hours,
      })),
      sameAs: [social.facebook, social.instagram, social.youtube].filter(isHttpUrl),
    }),
  )
}

/** The home page also names the web site itself. */
export function websiteJsonLd(site: SiteContext, description?: string | null): JsonLdNode {
  return withContext(
    compact({
      '@type': 'WebSite',
      '@id': `${site.homeUrl}#website`,
      name: site.clinicName,
      url: site.homeUrl,
      description,
      inLanguage: site.locale,
      publisher: { '@id': clinicId(site.origin) },
    }),
  )
}

export interface Crumb {
  name: string
  url: string
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdNode {
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  })
}

/** An uploaded image as absolute URLs: the 1200×630 crop first when it exists, then the original. */
export function mediaUrls(media: unknown, origin: string): string[] {
  if (!media || typeof media !== 'object') return []
  const image = media as Media
  const urls = [image.sizes?.og?.url, image.url].filter((url): url is string => Boolean(url)).map((url) => absoluteUrl(url, origin))
  return [...new Set(urls)]
}

/** Doctors' names carry their degree (MUDr., MDDr., Dr. med.); others with a page are people, not physicians. */
export function isPhysicianName(name: string): boolean {
  return /\b(MUDr|MDDr)\b|\bDr\.\s*med\b/i.test(name)
}

type PersonFields = Pick<Person, 'name' | 'position' | 'perex' | 'metaDesc' | 'photo'>

/** A doctor: a Person who is also a Physician (schema.org's Physician alone is an organization). */
export function physicianJsonLd(
  person: PersonFields,
  page: { url: string; site: SiteContext; address?: ClinicSettings['address'] },
): JsonLdNode {
  return withContext(
    compact({
      '@type': isPhysicianName(person.name) ? ['Person', 'Physician'] : 'Person',
      '@id': `${page.url}#person`,
      name: person.name,
      url: page.url,
      jobTitle: person.position,
      description: person.metaDesc || person.perex,
      image: mediaUrls(person.photo, page.site.origin)[0],
      worksFor: clinicRef(page.site),
      address: postalAddress(page.address),
    }),
  )
}

type ProcedureFields = Pick<Procedure, 'name' | 'subtitle' | 'perex' | 'metaDesc' | 'image' | 'prices'>

/**
 * A procedure the clinic performs. schema.org's MedicalProcedure has no `offers`, so the node is
 * also a Service (provided by the clinic), which carries the indicative prices in CZK.
 */
export function procedureJsonLd(procedure: ProcedureFields, page: { url: string; site: SiteContext }): JsonLdNode {
  const prices = (procedure.prices ?? []).filter((price) => typeof price.amount === 'number' && price.amount >= 0)
  return withContext(
    compact({
      '@type': ['MedicalProcedure', 'Service'],
      '@id': `${page.url}#procedure`,
      name: procedure.name,
      description: procedure.metaDesc || procedure.perex || procedure.subtitle,
      url: page.url,
      image: mediaUrls(procedure.image, page.site.origin)[0],
      provider: clinicRef(page.site),
      offers: prices.map((price) =>
        compact({ '@type': 'Offer', name: price.name, price: price.amount, priceCurrency: 'CZK', url: page.url }),
      ),
    }),
  )
}

export interface FaqEntry {
  question: string
  /** Plain text. */
  answer: string
}

/** The FAQ page: every question with an answer (a question without one is not an FAQ entry). */
export function faqPageJsonLd(entries: FaqEntry[], page: { url: string; name: string; site: SiteContext }): JsonLdNode {
  return withContext({
    '@type': 'FAQPage',
    '@id': `${page.url}#faq`,
    url: page.url,
    name: page.name,
    inLanguage: page.site.locale,
    mainEntity: entries
      .filter((entry) => entry.question.trim() && entry.answer.trim())
      .map((entry) => ({
        '@type': 'Question',
        name: entry.question.trim(),
        acceptedAnswer: { '@type': 'Answer', text: entry.answer.trim() },
      })),
  })
}

/** FAQ topics as stored (answers in rich text) into question/answer pairs. */
export function faqEntries(topics: { questions?: { question?: string | null; answer?: unknown }[] | null }[]): FaqEntry[] {
  return topics.flatMap((topic) =>
    (topic.questions ?? []).map((item) => ({ question: item.question ?? '', answer: plainText(item.answer) })),
  )
}

type PostFields = Pick<Post, 'title' | 'perex' | 'metaDesc' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'image'>

export function blogPostingJsonLd(
  post: PostFields,
  page: { url: string; site: SiteContext; author?: { name: string; url?: string; jobTitle?: string | null } },
): JsonLdNode {
  const { origin } = page.site
  const images = mediaUrls(post.image, origin)
  return withContext(
    compact({
      '@type': 'BlogPosting',
      '@id': `${page.url}#post`,
      headline: truncate(post.title ?? '', 110),
      description: post.metaDesc || post.perex,
      url: page.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
      datePublished: post.publishedAt || post.createdAt,
      dateModified: post.updatedAt,
      inLanguage: page.site.locale,
      image: images.length > 0 ? images : page.site.shareImageUrl ? [page.site.shareImageUrl] : undefined,
      author: page.author
        ? compact({ '@type': 'Person', name: page.author.name, url: page.author.url, jobTitle: page.author.jobTitle })
        : clinicRef(page.site),
      publisher: compact({ ...clinicRef(page.site), logo: logoObject(page.site) }),
    }),
  )
}

/** schema.org employment types from the free-text field ("Plný nebo částečný úvazek", "Vollzeit"). */
export function employmentTypes(text: string | null | undefined): string[] {
  const folded = (text ?? '').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const types: [string, RegExp][] = [
    ['FULL_TIME', /plny|full[- ]?time|vollzeit|voll-/],
    ['PART_TIME', /castecn|zkracen|part[- ]?time|teilzeit/],
    ['CONTRACTOR', /\bico\b|zivnost|contractor|freelance|freiberuf/],
    ['TEMPORARY', /brigad|docasn|temporary|befristet|aushilf/],
    ['INTERN', /\bstaz|intern|praktikum/],
  ]
  return types.filter(([, pattern]) => pattern.test(folded)).map(([type]) => type)
}

type JobOfferFields = Pick<JobOffer, 'title' | 'perex' | 'metaDesc' | 'content' | 'employmentType' | 'createdAt'>

/** A job offer as a JobPosting at the clinic's address. */
export function jobPostingJsonLd(
  offer: JobOfferFields,
  page: { url: string; site: SiteContext; address?: ClinicSettings['address'] },
): JsonLdNode {
  const description = plainText(offer.content) || offer.perex || offer.metaDesc || offer.title || ''
  const address = postalAddress(page.address)
  return withContext(
    compact({
      '@type': 'JobPosting',
      '@id': `${page.url}#job`,
      title: offer.title,
      description,
      url: page.url,
      datePosted: offer.createdAt,
      employmentType: employmentTypes(offer.employmentType),
      hiringOrganization: compact({ ...clinicRef(page.site), sameAs: page.site.homeUrl, logo: page.site.logoUrl }),
      jobLocation: address ? { '@type': 'Place', address } : undefined,
    }),
  )
}

/** A listing page (procedures, blog, team, career): its items in order. */
export function itemListJsonLd(items: Crumb[], page: { url: string; name: string }): JsonLdNode {
  return withContext({
    '@type': 'ItemList',
    '@id': `${page.url}#list`,
    name: page.name,
    url: page.url,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: item.url })),
  })
}

/** A script's content: JSON with `<`, `>` and `&` escaped so no text can close the script element. */
export function serializeJsonLd(node: JsonLdNode): string {
  return JSON.stringify(node).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
