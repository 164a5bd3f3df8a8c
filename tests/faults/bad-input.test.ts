/**
 * Zero 5xx on bad input (issue 40, point 5): every route the app serves, asked with malformed input
 * (ids that are no ids, broken percent-encoding, control characters, huge and junk query
 * parameters, odd image URLs, wrong methods, broken JSON, wrong content types), anonymously and as
 * a fully signed-in administrator, answers 2xx/3xx where the input is acceptable and otherwise a
 * 4xx with a body that says something: never a 5xx, never a dropped connection.
 *
 * The routes come from the app itself, so a new one joins by itself: Payload's collections, globals
 * and endpoints from its configuration, Next's route handlers from the build's route table, the
 * public pages from the sitemap (one per kind of page and language). Only the admin views, the
 * search pages and the image optimizer are named here. Each route gets a few kinds of bad input in
 * turn (pick), so every kind reaches many routes in about 15 s, not the whole cross product.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Answer,
  adminAuthorization,
  type DataFolder,
  dataFolder,
  distDir,
  newVisitor,
  root,
  type Server,
  send,
  startServer,
} from './harness'

type Probe = { route: string; method: string; path: string; body?: string; headers?: Record<string, string> }
type Routes = {
  collections: { slug: string; upload: boolean }[]
  globals: string[]
  endpoints: { method: string; path: string; own: string }[]
}

let data: DataFolder
let server: Server
let staff: string

/** Collections, globals and every endpoint (Payload's own and ours) as the configuration has them. */
async function payloadRoutes(): Promise<Routes> {
  process.env.PAYLOAD_SECRET ||= 'enumeration-only'
  const config = await (await import('@/payload.config')).default
  const endpoints: Routes['endpoints'] = []
  const add = (prefix: string, list: { method: string; path: string }[] | false | undefined) => {
    for (const endpoint of list || [])
      endpoints.push({ method: endpoint.method, path: `${prefix}${endpoint.path === '/' ? '' : endpoint.path}`, own: endpoint.path })
  }
  add('', config.endpoints)
  for (const collection of config.collections) add(`/${collection.slug}`, collection.endpoints)
  for (const global of config.globals) add(`/globals/${global.slug}`, global.endpoints)
  return {
    collections: config.collections.map((collection) => ({ slug: collection.slug, upload: Boolean(collection.upload) })),
    globals: config.globals.map((global) => global.slug),
    endpoints,
  }
}

// The build the harness serves (FAULTS_APP_ROOT: another checkout's).
const appRoot = process.env.FAULTS_APP_ROOT ? path.resolve(process.env.FAULTS_APP_ROOT) : root

/** Next's route handlers of the build (not Payload's catch-all and not pages): /api/health, /robots.txt… */
function nextRouteHandlers(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(appRoot, distDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>
  return Object.entries(manifest)
    .filter(([entry, route]) => entry.endsWith('/route') && !route.includes('['))
    .map(([, route]) => route)
    .sort()
}

/** One page per kind of page and language, from the sitemap: the home pages and one per first segment. */
async function samplePages(baseUrl: string): Promise<string[]> {
  const xml = (await send({ baseUrl, method: 'GET', path: '/sitemap.xml' })).body
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const byKind = new Map<string, string>()
  for (const pagePath of paths) {
    const segments = pagePath.split('/').filter(Boolean)
    const language = ['en', 'de'].includes(segments[0]) ? segments.shift() : 'cs'
    const kind = `${language} ${segments.length === 0 ? '' : segments.length === 1 ? 'page' : segments[0]}`
    if (!byKind.has(kind)) byKind.set(kind, pagePath)
  }
  return [...byKind.values()].sort()
}

// ---------- the corpus ----------

const long = (length: number) => 'a'.repeat(length)
/** Ids that are no ids of any document: text, negative, beyond any integer, broken encodings, controls. */
const badIds = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  "1'--",
  '%E0%A4%A',
  '%zz',
  '%00',
  '%0d%0aX-Injected:%201',
  '..%2F..%2Fetc%2Fpasswd',
  long(300),
]
/** Query strings for lists and documents: Payload's parameters with junk, and a 4 KB sort. */
const badQueries = [
  `sort=${long(4096)}`,
  'sort=%zz',
  'sort=-,,-',
  'sort=%00',
  'where=junk',
  'where[junk][equals]=1',
  'where[id][equals]=abc',
  'where[id][in]=abc,%E0%A4%A',
  'where[id][greater_than]=1e309',
  'where[createdAt][greater_than]=not-a-date',
  'where[or]=x',
  'where[and][0]=x',
  `where[id][like]=${long(4096)}`,
  'where[updatedAt][near]=a,b',
  'limit=-1',
  'limit=abc',
  'limit=99999999999999999999',
  'page=0',
  'page=-5',
  'page=abc',
  'depth=abc',
  'depth=-1',
  'depth=99999',
  'locale=junk',
  'locale=%00',
  `locale=${long(2000)}`,
  'fallback-locale=junk',
  'draft=junk',
  'select=junk',
  'select[junk]=true',
  'populate=junk',
  'joins=junk',
  'pagination=junk',
  'trash=junk',
  '%zz=%E0%A4%A',
]
const fewQueries = ['sort=%zz', `sort=${long(4096)}`, 'where[id][equals]=abc', 'limit=abc', 'depth=-1', 'locale=junk', '%zz=%E0%A4%A']
/** Parameters our endpoints and Payload's special ones read: dates, formats, queues, a URL to fetch. */
const endpointQueries = [
  'from=junk&to=%zz',
  'from=2026-13-45&to=1e309',
  'format=junk',
  'queue=junk&limit=-1',
  'src=junk',
  'src=file:///etc/passwd',
  'src=http://127.0.0.1:1/x.jpg',
  'src=http://nothing.invalid/x.jpg',
  'src=%E0%A4%A',
  'src=javascript:alert(1)',
]
/** Parameters Next's route handlers read (search, preview, revalidation), with junk. */
const handlerQueries = [
  '%zz=%E0%A4%A',
  `q=${long(4096)}`,
  'q=%00&locale=junk',
  'locale=%E0%A4%A',
  'collection=junk&id=%00',
  'collection=pages&id=abc&locale=junk',
  'to=%0d%0aX:1',
  'secret=junk&path=%zz',
]
/** Bodies a client may send by mistake (or on purpose): each with its content type. */
const badBodies: { body: string; type: string }[] = [
  { body: '{"title":', type: 'application/json' },
  { body: '', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '[1,2]', type: 'application/json' },
  { body: '"text"', type: 'application/json' },
  { body: '{"id":"%00\\u0000","title":{"cs":[]}}', type: 'application/json' },
  { body: 'title=x', type: 'application/x-www-form-urlencoded' },
  { body: 'plain text', type: 'text/plain' },
  { body: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' },
  { body: '{"title":"x"}', type: 'multipart/form-data' },
  { body: '<a/>', type: 'application/xml' },
]
/** Paths that follow a page's address: broken percent-encoding, controls, dot segments, a long segment. */
const badPageSuffixes = [
  '/%E0%A4%A',
  '/%zz',
  '/%00',
  '/%0d%0aSet-Cookie:%20x=1',
  '/..%2F..%2Fetc%2Fpasswd',
  '/%C0%AE%C0%AE',
  '/%ff',
  `/${long(2000)}`,
]
const badPageQueries = ['%zz=1', 'q=%E0%A4%A', 'utm_source=%00', `x=${long(4096)}`, '_rsc=%zz', 'redirect=%0d%0aLocation:%20//evil.example']
/** Headers Next reads on pages: a router state tree, a server action that does not exist. */
const badPageHeaders: Record<string, string>[] = [
  { rsc: '1', 'next-router-state-tree': '%zz' },
  { rsc: '1', 'next-router-state-tree': '[1,2' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/%zz' },
  { 'accept-language': `${long(500)};q=junk` },
  { cookie: 'NEXT_LOCALE=junk; payload-token=junk; __prerender_bypass=junk' },
]
/** Image optimizer requests: missing, foreign, traversing or unlisted URLs; widths and qualities not in the config. */
const imageQueries = (file: string) => [
  '',
  'w=640&q=75',
  `url=${encodeURIComponent(file)}`,
  `url=${encodeURIComponent(file)}&w=1&q=75`,
  `url=${encodeURIComponent(file)}&w=640&q=1`,
  `url=${encodeURIComponent(file)}&w=abc&q=abc`,
  `url=${encodeURIComponent(file)}&w=-640&q=75`,
  `url=${encodeURIComponent(file)}&w=99999999999999999999&q=75`,
  'url=//evil.example/a.jpg&w=640&q=75',
  'url=https://evil.example/a.jpg&w=640&q=75',
  'url=/api/media/file/../../etc/passwd&w=640&q=75',
  `url=${encodeURIComponent('/api/media/file/../../etc/passwd')}&w=640&q=75`,
  'url=/api/media/file/%00.jpg&w=640&q=75',
  'url=/api/media/file/nothing-here.jpg&w=640&q=75',
  'url=/api/media/file/%zz&w=640&q=75',
  'url=%E0%A4%A&w=640&q=75',
  'url=javascript:alert(1)&w=640&q=75',
  `url=${encodeURIComponent('/_next/image?url=/x&w=640&q=75')}&w=640&q=75`,
  `url=/favicon-32.png&w=640&q=75`,
  `url=/api/media/file/${long(3000)}.jpg&w=640&q=75`,
]

/**
 * `count` items of a corpus for the `index`-th route, taken in turn: each route gets a few kinds of
 * bad input, and every kind is sent to many routes, without sending every kind to every route.
 */
function pick<T>(corpus: T[], index: number, count: number): T[] {
  return Array.from({ length: Math.min(count, corpus.length) }, (_, offset) => corpus[(index * count + offset) % corpus.length])
}

/** Payload's own endpoints of every collection, probed through the collection's routes above. */
const payloadDefaults = new Set(['/', '/count', '/:id', '/access', '/access/:id?', '/versions', '/versions/:id', '/:id/duplicate'])

/** Headers that make a POST a read (Payload's method override, for queries too long for an address). */
const readOverrides: { body: string; type: string }[] = [
  { body: '{"where":', type: 'application/json' },
  { body: '{"locale":{"a":1},"fallbackLocale":[]}', type: 'application/json' },
  { body: `where[id][equals]=abc&sort=${long(4096)}`, type: 'application/x-www-form-urlencoded' },
  { body: 'sort=%zz&%E0%A4%A=1', type: 'application/x-www-form-urlencoded' },
]

/**
 * What an anonymous visitor and the administrator ask. The administrator leaves out what would end
 * its own session (logout, refresh, the second step, the admin's logout) and bulk writes (a where it
 * cannot read would change every document): what it writes is one document id that does not exist,
 * or a body Payload must refuse.
 */
function probes(routes: Routes, handlers: string[], pages: string[], mediaFile: string, asStaff: boolean): Probe[] {
  const list: Probe[] = []
  const get = (route: string, requestPath: string, headers?: Record<string, string>) =>
    list.push({ route, method: 'GET', path: requestPath, headers })
  const withBody = (route: string, method: string, requestPath: string, { body, type }: { body: string; type: string }, headers = {}) =>
    list.push({ route, method, path: requestPath, body, headers: { 'content-type': type, ...headers } })
  const endsSession = (endpointPath: string) =>
    /^\/users\/(logout|refresh-token|second-factor|login|first-register|reset-password|forgot-password|unlock|verify)/.test(endpointPath)
  let turn = 0

  // Payload's collections: the list, one document, its count, versions, access and copies.
  for (const { slug } of routes.collections) {
    const route = `/api/${slug}`
    const i = turn++
    for (const query of pick(badQueries, i, 5)) get(route, `${route}?${query}`)
    for (const id of pick(badIds, i, 3)) get(`${route}/:id`, `${route}/${id}`)
    for (const query of pick(fewQueries, i, 1)) get(`${route}/:id`, `${route}/1?${query}`)
    for (const query of pick(badQueries, i + 7, 2)) get(`${route}/count`, `${route}/count?${query}`)
    for (const query of pick(badQueries, i + 13, 2)) get(`${route}/versions`, `${route}/versions?${query}`)
    for (const id of pick(badIds, i + 5, 1)) get(`${route}/versions/:id`, `${route}/versions/${id}`)
    for (const id of pick(badIds, i + 3, 1)) {
      for (const body of pick(badBodies, i, 1)) withBody(`${route}/:id/duplicate`, 'POST', `${route}/${id}/duplicate`, body)
      for (const body of pick(badBodies, i + 1, 1)) withBody(`${route}/access/:id?`, 'POST', `${route}/access/${id}`, body)
      for (const body of pick(badBodies, i + 2, 1)) withBody(`${route}/:id`, 'PATCH', `${route}/${id}`, body)
      list.push({ route: `${route}/:id`, method: 'DELETE', path: `${route}/${id}` })
    }
    for (const body of pick(badBodies, i, 2)) withBody(route, 'POST', route, body)
    withBody(route, 'PUT', route, { body: '{}', type: 'application/json' })
    for (const body of pick(readOverrides, i, 1)) withBody(route, 'POST', route, body, { 'x-payload-http-method-override': 'GET' })
    if (!asStaff) {
      list.push({ route, method: 'DELETE', path: `${route}?where[id][equals]=abc` })
      withBody(route, 'PATCH', `${route}?where=junk`, { body: '{}', type: 'application/json' })
    }
  }
  for (const slug of routes.globals) {
    const route = `/api/globals/${slug}`
    const i = turn++
    for (const query of pick(badQueries, i, 5)) get(route, `${route}?${query}`)
    for (const body of pick(badBodies, i, 3)) withBody(route, 'POST', route, body)
    list.push({ route, method: 'DELETE', path: route })
  }
  get('/api/globals/:slug', '/api/globals/junk')
  get('/api/:collection', '/api/junk-collection')
  get('/api/:collection', '/api/%zz')

  // Our endpoints and Payload's special ones (auth, files, jobs, preferences): bad parameters, bodies, queries.
  const seen = new Set<string>()
  for (const endpoint of routes.endpoints) {
    if (payloadDefaults.has(endpoint.own) || seen.has(`${endpoint.method} ${endpoint.path}`)) continue
    seen.add(`${endpoint.method} ${endpoint.path}`)
    if (asStaff && endsSession(endpoint.path)) continue
    const route = `/api${endpoint.path}`
    const method = endpoint.method.toUpperCase()
    const i = turn++
    const paths = endpoint.path.includes(':') ? pick(badIds, i, 2).map((id) => `/api${endpoint.path.replace(/:[^/]+/g, id)}`) : []
    const one = `/api${endpoint.path.replace(/:[^/?]+\??/g, '1')}`
    if (method === 'GET') {
      for (const requestPath of paths) get(route, requestPath)
      // The endpoints with parameters of their own: dates, formats, queues, a URL to fetch.
      for (const query of [...pick(fewQueries, i, 1), ...pick(endpointQueries, i, 3)]) get(route, `${one}?${query}`)
    } else {
      for (const requestPath of [...paths, one]) for (const body of pick(badBodies, i, 2)) withBody(route, method, requestPath, body)
    }
  }

  // Files: names no stored file has.
  for (const { slug } of routes.collections.filter((collection) => collection.upload))
    for (const name of ['%00.jpg', '%zz', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A', 'nothing-here.jpg', '%0d%0a.jpg', long(300)])
      get(`/api/${slug}/file/:filename`, `/api/${slug}/file/${name}`)

  // Next's route handlers: junk queries, broken bodies, methods they do not take.
  for (const handler of handlers) {
    const i = turn++
    for (const query of pick(handlerQueries, i, 3)) get(handler, `${handler}?${query}`)
    for (const method of ['POST', 'PUT', 'DELETE'])
      for (const body of pick(badBodies, i + method.length, 1)) withBody(handler, method, handler, body)
  }

  // Public pages (asked anonymously; a staff session reads the same pages): one bad path, query or
  // header of Next's per page, one method pages do not take; every one of them on the home pages.
  if (!asStaff) {
    const searchPages = ['/hledat', '/en/search', '/de/suche']
    const pageGets: { suffix?: string; query?: string; headers?: Record<string, string> }[] = [
      ...badPageSuffixes.map((suffix) => ({ suffix })),
      ...badPageQueries.map((query) => ({ query })),
      ...badPageHeaders.map((headers) => ({ headers })),
    ]
    const askPage = (page: string, { suffix, query, headers }: (typeof pageGets)[number]) =>
      get(`page ${page}`, suffix ? `${page === '/' ? '' : page}${suffix}` : query ? `${page}?${query}` : page, headers)
    for (const page of [...pages, ...searchPages]) {
      const i = turn++
      for (const probe of pick(pageGets, i, 1)) askPage(page, probe)
      for (const method of pick(['POST', 'PUT', 'DELETE', 'PATCH'], i, 1))
        withBody(`page ${page}`, method, page, { body: 'a=1', type: 'application/x-www-form-urlencoded' })
    }
    for (const [index, probe] of pageGets.entries()) askPage(['/', '/en', '/de'][index % 3], probe)
    for (const [index, query] of [`q=${long(4096)}`, 'q=%E0%A4%A', 'q=%00', 'q[]=x&q=y'].entries())
      get(`page ${searchPages[index % 3]}`, `${searchPages[index % 3]}?${query}`)
    withBody('page /', 'POST', '/', { body: '[]', type: 'text/plain;charset=UTF-8' }, { 'next-action': 'junk' })
  }

  // The image optimizer.
  for (const query of imageQueries(mediaFile)) get('/_next/image', `/_next/image?${query}`)

  // The admin: a staff redirect with CR/LF; for the administrator, documents that are no documents, lists with junk.
  const admin = (requestPath: string) => get(`admin ${requestPath.split('?')[0]}`, requestPath, { 'sec-fetch-site': 'same-origin' })
  for (const redirect of ['%0d%0aLocation:%20//evil.example', '//evil.example', '%E0%A4%A'])
    for (const view of ['/admin/login', '/admin/second-factor', ...(asStaff ? [] : ['/admin/logout'])])
      admin(`${view}?redirect=${redirect}`)
  if (asStaff) {
    admin('/admin/collections/pages/abc')
    admin('/admin/collections/inquiries/%zz')
    admin(`/admin/collections/pages?sort=${long(4096)}`)
    admin('/admin/collections/media?where=junk&page=-1&limit=abc')
    admin('/admin/globals/junk')
  }
  return list
}

/** A 2xx/3xx, or a 4xx that says something; never a 5xx or a dropped connection. */
function problemOf(answer: Answer): string | undefined {
  if (answer.status === 0) return `no answer (${answer.error})`
  if (answer.status >= 500) return `${answer.status} ${answer.body.replace(/\s+/g, ' ').slice(0, 160)}`
  if (answer.status >= 400 && answer.status !== 405 && answer.body.trim() === '') return `${answer.status} with an empty body`
  return undefined
}

/** Sends every probe, 8 at a time; returns what went wrong and how often each status came back. */
async function fuzz(list: Probe[], headers: Record<string, string>): Promise<{ problems: string[]; statuses: Map<number, number> }> {
  const problems: string[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < list.length) {
      const probe = list[next++]
      // Each probe from a new visitor: the forms' per-address limits would otherwise answer 429.
      const answer = await send({
        baseUrl: server.baseUrl,
        method: probe.method,
        path: probe.path,
        body: probe.body,
        headers: { origin: server.baseUrl, ...headers, ...probe.headers },
        from: newVisitor(),
        timeoutMs: 30_000,
      })
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      const problem = problemOf(answer)
      if (problem)
        problems.push(
          `${probe.method} ${probe.path.slice(0, 140)}${probe.body === undefined ? '' : ` [${probe.headers?.['content-type']}: ${probe.body.slice(0, 30)}]`} → ${problem}`,
        )
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return { problems, statuses }
}

let routes: Routes
let handlers: string[]
let pages: string[]
let mediaFile: string

beforeAll(async () => {
  ;[routes] = await Promise.all([
    payloadRoutes(),
    (async () => {
      data = dataFolder()
      server = await startServer(data)
    })(),
  ])
  handlers = nextRouteHandlers()
  pages = await samplePages(server.baseUrl)
  const media = await send({ baseUrl: server.baseUrl, method: 'GET', path: '/api/media?limit=1&depth=0' })
  mediaFile = String((media.json as { docs?: Array<{ url?: string }> } | undefined)?.docs?.[0]?.url ?? '/api/media/file/none.jpg')
  staff = await adminAuthorization(server.baseUrl)
})
afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

describe('bad input to every route', () => {
  it('answers the issue’s examples with the 4xx that names the problem', async () => {
    const ask = (requestPath: string, method = 'GET', headers: Record<string, string> = {}) =>
      send({ baseUrl: server.baseUrl, method, path: requestPath, headers, from: newVisitor() })
    const textId = await ask('/api/pages/abc')
    expect([textId.status, JSON.stringify(textId.json)]).toEqual([404, expect.stringContaining('whole numbers')])
    const encoding = await ask('/api/pages/%E0%A4%A')
    expect([encoding.status, encoding.json?.error]).toEqual([400, 'bad-url'])
    const encodedPage = await ask('/o-nas/%zz')
    expect(encodedPage.status).toBe(400)
    expect(encodedPage.body).toContain('<h1>Adresa stránky není platná</h1>')
    const where = await ask('/api/pages?where[createdAt][greater_than]=not-a-date')
    expect([where.status, JSON.stringify(where.json)]).toEqual([400, expect.stringContaining('"field":"where"')])
    const limit = await ask('/api/pages?limit=99999999999999999999')
    expect([limit.status, JSON.stringify(limit.json)]).toEqual([400, expect.stringContaining('"field":"limit"')])
    expect((await ask('/api/payload-migrations')).status).toBe(404)
    const posted = await ask('/en/about-us', 'POST')
    expect([posted.status, posted.headers?.allow]).toEqual([405, 'GET, HEAD'])
    expect((await ask('/', 'POST', { 'next-action': 'junk' })).status).toBe(405)
    expect((await ask('/_next/image?url=/api/media/file/%zz&w=640&q=75')).status).toBe(400)
    expect((await ask('/api/media/versions', 'GET', { authorization: staff })).status).toBe(404)
  })

  it('refuses a content package whose stored file is missing with a 409 naming the file, not a 500 or a cut-off download', async () => {
    // This data folder holds the database alone (dataFolder): the media files it names are not on disk.
    const answer = await send({
      baseUrl: server.baseUrl,
      method: 'GET',
      path: '/api/content-package/export',
      headers: { authorization: staff },
      from: newVisitor(),
    })
    expect(answer.status).toBe(409)
    expect(answer.headers?.['content-type']).toContain('application/json')
    const message = String((answer.json as { errors?: Array<{ message?: string }> } | undefined)?.errors?.[0]?.message)
    expect(message).toMatch(/(v úložišti chybí soubor|is missing from the storage).*\.(jpe?g|png|webp|avif|pdf)/)
  })

  for (const [who, asStaff] of [
    ['an anonymous visitor', false],
    ['a signed-in administrator', true],
  ] as const) {
    it(`answers ${who} 4xx (or 2xx/3xx where the input is acceptable), never 5xx`, async () => {
      const list = probes(routes, handlers, pages, mediaFile, asStaff)
      const headers: Record<string, string> = asStaff ? { authorization: staff, cookie: `payload-token=${staff.replace(/^JWT /, '')}` } : {}
      const started = Date.now()
      const { problems, statuses } = await fuzz(list, headers)
      const covered = [...new Set(list.map((probe) => probe.route))]
      console.log(
        `[bad input] ${who}: ${covered.length} routes, ${list.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ${problems.length} problems\n  routes: ${covered.join(', ')}`,
      )
      expect(problems).toEqual([])
    })
  }
})
