import { describe, expect, it } from 'vitest'
import {
  cacheControlFor,
  immutableCacheControl,
  pageCacheControl,
  privateAnswer,
  rootFileCacheControl,
} from '@/platform/server/cache-policy.mjs'

const nextPage = 's-maxage=31536000'
const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers })

describe('the caching policy a CDN sees', () => {
  it('a page Next would let a CDN keep for a year is kept 2 s, then served stale for 2 s more while it is fetched again', () => {
    expect(cacheControlFor(get('/caste-dotazy'), { status: 200, cacheControl: nextPage })).toBe(pageCacheControl)
    expect(pageCacheControl).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2, stale-if-error=86400')
    // The page's RSC data for client-side navigation too.
    expect(cacheControlFor(get('/caste-dotazy?_rsc=1x'), { status: 200, cacheControl: `${nextPage}, stale-while-revalidate` })).toBe(
      pageCacheControl,
    )
  })

  it('anything personal is private and never stored: a staff session, draft mode, credentials, a cookie set, the admin, a POST', () => {
    for (const cookie of ['payload-token=x', 'a=1; __Host-payload-token=x', '__prerender_bypass=1', 'clinic-form-reply=abc']) {
      expect(cacheControlFor(get('/', { cookie }), { status: 200, cacheControl: nextPage })).toBe(privateAnswer)
    }
    expect(cacheControlFor(get('/', { authorization: 'JWT x' }), { status: 200, cacheControl: nextPage })).toBe(privateAnswer)
    expect(cacheControlFor(get('/'), { status: 200, cacheControl: nextPage, setsCookie: true })).toBe(privateAnswer)
    expect(cacheControlFor(get('/admin/collections/pages'), { status: 200, cacheControl: nextPage })).toBe(privateAnswer)
    expect(cacheControlFor({ method: 'POST', url: '/api/v1/inquiries/standard', headers: {} }, { status: 201 })).toBe(privateAnswer)
    // An analytics cookie alone does not make a page personal.
    expect(cacheControlFor(get('/', { cookie: '_ga=GA1.1' }), { status: 200, cacheControl: nextPage })).toBe(pageCacheControl)
  })

  it('API answers are private except the public files; inquiry photos always', () => {
    expect(cacheControlFor(get('/api/pages?limit=1'), { status: 200 })).toBe(privateAnswer)
    expect(cacheControlFor(get('/api/inquiry-photos/file/a.jpg?v=1'), { status: 200 })).toBe(privateAnswer)
    expect(cacheControlFor(get('/api/health/ready'), { status: 200, cacheControl: 'no-store' })).toBeUndefined()
    expect(cacheControlFor(get('/api/search?q=botox'), { status: 200, cacheControl: 'public, max-age=60' })).toBe(privateAnswer)
  })

  it('a versioned image or document is kept a year; without its version, or refused, it is not', () => {
    expect(cacheControlFor(get('/api/media/file/a.jpg?v=m1abc'), { status: 200 })).toBe(immutableCacheControl)
    expect(cacheControlFor(get('/api/documents/file/storno.pdf?v=m1abc'), { status: 206 })).toBe(immutableCacheControl)
    expect(cacheControlFor(get('/api/media/file/a.jpg'), { status: 200 })).toBe(pageCacheControl)
    expect(cacheControlFor(get('/api/media/file/a.jpg?v=m1abc'), { status: 404 })).toBeUndefined()
    const image = `/_next/image?url=${encodeURIComponent('/api/media/file/a.jpg?v=m1abc')}&w=640&q=75`
    expect(cacheControlFor(get(image), { status: 200, cacheControl: 'public, max-age=14400, must-revalidate' })).toBe(immutableCacheControl)
    const unversioned = `/_next/image?url=${encodeURIComponent('/api/media/file/a.jpg')}&w=640&q=75`
    expect(cacheControlFor(get(unversioned), { status: 200, cacheControl: 'public, max-age=14400, must-revalidate' })).toBeUndefined()
  })

  it('root files get an hour in browsers and a minute in shared caches; the service worker stays uncached; build files keep Next’s', () => {
    expect(cacheControlFor(get('/favicon.ico'), { status: 200, cacheControl: 'public, max-age=0, must-revalidate' })).toBe(
      rootFileCacheControl,
    )
    expect(cacheControlFor(get('/sw.js'), { status: 200, cacheControl: 'no-cache, no-store, must-revalidate' })).toBeUndefined()
    expect(
      cacheControlFor(get('/_next/static/chunks/a.js'), { status: 200, cacheControl: 'public, max-age=31536000, immutable' }),
    ).toBeUndefined()
  })
})
