// The logic of scripts/page-weight.mjs, importable by unit tests.
import { gzipSync } from 'node:zlib'
import { locales } from '../../src/routing/locales.data.mjs'

/** Page types in report order; `notFound` is the 404 page (rendered on request, not prerendered). */
export const pageTypes = [
  'home',
  'about',
  'procedures',
  'procedure',
  'team',
  'person',
  'changes',
  'references',
  'foundation',
  'blog',
  'post',
  'faq',
  'career',
  'jobOffer',
  'contact',
  'apartments',
  'page',
  'notFound',
]

/**
 * Code a page may load at first only when it shows it. Each feature's markers are strings that survive
 * minification in its modules' chunks; `shownBy` tells from a page's HTML whether the page shows it.
 * `lazy`: the code loads later even where the feature is shown (on a click, or as an island when it
 * nears the viewport: src/platform/islands/island.tsx), so it must never be in the first-load
 * JavaScript, and the pages that show the feature must reference its chunk for later.
 * `shownBy: null`: never shown on the public site (its markers are verified in the admin's chunks).
 */
export const features = [
  {
    id: 'admin',
    label: "the admin's code (@payloadcms/ui)",
    markers: ['payload-toast', 'collection-edit'],
    shownBy: null,
  },
  {
    id: 'contactForm',
    label: "the contact form's code (ContactForm, react-hook-form, zod)",
    markers: ['contact-form__grid', 'reValidateMode', '$ZodType'],
    shownBy: /<form[^>]*class="contact-form[ "]/,
    lazy: true,
  },
  {
    id: 'carousel',
    label: "the testimonial carousel's code (TestimonialCarousel, embla-carousel)",
    markers: ['testimonials__viewport', 'containScroll', 'skipSnaps'],
    shownBy: /class="testimonials__viewport"/,
    lazy: true,
  },
  {
    id: 'lightbox',
    label: "the gallery lightbox's code (yet-another-react-lightbox)",
    markers: ['yarl__'],
    shownBy: /class="gallery"/,
    lazy: true,
  },
]

/**
 * The page type of an internal path of the site, as prerendered under server/app: `cs`, `cs/o-nas`,
 * `en/procedures/liposuction`, `de/mudr-jana-ukazkova` (no leading slash, no `.html`); null for
 * anything else (Next's own pages, files).
 */
export function classifyPath(internalPath, routeKeyPaths) {
  const [locale, ...rest] = internalPath.split('/')
  if (!locales.includes(locale)) return null
  if (rest.length === 0) return 'home'
  const first = rest[0]
  if (rest.length === 1) {
    for (const [key, paths] of Object.entries(routeKeyPaths)) {
      if (key !== 'home' && paths[locale] === first) return key
    }
    if (first.startsWith('mudr-')) return 'person'
    return 'page'
  }
  if (rest.length === 2) {
    if (first === routeKeyPaths.procedures[locale]) return 'procedure'
    if (first === routeKeyPaths.blog[locale]) return 'post'
    if (first === routeKeyPaths.career[locale]) return 'jobOffer'
  }
  return null
}

/**
 * The JavaScript chunks a page loads on its first visit: `<script src>` (not `nomodule`, which
 * modern browsers skip), `<link rel="preload|modulepreload" as="script">`, and the chunks the
 * inline React Server Components payload names for its client components (a page rendered on
 * request streams those instead of script tags). Paths relative to `/_next/`: `static/chunks/x.js`.
 */
export function firstLoadChunks(html) {
  const chunks = new Set()
  const skipped = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1]
    if (!src) continue
    const chunk = /\/_next\/(static\/[^"?#]+\.js)/.exec(src)?.[1]
    if (/\bnomodule\b/i.test(tag)) {
      if (chunk) skipped.add(chunk)
      continue
    }
    if (chunk) chunks.add(chunk)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="(preload|modulepreload)"/i.test(tag) || (/\brel="preload"/i.test(tag) && !/\bas="script"/i.test(tag))) continue
    const chunk = /\bhref="\/_next\/(static\/[^"?#]+\.js)/i.exec(tag)?.[1]
    if (chunk) chunks.add(chunk)
  }
  // Anywhere else in the document, e.g. `self.__next_f.push([1,"…\"/_next/static/chunks/x.js\"…"])`.
  for (const [, chunk] of html.matchAll(/(static\/chunks\/[A-Za-z0-9_.~%-]+\.js)/g)) {
    if (!skipped.has(chunk)) chunks.add(chunk)
  }
  return [...chunks].sort()
}

/** Every `static/chunks/….js` a text names (a manifest, a chunk that loads others lazily). */
export function chunkReferences(text) {
  return [...new Set([...text.matchAll(/(static\/chunks\/[A-Za-z0-9_.~%-]+\.js)/g)].map((m) => m[1]))].sort()
}

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length
}

export const kib = (bytes) => bytes / 1024

/**
 * Which features' code a page's first-load chunks carry, and the problems with that
 * (`{ kind, feature, page, text }`; kinds: unshown, eager, unreachable, stale-marker).
 * `chunkText(chunk)` returns a chunk's source; `lazyChunks` maps a lazy feature's id to the chunks
 * holding its code.
 */
export function featureProblems({ label, html, chunks, chunkText }, lazyChunks) {
  const problems = []
  const verified = []
  for (const feature of features) {
    const shown = feature.shownBy ? feature.shownBy.test(html) : false
    const carried = feature.markers.filter((marker) => chunks.some((chunk) => chunkText(chunk).includes(marker)))
    if (feature.lazy) {
      if (carried.length)
        problems.push({
          kind: 'eager',
          feature: feature.id,
          page: label,
          text: `${label} loads ${feature.label} at first load (markers ${carried.join(', ')}); it must load only when opened`,
        })
      if (shown) {
        const holders = lazyChunks.get(feature.id) ?? []
        const referenced = holders.some((holder) => chunks.some((chunk) => chunkText(chunk).includes(holder)))
        if (referenced) verified.push(feature.id)
        else
          problems.push({
            kind: 'unreachable',
            feature: feature.id,
            page: label,
            text: `${label} shows ${feature.id} but none of its first-load chunks refers to a chunk with ${feature.label} (${holders.join(', ') || 'no chunk in the build has its markers'})`,
          })
      }
      continue
    }
    if (!shown && carried.length)
      problems.push({
        kind: 'unshown',
        feature: feature.id,
        page: label,
        text: `${label} does not show ${feature.id} but loads ${feature.label} (markers ${carried.join(', ')})`,
      })
    if (shown) {
      const missing = feature.markers.filter((marker) => !carried.includes(marker))
      // The page shows it, so the markers must be there: otherwise they are stale and the check above proves nothing.
      if (missing.length)
        problems.push({
          kind: 'stale-marker',
          feature: feature.id,
          page: label,
          text: `${label} shows ${feature.id} but its chunks lack the marker(s) ${missing.join(', ')}: update the markers in scripts/lib/page-weight.mjs`,
        })
      else verified.push(feature.id)
    }
  }
  return { problems, verified }
}

/** Measured maximum per page type against the budgets (KiB). */
export function budgetProblems(measuredBytes, budgetsKiB) {
  const problems = []
  for (const [type, bytes] of Object.entries(measuredBytes)) {
    const budget = budgetsKiB[type]
    if (budget === undefined) problems.push(`no budget for page type ${type} in scripts/page-weight-budgets.json`)
    else if (kib(bytes) > budget)
      problems.push(`${type}: ${kib(bytes).toFixed(1)} KiB of JavaScript (gzip) exceeds its budget of ${budget} KiB`)
  }
  for (const type of Object.keys(budgetsKiB)) {
    if (!(type in measuredBytes)) problems.push(`page type ${type} has a budget but no page of that type was found in the build`)
  }
  return problems
}

/** Budgets from a measurement: the heaviest page of each type plus `headroom`, rounded up to a whole KiB. */
export function proposeBudgets(measuredBytes, headroom = 0.1) {
  return Object.fromEntries(
    Object.entries(measuredBytes).map(([type, bytes]) => [type, Math.ceil(Number((kib(bytes) * (1 + headroom)).toFixed(6)))]),
  )
}
