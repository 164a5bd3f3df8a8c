import { describe, expect, it } from 'vitest'
import { sameOriginPath } from '@/platform/security/same-origin-path'

/**
 * Targets that a browser (or a server decoding them first) reads as another site, a script, or
 * something other than a plain path here. Gathered from open-redirect bypass lists (PayloadsAllTheThings,
 * the report of issue 27) and from how the WHATWG URL parser normalises input.
 */
const bypasses: string[] = [
  // Scheme-relative and scheme-ful
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example/%2F..',
  '//evil.example@clinic.example',
  'https://evil.example',
  'http://evil.example/x',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
  '//https://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Backslashes, raw and encoded
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '/%255Cevil.example',
  // Tabs, newlines, CR, controls (raw and encoded), as in the report
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0a/evil.example',
  '/%0A/evil.example',
  '/\r/evil.example',
  '/%0d/evil.example',
  '/%0D%0A/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/%7f/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '\u0001//evil.example',
  '%09//evil.example',
  '%20//evil.example',
  '/ /evil.example',
  '/%20/evil.example',
  // Encoded slashes, single and double
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  // Dot segments that leave `//host` behind
  '/.//evil.example',
  '/..//evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/./\\evil.example',
  // Unicode lookalikes and invisible characters
  '/\uff0f\uff0fevil.example',
  '/\u2215\u2215evil.example',
  '/\u2044\u2044evil.example',
  '/\uff3cevil.example',
  '/%EF%BC%8F%EF%BC%8Fevil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  '/\u00a0/evil.example',
  '/\u3000/evil.example',
  '/\u2028/evil.example',
  '//evil\u3002example',
  // Malformed percent-encoding and oversized input
  '/%E0%A4%A',
  '/%',
  `/${'a'.repeat(3000)}`,
  '',
]

const legitimate: Array<[string, string]> = [
  ['/', '/'],
  ['/zakroky/botox', '/zakroky/botox'],
  ['/en/procedures/botox-injections', '/en/procedures/botox-injections'],
  ['/de/eingriffe/botox?utm_source=x&utm_medium=y', '/de/eingriffe/botox?utm_source=x&utm_medium=y'],
  ['/kontakt#formular', '/kontakt#formular'],
  ['/blog/novinky?page=2#top', '/blog/novinky?page=2#top'],
  ['/zákroky', '/z%C3%A1kroky'],
  ['/a/./b/../c', '/a/c'],
  ['/search?q=%2F%2Fnot-a-host', '/search?q=%2F%2Fnot-a-host'],
  ['/en/', '/en/'],
]

describe('sameOriginPath', () => {
  it(`refuses every one of ${bypasses.length} known bypass strings`, () => {
    expect(bypasses.length).toBeGreaterThanOrEqual(50)
    const accepted = bypasses.filter((target) => sameOriginPath(target) !== undefined)
    expect(accepted).toEqual([])
  })

  it.each(legitimate)('accepts the site path %j as %j', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected)
    // What a browser makes of the answer as a Location: the same site.
    expect(new URL(expected, 'https://clinic.example/api/v1/preview/exit').origin).toBe('https://clinic.example')
  })

  it('accepts an absolute URL only on the site’s own origin, giving its path', () => {
    const siteOrigins = ['https://clinic.example']
    expect(sameOriginPath('https://clinic.example/en/contact?x=1', { siteOrigins })).toBe('/en/contact?x=1')
    expect(sameOriginPath('https://clinic.example.evil.example/en', { siteOrigins })).toBeUndefined()
    expect(sameOriginPath('https://clinic.example@evil.example/', { siteOrigins })).toBeUndefined()
    expect(sameOriginPath('https://user@clinic.example/', { siteOrigins })).toBeUndefined()
    expect(sameOriginPath('https://clinic.example//evil.example', { siteOrigins })).toBeUndefined()
    expect(sameOriginPath('https://clinic.example/en/contact')).toBeUndefined()
  })

  it('refuses what is not a string', () => {
    expect(sameOriginPath(undefined)).toBeUndefined()
    expect(sameOriginPath(['/a'])).toBeUndefined()
  })
})
