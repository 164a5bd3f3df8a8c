import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { consentStorageKey, consentVersion, fullConsent, noConsent, parseChoice } from '@/features/consent/consent-record'
import {
  choiceStoredEvent,
  consentPromptScript,
  promptAttribute,
  settingsRequestedAttribute,
  settingsRequestedEvent,
  staticChoiceAttribute,
} from '@/features/consent/consent-prompt-script'

/**
 * The inline script decides before the first paint whether the server's consent banner shows.
 * It must agree with parseChoice, which decides after hydration: otherwise the banner would
 * flash away (or appear) when the page's code runs.
 */

type Listener = (event: { target: unknown }) => void

/** Runs the script as a browser would, against a stored value; returns what it left on <html>. */
function runScript(stored: string | null, storage: 'works' | 'throws' = 'works') {
  const attributes = new Set<string>()
  const values = new Map<string, string>()
  if (stored !== null) values.set(consentStorageKey, stored)
  let click: Listener | undefined
  const dispatched: string[] = []
  const localStorage = {
    getItem(key: string) {
      if (storage === 'throws') throw new Error('SecurityError')
      return values.get(key) ?? null
    },
    setItem(key: string, value: string) {
      if (storage === 'throws') throw new Error('SecurityError')
      values.set(key, value)
    },
  }
  const documentElement = {
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'click') click = listener
    },
    dispatchEvent: (event: { type: string }) => dispatched.push(event.type),
  }
  class Event {
    constructor(readonly type: string) {}
  }
  runInNewContext(consentPromptScript(), { localStorage, document: { documentElement }, Event, JSON, Date, isNaN })
  /** A click on an element inside the static banner's button of this kind (or elsewhere: null). */
  const clickOn = (kind: string | null) => {
    const button = { getAttribute: (name: string) => (name === staticChoiceAttribute ? kind : null) }
    click?.({ target: { closest: (selector: string) => (kind !== null && selector === `[${staticChoiceAttribute}]` ? button : null) } })
  }
  return { attributes, dispatched, stored: () => values.get(consentStorageKey) ?? null, clickOn }
}

const valid = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    version: consentVersion,
    timestamp: '2026-11-30T10:00:00.000Z',
    purposes: { ...noConsent, analytics: true },
    ...overrides,
  })

const records: [string, string | null][] = [
  ['nothing stored', null],
  ['a valid refusal', valid({ purposes: noConsent })],
  ['a valid acceptance', valid({ purposes: fullConsent })],
  ['a record missing one purpose', valid({ purposes: { analytics: true } })],
  ['another consent version', valid({ version: consentVersion + 1 })],
  ['no version', valid({ version: undefined })],
  ['the version as a string', valid({ version: String(consentVersion) })],
  ['a timestamp that is no date', valid({ timestamp: 'yesterday' })],
  ['a numeric timestamp', valid({ timestamp: 1764496800000 })],
  ['no purposes', valid({ purposes: undefined })],
  ['purposes as a string', valid({ purposes: 'all' })],
  ['not JSON', '{version: 1'],
  ['JSON null', 'null'],
  ['a number', '1'],
  ['an empty string', ''],
]

describe('consentPromptScript: the banner before the first paint agrees with parseChoice', () => {
  for (const [name, stored] of records) {
    it(`${name}: the banner ${parseChoice(stored) ? 'stays hidden' : 'shows'}`, () => {
      expect(runScript(stored).attributes.has(promptAttribute)).toBe(parseChoice(stored) === null)
    })
  }

  it('with storage disabled it asks, as the store does (which allows nothing)', () => {
    expect(runScript(valid(), 'throws').attributes.has(promptAttribute)).toBe(true)
  })
})

describe("consentPromptScript: the server banner's buttons before the page's code runs", () => {
  it('"Accept all" stores a choice the store reads as every purpose allowed, and hides the banner', () => {
    const page = runScript(null)
    page.clickOn('all')
    expect(parseChoice(page.stored())?.purposes).toEqual(fullConsent)
    expect(page.attributes.has(promptAttribute)).toBe(false)
    // The store, if the page's code already runs, reads the choice again.
    expect(page.dispatched).toEqual([choiceStoredEvent])
  })

  it('"Reject all" stores a valid refusal, and hides the banner', () => {
    const page = runScript(valid({ version: 0 }))
    page.clickOn('none')
    const choice = parseChoice(page.stored())
    expect(choice?.purposes).toEqual(noConsent)
    expect(Date.now() - Date.parse(choice?.timestamp ?? '')).toBeLessThan(5_000)
    expect(page.attributes.has(promptAttribute)).toBe(false)
  })

  it('"Settings" keeps the banner and asks the dialog to open its settings; a click elsewhere does nothing', () => {
    const page = runScript(null)
    page.clickOn(null)
    expect([...page.attributes]).toEqual([promptAttribute])
    page.clickOn('settings')
    expect(page.attributes.has(settingsRequestedAttribute)).toBe(true)
    expect(page.attributes.has(promptAttribute)).toBe(true)
    expect(page.stored()).toBeNull()
    expect(page.dispatched).toEqual([settingsRequestedEvent])
  })

  it('a returning visitor gets no click handler at all', () => {
    const page = runScript(valid())
    page.clickOn('all')
    expect(page.stored()).toBe(valid())
  })
})
