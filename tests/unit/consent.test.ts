import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  consentStorageKey,
  consentVersion,
  fullConsent,
  isAllowed,
  makeChoice,
  noConsent,
  parseChoice,
  serializeChoice,
} from '@/features/consent/consent-record'
import { createConsentStore } from '@/features/consent/consent-store'
import { trackerIds } from '@/features/tracking/ids'
import { consentModeOf } from '@/features/tracking/tag-manager'

const now = new Date('2026-11-22T12:34:56.789Z')

class MemoryStorage {
  values = new Map<string, string>()
  getItem(key: string) {
    return this.values.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.values.set(key, value)
  }
}

describe('stored consent choice', () => {
  it('records the version, an ISO timestamp and every purpose', () => {
    const choice = makeChoice({ analytics: true }, now)
    expect(choice).toEqual({
      version: consentVersion,
      timestamp: '2026-11-22T12:34:56.789Z',
      purposes: { analytics: true, marketing: false, externalMedia: false },
    })
    expect(parseChoice(serializeChoice(choice))).toEqual(choice)
  })

  it('pre-ticks nothing: only an explicit true is consent', () => {
    expect(noConsent).toEqual({ analytics: false, marketing: false, externalMedia: false })
    expect(makeChoice({}, now).purposes).toEqual(noConsent)
    expect(makeChoice({ analytics: 'yes', marketing: 1 } as never, now).purposes).toEqual(noConsent)
    expect(isAllowed(null, 'analytics')).toBe(false)
    expect(isAllowed(makeChoice(fullConsent, now), 'externalMedia')).toBe(true)
  })

  it('ignores missing, broken, foreign-version and undated records (the visitor is asked again)', () => {
    expect(parseChoice(null)).toBeNull()
    expect(parseChoice('')).toBeNull()
    expect(parseChoice('{not json')).toBeNull()
    expect(parseChoice('true')).toBeNull()
    expect(parseChoice(JSON.stringify({ ...makeChoice(fullConsent, now), version: consentVersion + 1 }))).toBeNull()
    expect(parseChoice(JSON.stringify({ ...makeChoice(fullConsent, now), version: undefined }))).toBeNull()
    expect(parseChoice(JSON.stringify({ ...makeChoice(fullConsent, now), timestamp: 'yesterday' }))).toBeNull()
    expect(parseChoice(JSON.stringify({ version: consentVersion, timestamp: now.toISOString() }))).toBeNull()
  })

  it('reads a purpose missing from a valid record as refused', () => {
    const stored = JSON.stringify({ version: consentVersion, timestamp: now.toISOString(), purposes: { marketing: true } })
    expect(parseChoice(stored)?.purposes).toEqual({ analytics: false, marketing: true, externalMedia: false })
  })
})

describe('consent store', () => {
  it('has no choice until one is saved, then persists it under clinic.consent', () => {
    const storage = new MemoryStorage()
    const store = createConsentStore(
      () => storage,
      () => now,
    )
    expect(store.getState()).toMatchObject({ ready: true, choice: null, settingsOpen: false })
    const listener = vi.fn()
    store.subscribe(listener)
    store.save(fullConsent)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(consentStorageKey).toBe('clinic.consent')
    expect(JSON.parse(storage.getItem(consentStorageKey) ?? '')).toEqual({
      version: consentVersion,
      timestamp: now.toISOString(),
      purposes: fullConsent,
    })
    // A new page (a new store over the same storage) finds the choice.
    expect(createConsentStore(() => storage).getState().choice).toEqual(makeChoice(fullConsent, now))
  })

  it('withdraws as easily as it consents: one save replaces every purpose', () => {
    const storage = new MemoryStorage()
    const store = createConsentStore(
      () => storage,
      () => now,
    )
    store.save(fullConsent)
    store.save(noConsent)
    expect(parseChoice(storage.getItem(consentStorageKey))?.purposes).toEqual(noConsent)
  })

  it('"always allow" adds one purpose and keeps the others as they were', () => {
    const storage = new MemoryStorage()
    const store = createConsentStore(
      () => storage,
      () => now,
    )
    expect(store.allow('externalMedia').purposes).toEqual({ analytics: false, marketing: false, externalMedia: true })
    store.save({ analytics: true })
    expect(store.allow('externalMedia').purposes).toEqual({ analytics: true, marketing: false, externalMedia: true })
  })

  it('opens and closes the settings without touching the choice', () => {
    const store = createConsentStore(
      () => new MemoryStorage(),
      () => now,
    )
    store.save({ marketing: true })
    store.openSettings()
    expect(store.getState()).toMatchObject({ settingsOpen: true, choice: { purposes: { marketing: true } } })
    store.closeSettings()
    expect(store.getState().settingsOpen).toBe(false)
    store.openSettings()
    store.save(noConsent)
    expect(store.getState().settingsOpen).toBe(false)
  })

  it('follows a choice made in another tab', () => {
    const storage = new MemoryStorage()
    const store = createConsentStore(
      () => storage,
      () => now,
    )
    expect(store.getState().choice).toBeNull()
    storage.setItem(consentStorageKey, serializeChoice(makeChoice({ analytics: true }, now)))
    store.reload()
    expect(isAllowed(store.getState().choice, 'analytics')).toBe(true)
  })

  it('works without usable storage: nothing allowed, a choice holds for the page', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = createConsentStore(
      () => broken,
      () => now,
    )
    expect(store.getState().choice).toBeNull()
    expect(() => store.save(fullConsent)).not.toThrow()
    expect(isAllowed(store.getState().choice, 'marketing')).toBe(true)
    expect(createConsentStore(() => undefined).getState().choice).toBeNull()
  })
})

describe('tracker IDs and Consent Mode', () => {
  it('takes the IDs from the settings, else the environment, and ignores malformed ones', () => {
    const env = { GTM_ID: 'GTM-ENV123', META_PIXEL_ID: '999999999' }
    expect(trackerIds({ gtmId: 'GTM-ABC1234', metaPixelId: '123456789012345' }, env)).toEqual({
      gtmId: 'GTM-ABC1234',
      metaPixelId: '123456789012345',
    })
    expect(trackerIds({ gtmId: null, metaPixelId: '  ' }, env)).toEqual({ gtmId: 'GTM-ENV123', metaPixelId: '999999999' })
    expect(trackerIds({}, {})).toEqual({ gtmId: undefined, metaPixelId: undefined })
    expect(trackerIds({ gtmId: 'GTM-x"><script>', metaPixelId: '12ab' }, env)).toEqual({ gtmId: undefined, metaPixelId: undefined })
  })

  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentModeOf(noConsent)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    expect(consentModeOf({ analytics: true, marketing: false, externalMedia: true })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
    expect(consentModeOf({ analytics: false, marketing: true, externalMedia: false })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    })
  })
})

describe('route events (spec §7)', () => {
  const calls: unknown[][] = []
  const dataLayer: unknown[] = []

  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers()
    calls.length = 0
    dataLayer.length = 0
    const fbq = (...args: unknown[]) => calls.push(args)
    vi.stubGlobal('window', { fbq, dataLayer, setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) })
    vi.stubGlobal('document', { createElement: () => ({}), head: { appendChild: () => {} } })
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  async function loaded() {
    const pixel = await import('@/features/tracking/pixel')
    const tagManager = await import('@/features/tracking/tag-manager')
    const routes = await import('@/features/tracking/route-events')
    pixel.loadPixel('123456789')
    tagManager.loadTagManager('GTM-TEST1', fullConsent)
    return routes
  }

  const viewContents = () => calls.filter((args) => args[0] === 'track' && args[1] === 'ViewContent').length
  const routeChanges = () => dataLayer.filter((entry) => (entry as { event?: string }).event === 'route-change').length

  it('sends ViewContent at once and route-change 50 ms later, once per route update', async () => {
    const { noteRoute, sendRouteEvents } = await loaded()
    noteRoute('/')
    sendRouteEvents({ pixel: true, tagManager: true })
    sendRouteEvents({ pixel: true, tagManager: true }) // a second mount or a re-render
    expect(viewContents()).toBe(1)
    vi.advanceTimersByTime(49)
    expect(routeChanges()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(routeChanges()).toBe(1)
    noteRoute('/')
    sendRouteEvents({ pixel: true, tagManager: true })
    noteRoute('/kontakt')
    sendRouteEvents({ pixel: true, tagManager: true })
    vi.advanceTimersByTime(50)
    expect([viewContents(), routeChanges()]).toEqual([2, 2])
  })

  it('sends nothing without consent, and the current page once consent arrives', async () => {
    const { noteRoute, sendRouteEvents } = await loaded()
    noteRoute('/reference')
    sendRouteEvents({ pixel: false, tagManager: false })
    vi.advanceTimersByTime(100)
    expect([viewContents(), routeChanges()]).toEqual([0, 0])
    sendRouteEvents({ pixel: true, tagManager: false })
    sendRouteEvents({ pixel: true, tagManager: true })
    vi.advanceTimersByTime(100)
    expect([viewContents(), routeChanges()]).toEqual([1, 1])
  })

  it('stops the pixel after a withdrawal', async () => {
    const { noteRoute, sendRouteEvents } = await loaded()
    const pixel = await import('@/features/tracking/pixel')
    pixel.revokePixel()
    expect(calls).toContainEqual(['consent', 'revoke'])
    noteRoute('/')
    sendRouteEvents({ pixel: true, tagManager: false })
    pixel.trackPixel('Lead')
    expect(calls.filter((args) => args[0] === 'track')).toEqual([])
  })
})
