// Next's page cache (`cacheHandler`, set by next.config.ts for the production build only), chosen
// when the server starts:
// - REDIS_URL unset: Next's own file-system cache, exactly as without this file (one instance).
// - REDIS_URL set: the rendered pages of every instance live in Redis, so a save on any instance
//   (revalidatePath in src/platform/cache/revalidate.ts) refreshes the pages all instances serve.
//   Keys start with REDIS_KEY_PREFIX and the build id: two releases never share entries.
//   Redis unreachable (at start or later): the site keeps answering from a cache of this instance
//   only, with a warning in the log; Redis is retried in the background and used again once it
//   answers. Meanwhile saves on other instances cannot reach this one's pages; the saves made here
//   are sent to Redis when it is back.
// Plain JavaScript: the server imports this file at run time from the standalone folder
// (scripts/build.mjs copies it there); Next's proxy bundle holds a copy that stays unused.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { metrics } from '../metrics.mjs'
import { cacheTagsHeader, registerPageCache } from './page-cache-registry.mjs'
import { waitForImagePlace, waitForRenderPlace } from './render-queue.mjs'

/** Next's default handler (the one it uses when no `cacheHandler` is configured). Node gives the
 * CommonJS module's exports, a bundler (Next's proxy bundles this file) its default export. */
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

// Short limits: a page must never wait long for the cache, it can always be rendered instead.
// The connect limit is longer: an instance's start keeps its event loop busy for over a second (over
// three on a loaded host, with V8's young generation kept small for memory), and a connection made
// meanwhile would time out although Redis is there (a refused one fails at once).
const CONNECT_TIMEOUT_MS = 5_000
const COMMAND_TIMEOUT_MS = 1_000
const OPERATION_TIMEOUT_MS = 1_500
const REVALIDATE_TIMEOUT_MS = 3_000
const SUSPEND_MS = 5_000
// Redis keeps an entry two days at most (a page is then rendered anew on its next visit): old
// releases' entries go away by themselves.
const DAY_SECONDS = 24 * 60 * 60
// Next keeps a page's lifetime (cacheControl) beside the entry; the Redis handler stores only the
// value, so it travels inside it. Without it another instance would take the page for stale after
// one second and render it again on every visit.
const cacheControlField = '__clinicCacheControl'

const withTimeout = (promise, ms, what) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
    timer.unref()
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/** host:port of a Redis URL, for the log (never its password). */
function redisAddress(url) {
  try {
    const { hostname, port } = new URL(url)
    return `${hostname}:${port || 6379}`
  } catch {
    return 'REDIS_URL (not a valid URL)'
  }
}

/** The connection to Redis and what this instance knows about it; one per process. */
function connectRedis(url, keyPrefix) {
  const address = redisAddress(url)
  let usableNow = false
  let everUsable = false
  let reportedDown = false
  let lastCause = 'no answer yet'
  // After a failed or timed-out command (a Redis that hangs keeps its connection open), Redis is
  // left alone for a few seconds so that visitors do not each wait for the timeout.
  let suspendedUntil = 0
  // Entries this instance cached by itself before this moment are not served: they may predate
  // saves that were made on other instances while Redis was in use.
  let localSince = Date.now()
  // Tags this instance invalidated while Redis could not hear it; sent when it answers again.
  const pendingTags = new Set()
  let sharedHandler

  const client = createClient({
    url,
    // A command sent while the connection is down fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(250 * (retries + 1), 5_000) },
  })

  /** Notices a change between Redis and the local cache, logs it, and sends missed invalidations. */
  function check() {
    const usable = client.isReady && Date.now() >= suspendedUntil
    if (usable && !usableNow) {
      const again = suspendedUntil
        ? `[cache] trying Redis at ${address} again`
        : `[cache] Redis at ${address} answers again: pages are shared again`
      console.info(everUsable || reportedDown ? again : `[cache] pages are shared through Redis at ${address}`)
      everUsable = true
      reportedDown = false
      void sendPendingTags()
    } else if (!usable && (usableNow || !reportedDown)) {
      localSince = Date.now()
      reportedDown = true
      console.warn(
        `[cache] Redis at ${address} cannot be reached (${lastCause}): this instance serves pages from its own cache until it answers, and saves made on other instances do not refresh them meanwhile`,
      )
    }
    usableNow = usable
    metrics().dependencyUp.set({ dependency: 'redis' }, usable ? 1 : 0)
    return usable
  }

  let settleFirstAttempt
  const firstAttempt = new Promise((resolve) => {
    settleFirstAttempt = resolve
  })
  let firstAttemptSettled = false
  const endFirstAttempt = () => {
    firstAttemptSettled = true
    settleFirstAttempt()
  }
  setTimeout(endFirstAttempt, CONNECT_TIMEOUT_MS + 250).unref()
  // Ends a suspension and retries missed invalidations without waiting for a visitor.
  setInterval(() => {
    if (firstAttemptSettled) check()
  }, 1_000).unref()

  client.on('error', (error) => {
    lastCause = error?.code || error?.message || String(error)
    suspendedUntil = 0
    endFirstAttempt()
    check()
  })
  client.on('ready', () => {
    suspendedUntil = 0
    endFirstAttempt()
    check()
  })
  client.connect().catch(() => {
    // Only when the client gives up for good, which the reconnect strategy never does; each
    // failed attempt was reported by the 'error' listener.
  })

  /** Sends the invalidations Redis missed, through the library's handler (configured on first use). */
  async function sendPendingTags() {
    if (!pendingTags.size || !sharedHandler) return
    const tags = [...pendingTags]
    pendingTags.clear()
    // A tag that fails again is put back by the handler below.
    await withTimeout(sharedHandler.revalidateTag(tags), REVALIDATE_TIMEOUT_MS, 'Redis invalidation').catch(() => {
      for (const tag of tags) pendingTags.add(tag)
    })
    if (!pendingTags.size) console.info(`[cache] sent ${tags.length} invalidation(s) made while Redis was unreachable`)
  }

  // The switch to the local cache is logged (with this cause) by check().
  const failed = (operation, error) => {
    lastCause = `${operation} failed: ${error?.message || error}`
    suspendedUntil = Date.now() + SUSPEND_MS
    check()
  }

  /** The library's Redis handler, reporting its failures (it swallows them otherwise). */
  function redisHandler(buildId) {
    const inner = createRedisHandler({ client, keyPrefix: `${keyPrefix}:${buildId}:`, timeoutMs: COMMAND_TIMEOUT_MS })
    return {
      ...inner,
      // The library's per-command timeouts cancel only commands not yet sent: a Redis that stops
      // answering would hold the page forever, so each operation has a limit of its own.
      async get(key, meta) {
        try {
          return await withTimeout(inner.get(key, meta), OPERATION_TIMEOUT_MS, 'read')
        } catch (error) {
          failed('read', error)
          throw error
        }
      },
      async set(key, value, ctx) {
        try {
          await withTimeout(inner.set(key, value, ctx), OPERATION_TIMEOUT_MS, 'write')
        } catch (error) {
          failed('write', error)
          throw error
        }
      },
      async revalidateTag(tag) {
        try {
          await inner.revalidateTag(tag)
        } catch (error) {
          pendingTags.add(tag)
          failed('invalidation', error)
          throw error
        }
      },
    }
  }

  // When each tag was last invalidated, by any instance: a page whose render began before is not stored.
  const invalidationsKey = `${keyPrefix}:tag-invalidated-at`

  return {
    redisHandler,
    /** The last invalidation time of each tag (0: none known, or Redis did not answer). */
    async lastInvalidations(tags) {
      if (!tags.length || !(await this.usable())) return []
      try {
        const times = await withTimeout(client.hmGet(invalidationsKey, tags), OPERATION_TIMEOUT_MS, 'read')
        return times.map((time) => Number(time) || 0)
      } catch (error) {
        failed('read', error)
        return []
      }
    },
    /** A stored value of Redis's own (the optimized images), or null; failures count as for pages. */
    async getRaw(key) {
      try {
        return await withTimeout(client.get(key), OPERATION_TIMEOUT_MS, 'read')
      } catch (error) {
        failed('read', error)
        return null
      }
    },
    async setRaw(key, value, seconds) {
      try {
        await withTimeout(client.set(key, value, { EX: seconds }), OPERATION_TIMEOUT_MS, 'write')
      } catch (error) {
        failed('write', error)
      }
    },
    localSince: () => localSince,
    /** The library's cache handler (all its state is static: any instance will do). */
    rememberSharedHandler(handler) {
      sharedHandler = handler
    },
    /** Whether Redis is to be used now; the very first call waits (about a second at most) for the first connection. */
    async usable() {
      if (!firstAttemptSettled) await firstAttempt
      return check()
    },
    /** Invalidates tags in Redis, with those it missed before; what fails is kept for later. */
    async invalidate(tags) {
      for (const tag of tags) pendingTags.add(tag)
      if (!(await this.usable())) return
      const all = [...pendingTags]
      pendingTags.clear()
      try {
        const now = String(Date.now())
        await withTimeout(client.hSet(invalidationsKey, Object.fromEntries(all.map((tag) => [tag, now]))), OPERATION_TIMEOUT_MS, 'write')
        await withTimeout(sharedHandler.revalidateTag(all), REVALIDATE_TIMEOUT_MS, 'Redis invalidation')
      } catch (error) {
        for (const tag of all) pendingTags.add(tag)
        failed('invalidation', error)
      }
    },
  }
}

const useRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build'
let redis = null

/** The process's Redis connection, made when the server creates its first page cache. */
function sharedRedis() {
  if (!redis) {
    redis = connectRedis(process.env.REDIS_URL, process.env.REDIS_KEY_PREFIX || 'clinic')
    CacheHandler.onCreation(({ buildId }) => ({
      handlers: [redis.redisHandler(buildId?.trim() || 'unknown-build')],
      ttl: { defaultStaleAge: DAY_SECONDS, estimateExpireAge: (staleAge) => Math.max(2 * staleAge, 2 * DAY_SECONDS) },
    }))
  }
  return redis
}

/** Redis while it answers, else this instance's own file-system cache. */
class SharedCacheHandler {
  constructor(context) {
    this.redis = sharedRedis()
    this.local = new FileSystemCache(context)
    this.shared = new CacheHandler(context)
    this.redis.rememberSharedHandler(this.shared)
  }

  async get(key, ctx) {
    if (await this.redis.usable()) {
      const entry = await this.shared.get(key, ctx)
      const value = entry?.value
      if (!value || !(cacheControlField in value)) return entry
      const { [cacheControlField]: cacheControl, ...rest } = value
      return { ...entry, value: rest, cacheControl }
    }
    const entry = await this.local.get(key, ctx)
    return entry && entry.lastModified >= this.redis.localSince() ? entry : null
  }

  async set(key, data, ctx) {
    if (await this.redis.usable()) {
      const value = data && ctx?.cacheControl ? { ...data, [cacheControlField]: ctx.cacheControl } : data
      await this.shared.set(key, value, ctx)
      return
    }
    await this.local.set(key, data, ctx)
  }

  async revalidateTag(tags, durations) {
    // Next's own record of invalidated tags in this process (also consulted for Redis entries).
    await this.local.revalidateTag(tags, durations)
    await this.redis.invalidate(typeof tags === 'string' ? [tags] : tags)
  }

  /** The latest invalidation of these tags made by any instance (0: none known). */
  async lastInvalidation(tags) {
    return Math.max(0, ...(await this.redis.lastInvalidations(tags)))
  }

  resetRequestCache() {}
}

// Next's optimized images (`images.customCacheHandler` in next.config.ts): with Redis, made once
// for every instance; else, or while Redis does not answer, kept in this process's memory (the
// newest 64 MB: an evicted image is encoded again, seconds of CPU for AVIF). An image the cache has
// no fresh copy of is encoded in its turn (render-queue.mjs, waitForImagePlace): a stale one counts
// as missing instead of being served while Next encodes it again in the background, where no
// queue would bound it (next.config.ts sets its lifetime, `minimumCacheTTL`, to 30 days).
const IMAGE_MEMORY_BYTES = 64 * 1024 * 1024
const imageKind = 'IMAGE'
const memoryImages = new Map()
let memoryImageBytes = 0

function rememberImage(key, entry) {
  const previous = memoryImages.get(key)
  if (previous) memoryImageBytes -= previous.value.buffer.length
  memoryImages.delete(key)
  memoryImages.set(key, entry)
  memoryImageBytes += entry.value.buffer.length
  for (const [oldest, old] of memoryImages) {
    if (memoryImageBytes <= IMAGE_MEMORY_BYTES) break
    memoryImages.delete(oldest)
    memoryImageBytes -= old.value.buffer.length
  }
}

const imageStore = {
  redisKey: (key) => `${process.env.REDIS_KEY_PREFIX || 'clinic'}:image:${key}`,
  async get(key) {
    if (useRedis && (await sharedRedis().usable())) {
      const stored = await sharedRedis().getRaw(this.redisKey(key))
      if (!stored) return null
      const { buffer, lastModified, ...value } = JSON.parse(stored)
      return { lastModified, value: { ...value, kind: imageKind, buffer: Buffer.from(buffer, 'base64') } }
    }
    return memoryImages.get(key) ?? null
  },
  async set(key, value) {
    const entry = { lastModified: Date.now(), value }
    if (useRedis && (await sharedRedis().usable())) {
      const revalidate = typeof value.revalidate === 'number' ? value.revalidate : DAY_SECONDS
      // Kept for its lifetime (at most 30 days): a stale entry is not served (freshImage).
      const seconds = Math.min(Math.max(revalidate, 60), 30 * DAY_SECONDS)
      const stored = JSON.stringify({ ...value, lastModified: entry.lastModified, buffer: value.buffer.toString('base64') })
      await sharedRedis().setRaw(this.redisKey(key), stored, seconds)
      return
    }
    rememberImage(key, entry)
  },
}

/** Whether an image entry is within its lifetime (`revalidate`: what Next stored, at least minimumCacheTTL). */
const freshImage = (entry) =>
  Boolean(entry) && (typeof entry.value.revalidate !== 'number' || entry.lastModified + entry.value.revalidate * 1000 > Date.now())

// A render that began before a save and ends after it has read the old content. Stored, it would
// count as newer than the save and be served until the next one: it is refused instead, and the
// next visitor gets a new render. A render begins when a read finds no page to serve.
const pageKinds = new Set(['APP_PAGE', 'APP_ROUTE'])
/**
 * Cache key → when each render that will store it began, oldest first: one entry per read that found
 * nothing. Two renders of one page can be under way at once (requests Next does not merge); each
 * store is checked against the oldest start and takes it off, so the second of two renders that both
 * began before a save is refused too, not stored unchecked because the first one's store forgot it.
 */
const renderStarts = new Map()
/** Tag → when this process last invalidated it. */
const localInvalidations = new Map()

/** The tags a rendered page or route carries: what it shows (src/platform/cache/page-dependencies.ts) and its paths. */
function tagsOfEntry(data) {
  const header = data?.headers?.[cacheTagsHeader]
  return typeof header === 'string' && header ? header.split(',') : []
}

async function invalidatedSince(cache, tags, since) {
  const local = Math.max(0, ...tags.map((tag) => localInvalidations.get(tag) ?? 0))
  // The same millisecond counts as before: the render may have read the content just before the save.
  if (local >= since) return true
  return typeof cache?.lastInvalidation === 'function' && (await cache.lastInvalidation(tags)) >= since
}

/**
 * What Next instantiates (once per request). Next's proxy (src/proxy.ts) bundles this file too and
 * creates its cache without a file system, where Next itself would use no cache at all: it gets none
 * here either, and opens no connection.
 */
export default class PageCache {
  constructor(context) {
    const withFileSystem = Boolean(context?.fs && context.serverDistDir)
    this.cache = !withFileSystem ? null : useRedis ? new SharedCacheHandler(context) : new FileSystemCache(context)
    // For a refresh from a job (src/platform/cache/revalidate.ts): all caches share their state (Next's
    // record of invalidated tags, Redis), so any one of them will do.
    if (this.cache) registerPageCache(this)
  }

  async get(key, ctx) {
    // The image optimizer's cache is made without a file system: images never reach this.cache.
    if (ctx?.kind === imageKind) {
      const entry = await imageStore.get(key)
      if (freshImage(entry)) return entry
      // Next will encode it: in its turn. Another instance may have made it meanwhile.
      await waitForImagePlace()
      const made = await imageStore.get(key)
      return freshImage(made) ? made : null
    }
    const entry = this.cache ? await this.cache.get(key, ctx) : null
    if (!entry && pageKinds.has(ctx?.kind)) {
      // The page will be rendered: in its turn, a few at a time (render-queue.mjs). It reads the
      // content once it has its place, so its render begins then.
      await waitForRenderPlace()
      const starts = renderStarts.get(key) ?? []
      starts.push(Date.now())
      renderStarts.set(key, starts)
    }
    return entry
  }

  async set(key, data, ctx) {
    if (data?.kind === imageKind) return imageStore.set(key, data)
    if (pageKinds.has(data?.kind)) {
      const starts = renderStarts.get(key)
      const started = starts?.shift()
      if (starts?.length === 0) renderStarts.delete(key)
      if (started !== undefined && (await invalidatedSince(this.cache, tagsOfEntry(data), started))) {
        metrics().pagesNotCached.inc()
        return
      }
    }
    await this.cache?.set(key, data, ctx)
  }

  async revalidateTag(tags, durations) {
    const now = Date.now()
    for (const tag of typeof tags === 'string' ? [tags] : tags) localInvalidations.set(tag, now)
    await this.cache?.revalidateTag(tags, durations)
  }

  resetRequestCache() {
    this.cache?.resetRequestCache?.()
  }
}
