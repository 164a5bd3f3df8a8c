import { expect, type Page, type Request } from '@playwright/test'
import { closePopup, test } from './helpers'

/**
 * Spec §9 "Prefetch batches of 4, 3 s between batches" on a production build: the router's prefetch
 * requests are recorded with their time. Skipping on save-data, 2G and for bots: navigation.spec.ts.
 */

// Requests a service worker answers are invisible here: watch the network itself. A desktop.
test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })

const isPrefetch = (request: Request) => request.headers().rsc === '1' && request.headers()['next-router-prefetch'] === '1'

/**
 * Every prefetch request: when it went out (ms since the test's start) and the page it is for. The
 * time is the browser's own start of the request (its network timing), not when the event reached
 * this process: on a loaded machine the events arrive late by different amounts.
 */
function recordPrefetches(page: Page) {
  const started = Date.now()
  const requests: { request: Request; arrived: number; path: string }[] = []
  page.on('request', (request) => {
    if (isPrefetch(request)) requests.push({ request, arrived: Date.now() - started, path: new URL(request.url()).pathname })
  })
  /** The requests with their start times; a request still without timing counts from its event. */
  const timed = () =>
    requests.map(({ request, arrived, path }) => {
      const startTime = request.timing().startTime
      return { t: startTime > 0 ? startTime - started : arrived, path }
    })
  return { requests, timed }
}

/** Pages in the order of their first prefetch request, grouped into batches (a pause of over 1.5 s starts a new one). */
function batchesOf(requests: { t: number; path: string }[]) {
  const first = new Map<string, number>()
  for (const { t, path } of requests) if (!first.has(path)) first.set(path, t)
  const batches: { start: number; paths: string[] }[] = []
  for (const [path, t] of [...first].sort((a, b) => a[1] - b[1])) {
    const last = batches.at(-1)
    if (last && t - last.start < 1_500) last.paths.push(path)
    else batches.push({ start: t, paths: [path] })
  }
  return batches
}

test('links in view are prefetched 4 pages at a time, 3 s apart, in the order of the links', async ({ page }) => {
  const { timed } = recordPrefetches(page)
  await page.goto('/zakroky')
  // Enough for four batches: /zakroky shows more than 12 links to other pages at the top.
  await page.waitForTimeout(10_500)
  const batches = batchesOf(timed())
  test.info().annotations.push({ type: 'timeline', description: JSON.stringify(batches) })
  // The timeline for the closing note (the list reporter prints the test's output).
  console.log(`[prefetch] /zakroky: ${batches.map((batch) => `${Math.round(batch.start)} ms: ${batch.paths.length} pages`).join('; ')}`)

  expect(batches.length, JSON.stringify(batches)).toBeGreaterThanOrEqual(4)
  batches.forEach((batch, index) => {
    // Full batches of 4; only the last may hold fewer (the rest of the links in view).
    if (index < batches.length - 1) expect(batch.paths, `batch ${index + 1}`).toHaveLength(4)
    else expect(batch.paths.length, `batch ${index + 1}`).toBeLessThanOrEqual(4)
    // 3,000 ms between batches; the requests leave a few ms after their batch starts.
    if (index > 0) expect(batch.start - batches[index - 1].start, `batch ${index + 1} after batch ${index}`).toBeGreaterThanOrEqual(2_950)
  })
  // In the order the links appear: every page of a batch is linked before every page of the next.
  const linkOrder = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((link) => new URL(link.href).pathname)),
  ])
  const positions = batches.map((batch) => batch.paths.map((path) => linkOrder.indexOf(path)))
  for (const batch of positions) expect(batch.every((position) => position >= 0)).toBe(true)
  for (let index = 1; index < positions.length; index++) {
    expect(Math.min(...positions[index]), JSON.stringify(batches)).toBeGreaterThan(Math.max(...positions[index - 1]))
  }
})

test('hovering a link prefetches its page at once, without waiting for the next batch', async ({ page }) => {
  const { requests } = recordPrefetches(page)
  await page.goto('/zakroky')
  await closePopup(page)
  // The first batch went out; the next is 3 s later.
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  const links = page.locator('main a[href^="/"]')
  const last = links.last()
  const path = new URL((await last.getAttribute('href')) ?? '', 'http://x').pathname
  await last.scrollIntoViewIfNeeded()
  const hoveredAt = Date.now()
  await last.hover()
  // Sooner than the next batch could take it (3 s apart; the last link's own batch is many batches
  // away): a margin for a busy machine, not the 1 s it usually takes (once 1 s was missed in CI).
  await expect.poll(() => requests.some((request) => request.path === path), { timeout: 2_500 }).toBe(true)
  expect(Date.now() - hoveredAt).toBeLessThan(2_900)
})
