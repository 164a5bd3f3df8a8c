import { describe, expect, it } from 'vitest'
import { adminCsp, apiCsp, fileCsp, imageCsp, securityHeaderRules, siteCsp } from '@/platform/security/headers'
import { hstsValue } from '@/platform/server/transport-security.mjs'
import { defaultBookingWidgetScriptUrl, defaultReviewWidgetBaseUrl, thirdParties } from '@/platform/security/third-party-hosts'

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

describe('the public site policy', () => {
  it('lists exactly the third-party hosts of the defaults', () => {
    const policy = directives(siteCsp(thirdParties({})))
    // No 'unsafe-inline': each page's inline scripts are allowed by their hashes (src/platform/server/html-pages.mjs).
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://www.youtube.com',
      'https://booking.example-widget.com',
    ])
    expect(policy['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://reviews.example-widget.com',
      'https://booking.example-widget.com',
    ])
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.facebook.com',
      'https://booking.example-widget.com',
    ])
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://www.facebook.com',
    ])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(siteCsp(thirdParties({}))).not.toMatch(/unsafe-eval|https:\/\/\*(?!\.)| https: |\*;/)
  })

  it('follows the widget addresses and extra sources from the environment', () => {
    expect(new URL(defaultReviewWidgetBaseUrl).origin).toBe('https://reviews.example-widget.com')
    expect(new URL(defaultBookingWidgetScriptUrl).origin).toBe('https://booking.example-widget.com')
    const policy = directives(
      siteCsp(
        thirdParties({
          REVIEW_WIDGET_URL: 'https://widget.reviews.test/v2/frame',
          BOOKING_WIDGET_SCRIPT_URL: 'https://book.test:8443/js/embed.js',
          CSP_EXTRA_CONNECT_SRC: 'https://www.google.com https://*.g.doubleclick.net',
        }),
      ),
    )
    expect(policy['frame-src']).toContain('https://widget.reviews.test')
    expect(policy['frame-src']).not.toContain('https://reviews.example-widget.com')
    expect(policy['script-src']).toContain('https://book.test:8443')
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://www.google.com', 'https://*.g.doubleclick.net']))
  })

  it('fails the build on a widget address or extra source that is not an https origin', () => {
    expect(() => thirdParties({ REVIEW_WIDGET_URL: 'http://reviews.test/widget' })).toThrow(/REVIEW_WIDGET_URL must use https/)
    expect(() => thirdParties({ BOOKING_WIDGET_SCRIPT_URL: 'booking.test/embed.js' })).toThrow(/absolute https URL/)
    expect(() => thirdParties({ CSP_EXTRA_SCRIPT_SRC: "'unsafe-eval'" })).toThrow(/CSP_EXTRA_SCRIPT_SRC/)
    expect(() => thirdParties({ CSP_EXTRA_IMG_SRC: 'https:' })).toThrow(/CSP_EXTRA_IMG_SRC/)
    expect(() => thirdParties({ CSP_EXTRA_FRAME_SRC: 'https://*' })).toThrow(/CSP_EXTRA_FRAME_SRC/)
  })
})

describe('inline scripts of the public site', () => {
  const sitePolicyOf = (env: Record<string, string>) =>
    directives(securityHeaderRules(env)[0].headers.find((header) => header.key === 'Content-Security-Policy')!.value)

  it('are left to the hashes the server adds in production, and allowed wholesale only under `next dev`', () => {
    expect(sitePolicyOf({ NODE_ENV: 'production' })['script-src']).not.toContain("'unsafe-inline'")
    expect(sitePolicyOf({})['script-src']).not.toContain("'unsafe-inline'")
    expect(sitePolicyOf({ NODE_ENV: 'development' })['script-src']).toContain("'unsafe-inline'")
    for (const env of [{}, { NODE_ENV: 'development' }] as Record<string, string>[])
      expect(Object.values(sitePolicyOf(env)).flat()).not.toContain("'unsafe-eval'")
  })
})

describe("the admin's policy", () => {
  const adminPolicyOf = (env: Record<string, string>) =>
    securityHeaderRules(env)
      .find((rule) => rule.source === '/admin/:path*')
      ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value

  it('is pinned: inline scripts by their hashes only (added by the server), no eval, no third party', () => {
    // Any change to it, weaker or stronger, shows here (docs/decisions/0027-inline-scripts-by-hash.md).
    expect(adminPolicyOf({ NODE_ENV: 'production' })).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "media-src 'self' blob:",
        "worker-src 'self' blob:",
        "frame-src 'self'",
        "form-action 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
    expect(adminPolicyOf({})).toBe(adminPolicyOf({ NODE_ENV: 'production' }))
    // `next dev`: Next's own server, which hashes nothing.
    expect(directives(adminPolicyOf({ NODE_ENV: 'development' }) ?? '')['script-src']).toEqual(["'self'", "'unsafe-inline'"])
  })
})

describe('the other policies keep the lockdown directives', () => {
  it.each([
    ['admin', adminCsp(), "'none'"],
    ['api', apiCsp(), "'none'"],
    ['file', fileCsp(), "'self'"],
    ['optimized image', imageCsp(), "'none'"],
  ])('%s', (_name, csp, objectSrc) => {
    const policy = directives(csp.replace(/; sandbox$/, ''))
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual([objectSrc])
    expect(csp).not.toContain('https://')
  })
})

describe('HSTS rules', () => {
  const hstsRules = (env: Record<string, string>) =>
    securityHeaderRules(env).filter((rule) =>
      rule.headers.some((header) => header.key === 'Strict-Transport-Security' && header.value === hstsValue),
    )

  it('depend on the forwarded protocol for an http SITE_URL', () => {
    const rules = hstsRules({ SITE_URL: 'http://localhost:3000' })
    expect(rules).toHaveLength(2)
    const [forwardedProto, forwarded] = rules.map((rule) => new RegExp(`^${rule.has?.[0].value}$`))
    expect(['https', 'https, http', 'https,http'].every((value) => forwardedProto.test(value))).toBe(true)
    expect(['http', 'http, https', 'httpsx'].some((value) => forwardedProto.test(value))).toBe(false)
    expect(
      ['proto=https', 'for=192.0.2.60;proto=https;by=203.0.113.43', 'for=x; proto="https"'].every((value) => forwarded.test(value)),
    ).toBe(true)
    expect(['proto=http', 'for=x;proto=httpsy'].some((value) => forwarded.test(value))).toBe(false)
  })

  it('are the same whatever SITE_URL the build saw: an https address adds HSTS when the server starts', () => {
    // next.config.ts's headers are fixed at build time; src/platform/server/transport-security.mjs decides at start.
    expect(hstsRules({ SITE_URL: 'https://www.aurelia-clinic.example' })).toEqual(hstsRules({ SITE_URL: 'http://localhost:3000' }))
  })
})

describe('previews (draft mode)', () => {
  const previewRule = securityHeaderRules({}).find((rule) => rule.has?.some((item) => item.type === 'cookie'))

  it('let public pages be framed by the own origin only, when the draft-mode cookie is sent', () => {
    expect(previewRule?.has).toEqual([{ type: 'cookie', key: '__prerender_bypass' }])
    const policy = directives(previewRule?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '')
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(previewRule?.headers).toContainEqual({ key: 'X-Frame-Options', value: 'SAMEORIGIN' })
    // Every other response of the site keeps 'none'.
    expect(directives(siteCsp(thirdParties({})))['frame-ancestors']).toEqual(["'none'"])
  })

  it('apply to public pages, never to the admin, the API or Next files', async () => {
    const { getPathMatch } = await import('next/dist/shared/lib/router/utils/path-match')
    const matches = getPathMatch(previewRule?.source ?? '', { strict: true, removeUnnamedParams: true })
    for (const path of ['/', '/en', '/zakroky/botox', '/en/procedures/botox', '/de/kontakt', '/administrace-pleti', '/apiary']) {
      expect(matches(path), path).not.toBe(false)
    }
    for (const path of ['/admin', '/admin/collections/procedures/1', '/api/v1/preview', '/_next/static/x.js']) {
      expect(matches(path), path).toBe(false)
    }
  })
})
