import { defaultLocale, isLocale, type Locale } from './locales'
import { type RouteKey, routeKeyPaths } from './fixed-paths'

/** Document templates whose URLs come from their slugs. */
export type Template = 'page' | 'procedure' | 'post' | 'person' | 'jobOffer'

/**
 * Where each template's documents live inside a language: procedures, posts and job offers under
 * their listing page, people at /mudr-{slug}, other pages at /{slug}.
 */
export function templatePath(template: Template, locale: Locale, slug: string): string {
  switch (template) {
    case 'procedure':
      return `${routeKeyPaths.procedures[locale]}/${slug}`
    case 'post':
      return `${routeKeyPaths.blog[locale]}/${slug}`
    case 'jobOffer':
      return `${routeKeyPaths.career[locale]}/${slug}`
    case 'person':
      return `mudr-${slug}`
    case 'page':
      return slug
  }
}

export function routeKeyPath(routeKey: RouteKey, locale: Locale): string {
  return routeKeyPaths[routeKey][locale]
}

/** The public URL path of a path inside a language: Czech has no prefix. */
export function localizedHref(locale: Locale, path: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`
  if (!path) return prefix || '/'
  return `${prefix}/${path}`
}

/** Splits a public URL path into its language and the path inside it. */
export function parseHref(href: string): { locale: Locale; path: string } {
  const clean = href.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '')
  const [first, ...rest] = clean.split('/')
  if (isLocale(first) && first !== defaultLocale) return { locale: first, path: rest.join('/') }
  return { locale: defaultLocale, path: clean }
}
