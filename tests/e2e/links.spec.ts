import { expect } from '@playwright/test'
import { test } from './helpers'

/**
 * Issue 8, item 3: a crawl from each language's home page over every internal page it can reach.
 * It fails on a link, image, script, stylesheet or icon of the site that does not answer 200, on a
 * link to an anchor missing from its page, and on a link from a page in one language to a page in
 * another language that has a version in the first (the visitor should have stayed in their
 * language). The language switcher, the first-visit language offer and the hreflang alternates
 * link across languages on purpose and are left out of that rule. External hosts (unreachable
 * here), /admin, tel: and mailto: are not followed.
 */

interface Extracted {
  lang: string
  ids: string[]
  alternates: Record<string, string>
  links: { href: string; switcher: boolean }[]
  resources: string[]
}

interface CrawledPage {
  lang: string
  ids: Set<string>
  /** hreflang -> path of this page's version in that language. */
  alternates: Record<string, string>
  links: { target: string; hash: string; switcher: boolean }[]
}

/** Parses a page with the browser's own HTML parser (nothing is run or loaded). */
function extract(html: string): Extracted {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const attribute = (selector: string, name: string) =>
    [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '')
  const candidates = (srcset: string) =>
    srcset
      .split(/,\s+/)
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean)
  return {
    lang: doc.documentElement.lang,
    ids: [...doc.querySelectorAll('[id]')].map((element) => element.id),
    alternates: Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    ),
    links: [...doc.querySelectorAll('a[href]')].map((a) => ({
      href: a.getAttribute('href') ?? '',
      switcher: a.closest('.language-switcher, .language-suggestion') !== null,
    })),
    resources: [
      ...attribute('img[src], script[src]', 'src'),
      ...attribute('link[href]:not([rel~="preconnect"]):not([rel~="dns-prefetch"])', 'href'),
      ...[...doc.querySelectorAll('img[srcset], source[srcset]')].flatMap((element) => candidates(element.getAttribute('srcset') ?? '')),
    ],
  }
}

test('a crawl from each home page finds no broken internal links and no needless switch of language', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL!).origin
  const homes = ['/', '/en', '/de']
  /** Internal path (with query) or null for what the crawl does not follow. */
  const internal = (href: string, base: string) => {
    if (/^(tel|mailto|javascript|data|blob):/i.test(href)) return null
    const url = new URL(href, base)
    if (url.origin !== origin || url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return null
    return url
  }

  const pages = new Map<string, CrawledPage>()
  const statuses = new Map<string, number>()
  const referrers = new Map<string, Set<string>>()
  const queue: string[] = []
  const enqueue = (target: string, from: string) => {
    if (!referrers.has(target)) {
      referrers.set(target, new Set())
      queue.push(target)
    }
    referrers.get(target)!.add(from)
  }
  for (const home of homes) enqueue(home, '(start)')

  const visit = async (target: string) => {
    const response = await request.get(target, { maxRedirects: 0 }).catch(() => null)
    statuses.set(target, response?.status() ?? 0)
    if (!response) return
    if (response.status() !== 200 || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return
    const found = await page.evaluate(extract, await response.text())
    const here = `${origin}${target}`
    const crawled: CrawledPage = { lang: found.lang, ids: new Set(found.ids), alternates: {}, links: [] }
    for (const [hreflang, href] of Object.entries(found.alternates)) {
      const url = internal(href, here)
      if (url) crawled.alternates[hreflang] = url.pathname + url.search
    }
    for (const link of found.links) {
      const url = internal(link.href, here)
      if (!url) continue
      const path = url.pathname + url.search
      crawled.links.push({ target: path, hash: decodeURIComponent(url.hash.slice(1)), switcher: link.switcher })
      enqueue(path, target)
    }
    for (const resource of found.resources) {
      const url = internal(resource, here)
      if (url) enqueue(url.pathname + url.search, target)
    }
    pages.set(target, crawled)
  }

  // A few requests at a time keep the crawl short without swamping the server.
  let inFlight = 0
  const workers = Array.from({ length: 4 }, async () => {
    for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
      inFlight++
      await visit(target)
      inFlight--
      // Another worker may still be reading a page that adds more; wait for it before giving up.
      while (queue.length === 0 && inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })
  await Promise.all(workers)

  // Another test may unpublish a page while the crawl runs (the live-update test does): a target is
  // broken only if a page that links to it still does so now.
  const stillLinkedFrom = async (target: string) => {
    const linking: string[] = []
    for (const from of referrers.get(target) ?? []) {
      if (from === '(start)') return ['(start)']
      const response = await request.get(from, { maxRedirects: 0 }).catch(() => null)
      if (!response?.ok()) continue
      const found = await page.evaluate(extract, await response.text())
      const targets = [...found.links.map((link) => link.href), ...found.resources].map((href) => internal(href, `${origin}${from}`))
      if (targets.some((url) => url && url.pathname + url.search === target)) linking.push(from)
    }
    return linking
  }
  const broken: string[] = []
  for (const [target, status] of statuses) {
    if (status === 200 || (await request.get(target, { maxRedirects: 0 }).catch(() => null))?.status() === 200) continue
    const linking = await stillLinkedFrom(target)
    if (linking.length > 0) broken.push(`${target} answers ${status}, linked from ${linking.slice(0, 3).join(', ')}`)
  }
  expect(broken).toEqual([])

  const missingAnchors: string[] = []
  const crossLanguage: string[] = []
  for (const [path, crawled] of pages) {
    for (const link of crawled.links) {
      const target = pages.get(link.target)
      if (!target) continue
      if (link.hash && !target.ids.has(link.hash)) missingAnchors.push(`${path} -> ${link.target}#${link.hash}`)
      if (link.switcher || target.lang === crawled.lang) continue
      const sameLanguage = target.alternates[crawled.lang]
      if (sameLanguage && sameLanguage !== link.target)
        crossLanguage.push(`${path} (${crawled.lang}) -> ${link.target} (${target.lang}), though ${sameLanguage} exists`)
    }
  }
  expect(missingAnchors).toEqual([])
  expect(crossLanguage).toEqual([])

  // The crawl reached every language's pages and the detail pages behind the listings.
  for (const lang of ['cs', 'en', 'de']) expect([...pages.values()].filter((crawled) => crawled.lang === lang).length).toBeGreaterThan(40)
})
