import { jobOffers, pages, people, posts } from '../../src/cms/seed/data'
import { proceduresA } from '../../src/cms/seed/data/procedures-a'
import { type RouteKey, routeKeyPaths, routeKeys } from '../../src/routing/fixed-paths'
import { searchHref } from '../../src/routing/search-paths'
import { localizedHref, templatePath } from '../../src/routing/url-paths'

export const locales = ['cs', 'en', 'de'] as const
export type Locale = (typeof locales)[number]

export const prefix = (locale: Locale) => (locale === 'cs' ? '' : `/${locale}`)
export const fixedPage = (key: RouteKey, locale: Locale) => `${prefix(locale)}/${routeKeyPaths[key][locale]}`.replace(/\/$/, '') || '/'

/** The seed gives this procedure a photo gallery (its before/after pair plus clinic pictures). */
export const procedureWithGallery = proceduresA.find((procedure) => procedure.key === 'breast-augmentation')!

/**
 * One URL of every page type of the site in a language: every fixed page of the route table
 * (src/routing/fixed-paths.json, so a page added there is covered too), one detail page of each
 * template (procedure, person, blog post, job offer, generic page) and an unknown path (the 404 page).
 */
export function pageTypeUrls(locale: Locale): { type: string; url: string }[] {
  const post = posts.find((item) => item.slug[locale])!
  const job = jobOffers.find((item) => item.slug[locale])!
  const person = people.find((item) => item.hasDetailPage)!
  const gdpr = pages.find((item) => item.key === 'gdpr')!
  return [
    ...routeKeys.map((key) => ({ type: key, url: fixedPage(key, locale) })),
    { type: 'procedure', url: localizedHref(locale, templatePath('procedure', locale, procedureWithGallery.slug[locale]!)) },
    { type: 'person', url: localizedHref(locale, templatePath('person', locale, person.slug!)) },
    { type: 'post', url: localizedHref(locale, templatePath('post', locale, post.slug[locale]!)) },
    { type: 'job offer', url: localizedHref(locale, templatePath('jobOffer', locale, job.slug[locale]!)) },
    { type: 'page', url: localizedHref(locale, templatePath('page', locale, gdpr.slug![locale]!)) },
    { type: '404', url: `${prefix(locale)}/this-page-does-not-exist` },
    // The site search with a query, so that its results (marked words, status line) are on the page.
    { type: 'search', url: searchHref(locale, 'lipo') },
  ]
}
