import type { Locale } from '@/routing/locales'
import type { RouteKey } from '@/routing/fixed-paths'

type NavKey = 'about' | 'team' | 'procedures' | 'changes' | 'references' | 'foundation' | 'blog' | 'contact'

/** Main navigation in the spec's order, with its per-language rules (spec §2 "Main navigation"). */
const mainNavigation: { key: NavKey; routeKey: RouteKey; onlyIn?: Locale[] }[] = [
  { key: 'about', routeKey: 'about' },
  { key: 'team', routeKey: 'team' },
  { key: 'procedures', routeKey: 'procedures' },
  { key: 'changes', routeKey: 'changes', onlyIn: ['cs'] },
  { key: 'references', routeKey: 'references' },
  { key: 'foundation', routeKey: 'foundation', onlyIn: ['en'] },
  { key: 'blog', routeKey: 'blog', onlyIn: ['cs'] },
  { key: 'contact', routeKey: 'contact' },
]

export function navigationFor(locale: Locale) {
  return mainNavigation.filter((item) => !item.onlyIn || item.onlyIn.includes(locale))
}
