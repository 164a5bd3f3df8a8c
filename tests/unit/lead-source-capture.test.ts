import { beforeAll, describe, expect, it, vi } from 'vitest'
import { consentStorageKey, fullConsent, makeChoice, noConsent, serializeChoice } from '@/features/consent/consent-record'
import { cleanLeadSource } from '@/features/inquiries/lead-sources/fields'

class MemoryStorage {
  values = new Map<string, string>()
  getItem(key: string) {
    return this.values.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.values.set(key, value)
  }
  removeItem(key: string) {
    this.values.delete(key)
  }
}

const session = new MemoryStorage()
const local = new MemoryStorage()
const analyticsOnly = makeChoice({ ...noConsent, analytics: true }, new Date())
const everything = makeChoice(fullConsent, new Date())
let capture: typeof import('@/features/inquiries/lead-sources/capture')

beforeAll(async () => {
  // The visit arrives on a procedure page from a search engine, through a campaign link.
  vi.stubGlobal('window', {
    location: {
      href: 'https://clinic.test/zakroky/liposukce?utm_source=google&utm_medium=cpc&utm_campaign=jaro%0A2026&gclid=Cj0-abc_1&email=x@y.cz',
    },
    sessionStorage: session,
    localStorage: local,
    addEventListener() {},
  })
  vi.stubGlobal('document', { referrer: 'https://www.google.com/search?q=jana+novakova' })
  local.setItem(consentStorageKey, serializeChoice(everything))
  capture = await import('@/features/inquiries/lead-sources/capture')
})

const stored = () => JSON.parse(session.getItem(capture.leadSourceStorageKey) ?? 'null')

describe('the visit’s source in the browser (issue 31)', () => {
  it('keeps nothing before the visitor allowed analytics', () => {
    capture.syncLeadSource(null)
    capture.syncLeadSource(makeChoice({ ...noConsent, marketing: true }, new Date()))
    expect(session.getItem(capture.leadSourceStorageKey)).toBeNull()
  })

  it('with analytics: the landing path, the referrer’s host and the campaign, no click id and no query', () => {
    capture.syncLeadSource(analyticsOnly)
    // The campaign's line break makes it invalid: dropped, never sent to be refused.
    expect(stored()).toEqual({ landingPage: '/zakroky/liposukce', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc' })
  })

  it('adds the click id once marketing is allowed, and drops it and everything on withdrawal', () => {
    capture.syncLeadSource(everything)
    expect(stored()).toMatchObject({ landingPage: '/zakroky/liposukce', gclid: 'Cj0-abc_1' })
    expect(capture.leadSourceFields()).toMatchObject({ gclid: 'Cj0-abc_1', utmSource: 'google' })
    capture.syncLeadSource(analyticsOnly)
    expect(stored().gclid).toBeUndefined()
    capture.syncLeadSource(makeChoice(noConsent, new Date()))
    expect(session.getItem(capture.leadSourceStorageKey)).toBeNull()
  })
})

describe('cleanLeadSource', () => {
  it('keeps valid values only, trims, cuts campaign values at 150 and needs marketing for click ids', () => {
    const record = {
      landingPage: '/kontakt?email=a@b.cz',
      referrerHost: 'https://evil.example/path',
      utmSource: '  seznam  ',
      utmCampaign: 'x'.repeat(200),
      fbclid: 'IwAR-1',
      other: 'ignored',
    }
    expect(cleanLeadSource(record, false)).toEqual({ utmSource: 'seznam', utmCampaign: 'x'.repeat(150) })
    expect(cleanLeadSource(record, true)).toEqual({ utmSource: 'seznam', utmCampaign: 'x'.repeat(150), fbclid: 'IwAR-1' })
    expect(cleanLeadSource('not a record', true)).toEqual({})
  })
})
