import { describe, expect, it } from 'vitest'
import { withScriptHashes } from '../../src/platform/server/script-hashes.mjs'
import { hstsValue, servesHttpsOnly } from '../../src/platform/server/transport-security.mjs'
import { securityHeaderRules, siteCsp } from '@/platform/security/headers'
import { thirdParties } from '@/platform/security/third-party-hosts'
import { observatoryScore } from '../support/observatory'

const origin = 'https://www.klinika.example'
const html = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>x()</script></body></html>'

/**
 * The headers the home page of a site with an https SITE_URL gets: next.config.ts's rules (later
 * rules win), and HSTS, which our server adds for that address (src/platform/server/transport-security.mjs).
 */
function homeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of securityHeaderRules({ SITE_URL: origin }))
    if (rule.source === '/:path*' && !rule.has) for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  if (servesHttpsOnly(origin)) headers['strict-transport-security'] = hstsValue
  return headers
}

const resultOf = (score: ReturnType<typeof observatoryScore>, name: string) => score.tests.find((test) => test.name === name)?.result

describe('the Observatory rules', () => {
  it("give the policy with script-src 'unsafe-inline' the 80 (B+) the issue reports", () => {
    const before = { ...homeHeaders(), 'content-security-policy': siteCsp(thirdParties({}), 'unsafe-inline') }
    const score = observatoryScore({ headers: before, html, https: true, origin })
    expect(resultOf(score, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline')
    expect(score).toMatchObject({ score: 80, grade: 'B+' })
  })

  it('give the hashed policy at least 100 (A+), with no test losing points', () => {
    const headers = homeHeaders()
    headers['content-security-policy'] = withScriptHashes(headers['content-security-policy'], [
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ])
    const score = observatoryScore({ headers, html, https: true, origin })
    // style-src keeps 'unsafe-inline' (React style attributes): no bonus there, and no penalty.
    expect(resultOf(score, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline-in-style-src-only')
    expect(score.tests.filter((test) => test.modifier < 0)).toEqual([])
    expect(score.score).toBeGreaterThanOrEqual(100)
    expect(score.grade).toBe('A+')
  })

  it('take points for what Observatory penalises', () => {
    const headers = homeHeaders()
    const withPolicy = (policy: string) =>
      observatoryScore({ headers: { ...headers, 'content-security-policy': policy }, html, https: true, origin })
    expect(resultOf(withPolicy("default-src 'self'; script-src 'self' 'unsafe-eval'"), 'content-security-policy')).toBe(
      'csp-implemented-with-unsafe-eval',
    )
    expect(resultOf(withPolicy("default-src 'self'; script-src 'self' 'strict-dynamic'"), 'content-security-policy')).toBe(
      'csp-header-invalid',
    )
    expect(resultOf(withPolicy("default-src 'self'; script-src 'self'; script-src https:"), 'content-security-policy')).toBe(
      'csp-header-invalid',
    )
    expect(resultOf(withPolicy("default-src 'self'; object-src https:"), 'content-security-policy')).toBe(
      'csp-implemented-with-unsafe-inline',
    )
    // 'unsafe-inline' beside a hash is ignored by browsers, and by the Observatory.
    expect(
      resultOf(withPolicy("default-src 'none'; script-src 'unsafe-inline' 'sha256-abc='; style-src 'self'"), 'content-security-policy'),
    ).toBe('csp-implemented-with-no-unsafe-default-src-none')
    const plainHttp = observatoryScore({ headers, html, https: false, origin: 'http://localhost' })
    expect(resultOf(plainHttp, 'strict-transport-security')).toBe('hsts-not-implemented-no-https')
    const noHeaders = observatoryScore({ headers: {}, html, https: true, origin })
    expect(noHeaders.score).toBeLessThan(50)
  })
})
