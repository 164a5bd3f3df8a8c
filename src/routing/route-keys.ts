import type { Locale } from './locales'

/** The fixed pages of spec §2 and their exact paths per language (without the /en or /de prefix). */
export const routeKeyPaths = {
  home: { cs: '', en: '', de: '' },
  about: { cs: 'o-nas', de: 'uber-uns', en: 'about-us' },
  procedures: { cs: 'zakroky', de: 'eingriffe', en: 'procedures' },
  blog: { cs: 'blog', de: 'blog', en: 'blog' },
  career: { cs: 'kariera', de: 'Karriere', en: 'career' },
  changes: { cs: 'promeny', de: 'voher_und_danach', en: 'makeovers' },
  foundation: { cs: 'nadace', de: 'stiftung', en: 'foundation' },
  faq: { cs: 'caste-dotazy', de: 'haufig_gestellte_fragen', en: 'faq' },
  team: { cs: 'nas-tym', de: 'unser_team', en: 'our-team' },
  references: { cs: 'reference', de: 'empfehlung', en: 'references' },
  contact: { cs: 'kontakt', de: 'kontakt', en: 'contact' },
  apartments: { cs: 'apartmany', de: 'apartments', en: 'apartments' },
} as const satisfies Record<string, Record<Locale, string>>

export type RouteKey = keyof typeof routeKeyPaths

export const routeKeys = Object.keys(routeKeyPaths) as RouteKey[]

export function isRouteKey(value: unknown): value is RouteKey {
  return typeof value === 'string' && value in routeKeyPaths
}
