/**
 * Bounded memory on a cold start (issue 41, point 3): public pages are rendered at most
 * PAGE_RENDER_CONCURRENCY at a time, in the order they were asked for (src/platform/cache/render-queue.mjs,
 * in front of Next in serve.mjs, and the page cache, src/platform/cache/cache-handler.mjs, which waits for a
 * place when it has no copy). A page the cache holds never waits, nor do files, the APIs and the
 * admin; a place comes back even from a render whose visitor left. A real HTTP server with the queue
 * and the real page cache (Next's file-system cache, as one instance without Redis has it) in front
 * of a handler that renders as Next does: read the cache, else render (until the test lets it end)
 * and store.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import PageCache from '@/platform/cache/cache-handler.mjs'
import {
  defaultImageOptimizerConcurrency,
  defaultPageRenderConcurrency,
  imageOptimizerConcurrency,
  pageRenderConcurrency,
  renderQueue,
} from '@/platform/cache/render-queue.mjs'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const folder = mkdtempSync(path.join(tmpdir(), 'render-queue-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

/** Waits until `condition()` holds (the server has seen what the test sent); fails naming it after 4 s. */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 4_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still not so after 4 s: ${condition.toString()}`)
    await sleep(5)
  }
}

const read = { kind: 'APP_PAGE' }
const store = { cacheControl: { revalidate: false, expire: undefined } }
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(''), headers: {}, status: 200 })
let servers = 0

/**
 * A server whose page renders last until the test lets them end (`finish`). It records how many
 * renders ran at once and in which order they began.
 */
async function renderingServer(limit: number) {
  const queuePage = renderQueue({ limit })
  const cache = new PageCache({
    fs: nodeFs,
    serverDistDir: path.join(folder, String(++servers)),
    flushToDisk: false,
    maxMemoryCacheSize: 10_000_000,
  })
  // Next's file-system cache keeps entries in memory for the whole process: each server has keys of its own.
  const keyOf = (url: string) => `/server-${servers}${url}`
  const seen = { rendering: 0, most: 0, renders: [] as string[], closedConnections: 0 }
  let open: () => void = () => {}
  let gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    if (req.method !== 'GET' || /^\/(api|_next|admin)(\/|$)/.test(url)) return res.end(`answered ${url}`)
    const cached = await cache.get(keyOf(url), read)
    if (cached?.value?.html) return res.end(`cached ${cached.value.html}`)
    seen.rendering++
    seen.most = Math.max(seen.most, seen.rendering)
    seen.renders.push(url)
    await gate
    seen.rendering--
    await cache.set(keyOf(url), page(url), store)
    // As Next does for a visitor who left: the render ends, nothing is sent.
    if (!res.destroyed) res.end(`rendered ${url}`)
  }
  server = createServer((req, res) => queuePage(req, res, () => answer(req, res)))
  server.on('connection', (socket) => socket.on('close', () => seen.closedConnections++))
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const queue = queuePage.queue
  /** Lets every render in progress end; renders that begin later wait for the next call. */
  const finish = () => {
    const opened = open
    gate = new Promise<void>((resolve) => {
      open = resolve
    })
    opened()
  }
  /** Sends a request once the queue holds `before` renders, so that their order is known. */
  const send = async (path: string, before: number, init?: RequestInit) => {
    await until(() => queue.running + queue.waiting >= before)
    const response = await fetch(`${base}${path}`, init)
    return `${response.status} ${await response.text()}`
  }
  /** Puts a page in the cache, as a render before would have. */
  const cachePage = (url: string) => cache.set(keyOf(url), page(url), store)
  return { seen, queue, finish, send, cachePage }
}

describe('the render queue', () => {
  it('renders at most its limit of pages at once, in the order they were asked for, and answers every one', async () => {
    const { seen, queue, finish, send } = await renderingServer(2)
    const paths = ['/', '/zakroky', '/en/faq', '/kontakt', '/de/eingriffe', '/blog', '/o-nas', '/en/procedures']
    const answers = Promise.all(paths.map((path, i) => send(path, i)))
    await until(() => queue.waiting === paths.length - 2)
    expect(seen.renders).toEqual(paths.slice(0, 2))
    while (seen.renders.length < paths.length || seen.rendering) {
      finish()
      await sleep(5)
    }
    expect(await answers).toEqual(paths.map((path) => `200 rendered ${path}`))
    expect(seen.most).toBe(2)
    expect(seen.renders).toEqual(paths)
  })

  it('answers a page the cache holds, files, the APIs, the admin and form posts while every place is taken', async () => {
    const { seen, queue, finish, send, cachePage } = await renderingServer(1)
    await cachePage('/o-nas')
    const renders = Promise.all([send('/', 0), send('/kontakt', 1)])
    await until(() => queue.running === 1 && queue.waiting === 1)
    const others = await Promise.all([
      send('/o-nas', 0),
      send('/api/health', 0),
      send('/_next/static/chunks/app.js', 0),
      send('/admin', 0),
      send('/kontakt', 0, { method: 'POST', body: 'name=Jana' }),
    ])
    expect(others).toEqual([
      '200 cached /o-nas',
      '200 answered /api/health',
      '200 answered /_next/static/chunks/app.js',
      '200 answered /admin',
      '200 answered /kontakt',
    ])
    expect(seen.renders, 'the first page still renders, the next waits').toEqual(['/'])
    expect(queue.waiting).toBe(1)
    finish()
    await until(() => seen.renders.length === 2)
    finish()
    expect(await renders).toEqual(['200 rendered /', '200 rendered /kontakt'])
  })

  it('gives the place back when a render ends for a visitor who left', async () => {
    const { seen, queue, finish, send } = await renderingServer(1)
    const leaving = new AbortController()
    const left = send('/', 0, { signal: leaving.signal }).catch((error: Error) => error.name)
    await until(() => queue.running === 1)
    leaving.abort()
    expect(await left).toBe('AbortError')
    await until(() => seen.closedConnections > 0) // the server has seen the visitor go
    const next = send('/blog', 1)
    await until(() => queue.waiting === 1)
    finish() // the render for nobody ends without an answer
    await until(() => seen.renders.length === 2)
    finish()
    expect(await next).toBe('200 rendered /blog')
    expect(seen.renders).toEqual(['/', '/blog'])
    expect(queue.running).toBe(0)
  })

  it('reads PAGE_RENDER_CONCURRENCY and IMAGE_OPTIMIZER_CONCURRENCY: a whole number of at least 1, else a refusal naming it', () => {
    expect(pageRenderConcurrency({})).toBe(defaultPageRenderConcurrency)
    expect(pageRenderConcurrency({ PAGE_RENDER_CONCURRENCY: '' })).toBe(defaultPageRenderConcurrency)
    expect(pageRenderConcurrency({ PAGE_RENDER_CONCURRENCY: ' 4 ' })).toBe(4)
    for (const wrong of ['0', '-1', '2.5', 'two'])
      expect(() => pageRenderConcurrency({ PAGE_RENDER_CONCURRENCY: wrong })).toThrow(
        new RegExp(`PAGE_RENDER_CONCURRENCY is "${wrong}": it must be a whole number of at least 1`),
      )
    expect(imageOptimizerConcurrency({})).toBe(defaultImageOptimizerConcurrency)
    expect(imageOptimizerConcurrency({ IMAGE_OPTIMIZER_CONCURRENCY: '3' })).toBe(3)
    expect(() => imageOptimizerConcurrency({ IMAGE_OPTIMIZER_CONCURRENCY: '0' })).toThrow(
      /IMAGE_OPTIMIZER_CONCURRENCY is "0": it must be a whole number of at least 1/,
    )
  })
})
