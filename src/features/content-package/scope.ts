import type { JsonObject } from './fields'

/**
 * What a content package holds (docs/decisions/0063-content-package.md): every public collection and
 * global, in the order an import writes them (what others point at first), each document known by
 * a stable key instead of its database id. Inquiries, their photos, notes, history and audit,
 * users and Payload's own tables are never exported: they are personal data or the installation's
 * own state.
 */
type KeyOf = (doc: JsonObject) => string | null

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)
/** The Czech value of a localized field, else the first language that has one (prefixed with it). */
const localizedText = (value: unknown): string | null => {
  if (!value || typeof value !== 'object') return text(value)
  const perLocale = value as Record<string, unknown>
  if (text(perLocale.cs)) return text(perLocale.cs)
  for (const [locale, item] of Object.entries(perLocale)) if (text(item)) return `${locale}:${text(item)}`
  return null
}
const refKey = (value: unknown): string | null =>
  value && typeof value === 'object' && 'key' in value ? text((value as { key: unknown }).key) : null

const bySlug: KeyOf = (doc) => localizedText(doc.slug)

export type PackageCollection = { slug: string; keyOf: KeyOf; upload?: boolean }

export const packageCollections: PackageCollection[] = [
  // Files first: almost everything points at an image. Known by their file name.
  { slug: 'media', keyOf: () => null, upload: true },
  { slug: 'documents', keyOf: () => null, upload: true },
  { slug: 'procedure-categories', keyOf: (doc) => localizedText(doc.name) },
  { slug: 'person-categories', keyOf: (doc) => localizedText(doc.name) },
  // People and procedures point at each other: the import sets such references in a second pass.
  { slug: 'people', keyOf: (doc) => text(doc.slug) ?? text(doc.name) },
  { slug: 'procedures', keyOf: bySlug },
  // Fixed pages by their route key (their slug is not used), the others by their slug.
  { slug: 'pages', keyOf: (doc) => (text(doc.routeKey) ? `route:${text(doc.routeKey)}` : bySlug(doc)) },
  { slug: 'posts', keyOf: bySlug },
  { slug: 'job-offers', keyOf: bySlug },
  { slug: 'faq-topics', keyOf: (doc) => localizedText(doc.name) },
  { slug: 'testimonials', keyOf: (doc) => text(doc.name) },
  { slug: 'statistics', keyOf: (doc) => text(doc.settingKey) ?? localizedText(doc.label) },
  { slug: 'gallery-items', keyOf: (doc) => refKey(doc.image) },
  { slug: 'before-after', keyOf: (doc) => localizedText(doc.title) },
  { slug: 'videos', keyOf: (doc) => text(doc.videoId) },
  { slug: 'popups', keyOf: (doc) => [text(doc.title), text(doc.lang)].filter(Boolean).join(' / ') || null },
  { slug: 'redirects', keyOf: (doc) => text(doc.from) },
]

export const packageGlobals = ['settings', 'home'] as const

/** Never in a package, whatever else the configuration gains: personal data and the installation's own state. */
export const neverExported = [
  'inquiries',
  'inquiry-photos',
  'inquiry-notes',
  'inquiry-history',
  'inquiry-audit',
  'inquiry-report-archive',
  'users',
  'account-audit',
]
