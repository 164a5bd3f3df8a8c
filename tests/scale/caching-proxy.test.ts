/**
 * Two instances behind a caching proxy, as an operator runs them (issue 26, "Operate it"): Debian's
 * Varnish with the repo's deploy/varnish/default.vcl. What a visitor and the clinic see: a save
 * through the proxy within 5 s, images and documents kept a year under URLs that change with the
 * file, optimized images made once for both instances, nothing personal in the cache, and a
 * rolling restart under load without a failed request or a lost inquiry. The figures are printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, renameFaqTopic, type Sent, send, sendInquiry, sleep } from '../faults/harness'
import { jpeg } from '../faults/harness'
import { immutableCacheControl, pageCacheControl, privateAnswer } from '../../src/platform/server/cache-policy.mjs'
import { startVarnish, type Varnish } from '../support/varnish'
import { type Cluster, startCluster, staffAuthorization } from './cluster'

let cluster: Cluster
let proxy: Varnish

beforeAll(async () => {
  const proxyPort = await freePort()
  cluster = await startCluster({
    instances: 2,
    jobLeaseSeconds: 15,
    // The instances know the site by the proxy's address and take the visitor from its X-Forwarded-For;
    // they drain for 5 s on SIGTERM, as in production.
    env: { SITE_URL: `http://127.0.0.1:${proxyPort}`, TRUSTED_PROXIES: '127.0.0.1', SHUTDOWN_DRAIN_MS: '5000' },
  })
  proxy = await startVarnish({ backendPorts: cluster.instances.map((instance) => instance.port), port: proxyPort })
})
afterAll(async () => {
  await proxy?.stop()
  await cluster?.stop()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${proxy.url}${path}`, { headers })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** Waits until `done()` holds, polling; the seconds it took (or throws after `timeoutMs`). */
async function within(timeoutMs: number, done: () => Promise<boolean> | boolean, what: string, everyMs = 200): Promise<number> {
  const started = Date.now()
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await sleep(everyMs)
  }
  return (Date.now() - started) / 1000
}

describe('a caching proxy in front of two instances', () => {
  it('a page is served from the proxy, and a save through the proxy shows there within 5 s, for a visitor who asks at once or only later', async () => {
    const page = '/caste-dotazy'
    await get(page)
    const cached = await get(page)
    expect(cached.status).toBe(200)
    expect(cached.headers.get('cache-control')).toBe(pageCacheControl)
    expect(cached.headers.get('x-cache')).toBe('HIT')

    const authorization = await staffAuthorization(proxy.url)
    // Polled every 200 ms from the save on (the page is asked for all the time).
    const polledName = `Dotazy k objednání ${Date.now()}`
    const saved = await renameFaqTopic(proxy.url, authorization, polledName)
    expect(saved.answer.status).toBe(200)
    const polled = await within(10_000, async () => (await get(page)).text.includes(polledName), 'the renamed topic through the proxy')

    // Nobody asks between the save and the visitor, who comes 5 s later: the proxy's copy is then
    // too old to be served, even stale.
    await get(page)
    const laterName = `Dotazy před návštěvou ${Date.now()}`
    const savedAgain = await renameFaqTopic(proxy.url, authorization, laterName)
    expect(savedAgain.answer.status).toBe(200)
    await sleep(5_000)
    const later = await get(page)
    console.log(
      `[cdn] a save through the proxy shown by it after ${polled.toFixed(1)} s (polled); a visitor 5 s after a save ${later.text.includes(laterName) ? 'sees it' : 'does NOT see it'}`,
    )
    expect(polled).toBeLessThanOrEqual(5)
    expect(later.text).toContain(laterName)
  })

  it('images are kept a year under versioned URLs that change when the file is replaced, and each size is made once for both instances', async () => {
    const authorization = await staffAuthorization(proxy.url)
    const list = await fetch(`${proxy.url}/api/media?limit=100&depth=0`, { headers: { authorization } })
    expect(list.headers.get('cache-control')).toBe(privateAnswer)
    const docs = ((await list.json()) as { docs: Array<{ id: number; url: string; filename: string }> }).docs
    const pathOf = (url: string) => {
      const parsed = new URL(url, proxy.url)
      return `${parsed.pathname}${parsed.search}`
    }
    // A picture whose file the bucket holds (the demo seed leaves some only in the database).
    let doc: (typeof docs)[number] | undefined
    for (const candidate of docs) {
      if ((await fetch(`${proxy.url}${pathOf(candidate.url)}`, { method: 'HEAD' })).status === 200) {
        doc = candidate
        break
      }
    }
    expect(doc).toBeDefined()
    if (!doc) return
    const source = pathOf(doc.url)
    expect(source).toMatch(/^\/api\/media\/file\/[^?]+\?v=[0-9a-z]+$/)

    // Through the proxy: a year, then from its cache; the optimized sizes likewise.
    const original = await fetch(`${proxy.url}${source}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('cache-control')).toBe(immutableCacheControl)
    expect((await fetch(`${proxy.url}${source}`)).headers.get('x-cache')).toBe('HIT')
    const image = `/_next/image?url=${encodeURIComponent(source)}&w=640&q=75`
    const first = await fetch(`${proxy.url}${image}`)
    expect(first.status, await first.clone().text()).toBe(200)
    expect(first.headers.get('cache-control')).toBe(immutableCacheControl)
    expect((await fetch(`${proxy.url}${image}`)).headers.get('x-cache')).toBe('HIT')

    // Made by A, then B answers from the shared cache without making it again.
    const [a, b] = cluster.instances
    const webp = { accept: 'image/webp' }
    const onA = await fetch(`${a.baseUrl}${image}`, { headers: webp })
    const onB = await fetch(`${b.baseUrl}${image}`, { headers: webp })
    expect(onA.status).toBe(200)
    expect(onB.status).toBe(200)
    console.log(
      `[cdn] the same optimized image: made by A (${onA.headers.get('x-nextjs-cache')}), then B ${onB.headers.get('x-nextjs-cache')}`,
    )
    expect(onA.headers.get('x-nextjs-cache')).toBe('MISS')
    expect(onB.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(Buffer.from(await onB.arrayBuffer()).equals(Buffer.from(await onA.arrayBuffer()))).toBe(true)

    // Staff replace the picture under the same name: its URL changes, and the new URL gives the new picture.
    const form = new FormData()
    const replacement = await jpeg(201)
    form.append('file', new Blob([new Uint8Array(replacement)], { type: 'image/jpeg' }), doc.filename)
    form.append('_payload', JSON.stringify({}))
    const replaced = await fetch(`${proxy.url}/api/media/${doc.id}`, { method: 'PATCH', headers: { authorization }, body: form })
    expect(replaced.status, await replaced.clone().text()).toBe(200)
    const newSource = pathOf(((await replaced.json()) as { doc: { url: string } }).doc.url)
    expect(newSource).not.toBe(source)
    const served = await fetch(`${proxy.url}${newSource}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe(immutableCacheControl)
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.equals(Buffer.from(await original.arrayBuffer()))).toBe(false)
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
    console.log(`[cdn] a replaced picture: ${source} → ${newSource}`)
  })

  it('nothing personal is cached: the admin, an inquiry, a staff session on a page, draft mode; an analytics cookie does not stop caching', async () => {
    const admin = await get('/admin')
    expect(admin.headers.get('cache-control')).toBe(privateAnswer)
    const inquiry = await sendInquiry(proxy.url, 1)
    expect(inquiry.answer.status).toBe(201)
    expect(inquiry.answer.headers?.['cache-control']).toBe(privateAnswer)
    expect(inquiry.answer.headers?.['x-cache']).toBe('MISS')
    for (const cookie of ['payload-token=abc', '__prerender_bypass=abc']) {
      await get('/o-nas', { cookie })
      const again = await get('/o-nas', { cookie })
      expect(again.headers.get('cache-control')).toBe(privateAnswer)
      expect(again.headers.get('x-cache')).toBe('MISS')
    }
    await get('/o-nas', { cookie: '_ga=GA1.1.1' })
    const withAnalytics = await get('/o-nas', { cookie: '_ga=GA1.1.1' })
    expect(withAnalytics.headers.get('x-cache')).toBe('HIT')
    // Root files: an hour in browsers, a minute in the proxy.
    const icon = await get('/favicon.ico')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('cache-control')).toMatch(/max-age=3600/)
  })

  it('a rolling restart of both instances under steady page and inquiry load: no failed request, every accepted inquiry stored and e-mailed', async () => {
    const pages = ['/', '/caste-dotazy', '/o-nas', '/kontakt', '/zakroky', '/en']
    const pageAnswers: number[] = []
    const began = Date.now()
    const failures: string[] = []
    const at = () => ((Date.now() - began) / 1000).toFixed(1)
    const inquiries: Sent[] = []
    let loading = true
    const pageLoop = async (offset: number) => {
      for (let i = offset; loading && i < 100_000; i++) {
        const answer = await send({ baseUrl: proxy.url, method: 'GET', path: pages[i % pages.length], timeoutMs: 30_000 })
        pageAnswers.push(answer.status)
        if (answer.status !== 200)
          failures.push(`${at()} s GET ${pages[i % pages.length]} → ${answer.status} ${answer.error ?? answer.body.slice(0, 80)}`)
        await sleep(50)
      }
    }
    const inquiryLoop = async () => {
      for (let i = 0; loading && i < 200; i++) {
        const sent = await sendInquiry(proxy.url, i % 3 === 0 ? 1 : 0)
        inquiries.push(sent)
        if (sent.answer.status !== 201)
          failures.push(`${at()} s inquiry → ${sent.answer.status} ${sent.answer.error ?? sent.answer.body.slice(0, 80)}`)
        await sleep(700)
      }
    }
    const load = Promise.all([pageLoop(0), pageLoop(3), inquiryLoop()])
    const steps: string[] = []
    try {
      await sleep(2_000)
      for (const index of [0, 1]) {
        steps.push(`${at()} s SIGTERM ${'AB'[index]}`)
        const sick = proxy.waitFor(index, 'sick', 20_000)
        const replacing = cluster.replaceInstance(index)
        const outMs = await sick
        const { stoppedMs, startedMs } = await replacing
        const inMs = await proxy.waitFor(index, 'healthy', 30_000)
        steps.push(
          `${'AB'[index]}: out of rotation ${(outMs / 1000).toFixed(1)} s after SIGTERM, exited after ${(stoppedMs / 1000).toFixed(1)} s, new one answering after ${(startedMs / 1000).toFixed(1)} s and in rotation ${(inMs / 1000).toFixed(1)} s later`,
        )
      }
      await sleep(2_000)
    } finally {
      loading = false
      await load
    }
    const failedPages = pageAnswers.filter((status) => status !== 200)
    const accepted = inquiries.filter((sent) => sent.answer.status === 201)
    const failedInquiries = inquiries.filter((sent) => sent.answer.status !== 201)
    const references = accepted.map((sent) => String(sent.answer.json?.reference ?? ''))
    const stored = await cluster.query<{ reference: string }>('SELECT reference FROM inquiries WHERE reference = ANY($1)', [references])
    const mailed = () =>
      new Set(
        cluster.mails
          .filter((mail) => references.some((reference) => mail.messageId === `<inquiry-${reference}@127.0.0.1>`))
          .map((mail) => mail.messageId),
      ).size
    const seconds = await within(240_000, () => mailed() >= references.length, 'an e-mail for every accepted inquiry', 1_000).catch(
      () => -1,
    )
    console.log(
      `[cdn] rolling restart behind Varnish: ${steps.join('; ')}. ` +
        `Pages: ${pageAnswers.length} sent, ${failedPages.length} failed${failedPages.length ? ` (${[...new Set(failedPages)].join(', ')})` : ''}; ` +
        `inquiries: ${inquiries.length} sent, ${accepted.length} accepted, ${failedInquiries.length} failed${failedInquiries.length ? ` (${failedInquiries.map((sent) => sent.answer.status).join(', ')})` : ''}, ` +
        `${stored.length} in the database, ${mailed()} e-mailed${seconds >= 0 ? ` (all within ${seconds.toFixed(0)} s)` : ''}`,
    )
    if (failures.length) console.log(`[cdn] failures:\n${failures.slice(0, 60).join('\n')}`)
    expect(failedPages).toEqual([])
    expect(failedInquiries.map((sent) => sent.answer.status)).toEqual([])
    expect(stored.length).toBe(references.length)
    expect(mailed()).toBe(references.length)
  })
})

describe('an outage of what every instance shares, through the proxy', () => {
  /** What visitors got during one outage, by kind of answer. */
  type Counts = { cachedPages: Record<string, number>; newPages: Record<string, number>; inquiries: Record<string, number> }
  const count = (into: Record<string, number>, key: string) => {
    into[key] = (into[key] ?? 0) + 1
  }
  // The proxy's own page (deploy/varnish/default.vcl) has no "try again" link; the app's has.
  const kindOf = (answer: { status: number; body: string; error?: string }) =>
    answer.status === 0
      ? `no answer (${answer.error})`
      : answer.status === 503 && answer.body.includes('Backend fetch failed')
        ? '503 Varnish error'
        : answer.status === 503 && answer.body.startsWith('<!DOCTYPE html>') && !answer.body.includes('<a href=')
          ? '503 proxy outage page'
          : String(answer.status)

  /**
   * Page and inquiry load through the proxy while `outage` runs; counted are the answers to requests
   * sent and answered while the outage held (`outage` calls `holds(true)` once it is confirmed and
   * `holds(false)` before it ends it).
   */
  async function underLoad(outage: (holds: (value: boolean) => void) => Promise<void>): Promise<Counts> {
    const cachedPaths = ['/', '/caste-dotazy', '/o-nas', '/en', '/de']
    for (const path of cachedPaths) await get(path)
    const counts: Counts = { cachedPages: {}, newPages: {}, inquiries: {} }
    let loading = true
    let holding = false
    let outageNumber = 0
    const holds = (value: boolean) => {
      holding = value
      outageNumber += 1
    }
    /** Runs `request` and counts its answer's kind if the outage held from before it was sent until it was answered. */
    const during = async (into: Record<string, number>, request: () => Promise<string>) => {
      const sentIn = holding ? outageNumber : -1
      const kind = await request()
      if (sentIn >= 0 && holding && outageNumber === sentIn) count(into, kind)
    }
    const pages = async () => {
      for (let i = 0; loading; i++) {
        await during(counts.cachedPages, async () =>
          kindOf(await send({ baseUrl: proxy.url, method: 'GET', path: cachedPaths[i % cachedPaths.length], timeoutMs: 30_000 })),
        )
        await sleep(100)
      }
    }
    const newPages = async () => {
      for (let i = 0; loading; i++) {
        // Pages no one asked for before (not in any cache); German, the outage page's language checked.
        await during(counts.newPages, async () => {
          const answer = await send({ baseUrl: proxy.url, method: 'GET', path: `/de/seite-${Date.now()}-${i}`, timeoutMs: 30_000 })
          const kind = kindOf(answer)
          return answer.status === 503 && answer.body.includes('<html lang="de">') ? `${kind} (German)` : kind
        })
        await sleep(500)
      }
    }
    const inquiries = async () => {
      for (let i = 0; loading; i++) {
        await during(counts.inquiries, async () => {
          const sent = await sendInquiry(proxy.url, i % 2)
          const retryAfter = sent.answer.headers?.['retry-after']
          return `${kindOf(sent.answer)}${sent.answer.status === 503 ? ` ${sent.answer.json?.error}, Retry-After ${retryAfter}` : ''}`
        })
        await sleep(500)
      }
    }
    const load = Promise.all([pages(), newPages(), inquiries()])
    try {
      await outage(holds)
    } finally {
      loading = false
      await load
    }
    return counts
  }

  /**
   * A dependency down from `begin()` to `end()`: held 8 s from the moment both instances fail their
   * readiness (the proxy then keeps sending to them all the same).
   */
  const outage = (begin: () => Promise<void> | void, end: () => Promise<void> | void) => async (holds: (value: boolean) => void) => {
    await begin()
    try {
      await Promise.all([proxy.waitFor(0, 'sick', 20_000), proxy.waitFor(1, 'sick', 20_000)])
      holds(true)
      await sleep(8_000)
      holds(false)
    } finally {
      await end()
    }
  }

  /** Once the dependency is back: both instances in rotation again, and an inquiry and a new page answered — no restart. */
  async function recovered(): Promise<number> {
    return within(
      60_000,
      async () => {
        const health = await proxy.health()
        if (health.app1 !== 'healthy' || health.app2 !== 'healthy') return false
        const sent = await sendInquiry(proxy.url, 1)
        const page = await get(`/en/page-${Date.now()}`)
        return sent.answer.status === 201 && page.status === 404
      },
      'recovery through the proxy',
      500,
    )
  }

  it('PostgreSQL stopped under load: cached pages 200, new pages the app’s German outage page, inquiries 503 with Retry-After, never a proxy error; back without restarts', async () => {
    const counts = await underLoad(outage(cluster.pauseDatabase, cluster.resumeDatabase))
    const seconds = await recovered()
    console.log(`[cdn] PostgreSQL stopped behind the proxy: ${JSON.stringify(counts)}; back in ${seconds.toFixed(1)} s after it restarted`)
    expect(Object.keys(counts.cachedPages)).toEqual(['200'])
    expect(Object.keys(counts.newPages)).toEqual(['503 (German)'])
    expect(Object.keys(counts.inquiries)).toEqual(['503 unavailable, Retry-After 60'])
  })

  it('the object storage answering 503 under load: pages 200, inquiries without photos taken and with photos 503 with Retry-After, never a proxy error; back without restarts', async () => {
    const counts = await underLoad(
      outage(
        () => cluster.setStorageUnavailable(true),
        () => cluster.setStorageUnavailable(false),
      ),
    )
    const seconds = await recovered()
    console.log(
      `[cdn] object storage down behind the proxy: ${JSON.stringify(counts)}; back in ${seconds.toFixed(1)} s after it answered again`,
    )
    expect(Object.keys(counts.cachedPages)).toEqual(['200'])
    // A page no one asked for renders: pages need the database, not the files.
    expect(Object.keys(counts.newPages)).toEqual(['404'])
    expect(Object.keys(counts.inquiries).sort()).toEqual(['201', '503 unavailable, Retry-After 60'])
  })
})
