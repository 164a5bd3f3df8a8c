/**
 * The sample proxy's configuration (deploy/varnish/) against the app it fronts: what Varnish says
 * when no instance answers is what the app says in an outage, its page grace is the app's
 * stale-while-revalidate, and the tests' generated instance list has the sample's shape.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageOutageSeconds, pageStaleSeconds } from '../../src/platform/server/cache-policy.mjs'
import { outageTexts } from '../../src/platform/server/outage-page.mjs'
import { backendsVcl } from '../support/varnish'

const folder = path.resolve(import.meta.dirname, '../../deploy/varnish')
const defaultVcl = readFileSync(path.join(folder, 'default.vcl'), 'utf8')
const withoutComments = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .trim()

describe('the sample Varnish configuration', () => {
  it('answers with the app’s own outage words, in each language, when no instance answers', () => {
    for (const [language, words] of Object.entries(outageTexts)) {
      const page = defaultVcl.match(new RegExp(`<html lang="${language}">[\\s\\S]*?</html>`))?.[0] ?? ''
      expect(page, language).toContain(`<title>${words.title}</title>`)
      expect(page, language).toContain(`<h1>${words.title}</h1><p>${words.text}</p>`)
    }
  })

  it('serves a page past its time no longer than the app’s stale-while-revalidate while all is well, and a day in an outage', () => {
    expect(defaultVcl).toContain(`set req.grace = ${pageStaleSeconds}s;`)
    expect(defaultVcl).toMatch(/stale-if-error=\(\[0-9\]\+\)/)
    expect(defaultVcl).toContain(`set req.grace = ${pageOutageSeconds / 3600}h;`)
  })

  it('lists instances in the tests exactly as the sample backends.vcl does', () => {
    const sample = readFileSync(path.join(folder, 'backends.vcl'), 'utf8')
    expect(backendsVcl([3001, 3002]).trim()).toBe(withoutComments(sample))
  })
})
