// What the Lighthouse benchmarks share: which pages they measure and how they start Chromium.
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import routeKeyPaths from '../../src/routing/fixed-paths.json' with { type: 'json' }
import { defaultLocale, locales as siteLocales } from '../../src/routing/locales.data.mjs'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs'

export const baseUrl = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '')
const chromePath = chromiumPath
/**
 * Without paint holding: on this two-core machine the headless browser's compositor (viz) often
 * withholds frames from a page that is still loading ("ThrottleUnresponsiveClient"), so the first
 * frame is *presented* one or two whole seconds after it was painted — on the floor without a single
 * script as on the site (GoogleChrome/lighthouse#17148, open). Lighthouse's simulation then counts
 * everything that finished before that late paint into FCP and LCP. Paint holding (which keeps the
 * previous page on screen during a same-site navigation, never on a first visit) is what holds the
 * frames here: without it no run stalled (0 of 29, site and floor), with it 25 of 32 did
 * (bench/README.md, "Presentation stall"). PAINT_HOLDING=1 keeps Chromium's default, to compare.
 */
const paintHoldingFlags = process.env.PAINT_HOLDING === '1' ? [] : ['--disable-features=PaintHolding']
const chromeFlags = ['--headless', ...chromiumArgs, ...paintHoldingFlags]

/** Debian's Chromium, headless, without the background traffic that would show up in the measurements. */
export const launchChrome = () => chromeLauncher.launch({ chromePath, chromeFlags })

/** A JSON file for the full figures under bench/results/ (git-ignored), named by the time, unless OUT says. */
export const resultsFile = (name) =>
  process.env.OUT || path.join(import.meta.dirname, '..', 'results', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)

const localePrefix = (locale) => (locale === defaultLocale ? '' : `/${locale}`)
const localePath = (locale, pathInLocale) => `${localePrefix(locale)}/${pathInLocale}`.replace(/(.)\/$/, '$1')

/** The site addresses of every fixed page (home, about, procedures, …), per language, from the site's own path data. */
const fixedPaths = Object.fromEntries(
  Object.entries(routeKeyPaths).map(([key, paths]) => [
    key,
    Object.fromEntries(siteLocales.map((locale) => [locale, localePath(locale, paths[locale])])),
  ]),
)

/**
 * Pages that have no fixed address: the first one a listing links to. Procedures, posts and job
 * offers live one level below their listing; people at /mudr-{slug} (src/routing/url-paths.ts).
 */
const children = {
  procedure: { listing: 'procedures' },
  post: { listing: 'blog' },
  jobOffer: { listing: 'career' },
  person: { listing: 'team', prefix: (locale) => `${localePrefix(locale)}/mudr-` },
}

/** The first link on a listing page that starts with the prefix and goes no deeper. */
async function firstChild(listingPath, prefix = `${listingPath}/`) {
  const response = await fetch(`${baseUrl}${listingPath}`)
  if (!response.ok) throw new Error(`${listingPath} answered ${response.status}; is the site running at ${baseUrl}?`)
  const html = await response.text()
  for (const [, href] of html.matchAll(/href="([^"#?]+)"/g)) {
    if (href.startsWith(prefix) && href.length > prefix.length && !href.slice(prefix.length).includes('/')) return href
  }
  throw new Error(`No link to ${prefix}… found on ${listingPath}`)
}

/** The path of a page kind in a language: a fixed page's key (home, contact, …) or a child kind (procedure, post, …). */
async function pathOf(kind, locale) {
  const child = children[kind]
  if (child) return firstChild(fixedPaths[child.listing][locale], child.prefix?.(locale))
  const paths = fixedPaths[kind]
  if (!paths) throw new Error(`Unknown page kind ${kind}; known: ${[...Object.keys(fixedPaths), ...Object.keys(children)].join(', ')}`)
  return paths[locale]
}

/**
 * The pages a benchmark measures, with their paths: every language in LOCALES (cs,en,de) times every
 * kind in PAGES (comma lists; the default kinds are each script's own).
 */
export async function* selectedPages(defaultKinds) {
  const locales = process.env.LOCALES ? process.env.LOCALES.split(',') : [...siteLocales]
  const kinds = (process.env.PAGES || defaultKinds).split(',')
  for (const locale of locales) {
    for (const kind of kinds) yield { locale, kind, pagePath: await pathOf(kind, locale) }
  }
}

/** The median of the numbers among the values (the lower middle one of an even count); null if none. */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null
}

/** A category's score out of 100, or null where Lighthouse could not score it. */
export const score = (lhr, category) => (lhr.categories[category]?.score == null ? null : Math.round(lhr.categories[category].score * 100))

/** One Lighthouse run in the Chrome behind the port; throws on a run Lighthouse could not complete. */
export async function runLighthouse(url, port, categories) {
  return (await runLighthouseWithArtifacts(url, port, categories)).lhr
}

/** One Lighthouse run with its artifacts (the trace and the network log); throws like runLighthouse. */
export async function runLighthouseWithArtifacts(url, port, categories = ['performance']) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
  return { lhr: result.lhr, artifacts: result.artifacts }
}

/** The first DOM node a Lighthouse audit's details name: snippet, selector, nodeLabel. */
function firstNode(value) {
  if (!value || typeof value !== 'object') return null
  if (value.type === 'node' && value.snippet) return value
  for (const child of Object.values(value)) {
    const found = firstNode(child)
    if (found) return found
  }
  return null
}

/** The LCP element of a run, as Lighthouse names a node. */
export const lcpNode = (lhr) =>
  firstNode(lhr.audits['lcp-breakdown-insight']?.details) ?? firstNode(lhr.audits['largest-contentful-paint-element']?.details)
