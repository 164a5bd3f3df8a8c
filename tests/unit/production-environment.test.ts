/**
 * Issue 26, point 6: a production server refuses an unsafe environment before it loads anything,
 * with a message naming the variable and the fix. The image's own refusal (exit code, no answer on
 * the port) is tested in tests/production/unsafe-starts.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { demoAdminPassword, minimumSecretLength, productionEnvironmentProblem } from '@/platform/server/run-mode.mjs'

const safe = {
  PAYLOAD_SECRET: 'a'.repeat(minimumSecretLength),
  SITE_URL: 'https://www.clinic.example',
  DATABASE_URL: 'postgres://clinic@db:5432/clinic',
}

describe('the production environment check', () => {
  it('accepts a long secret, an https SITE_URL and a DATABASE_URL', () => {
    expect(productionEnvironmentProblem(safe)).toBeNull()
  })

  it('lets the demo start without any of them', () => {
    expect(productionEnvironmentProblem({ SITE_MODE: 'demo' })).toBeNull()
  })

  it.each([
    [{ PAYLOAD_SECRET: undefined }, /^PAYLOAD_SECRET is not set/],
    [{ PAYLOAD_SECRET: 'x' }, /^PAYLOAD_SECRET has 1 characters; production needs at least 32 .*openssl rand -hex 32/],
    [{ PAYLOAD_SECRET: 'a'.repeat(31) }, /^PAYLOAD_SECRET has 31 characters/],
    [{ ADMIN_PASSWORD: demoAdminPassword }, /^ADMIN_PASSWORD is the published demo password/],
    [{ SITE_URL: undefined }, /^SITE_URL is not set\. .*SITE_URL=https:\/\//],
    [{ SITE_URL: 'www.clinic.example' }, /^SITE_URL "www\.clinic\.example" is not an address/],
    [{ SITE_URL: 'http://www.clinic.example' }, /^SITE_URL is http:\/\/www\.clinic\.example, not https\. .*ALLOW_HTTP_SITE_URL=1/],
    [{ SITE_URL: 'ftp://www.clinic.example' }, /not https/],
    [{ DATABASE_URL: undefined }, /^DATABASE_URL is not set, .*DATABASE_URL=postgres:\/\/.*SQLITE_SINGLE_BOX=1/],
    [{ DATABASE_URL: '  ' }, /^DATABASE_URL is not set/],
  ])('refuses %o, naming the variable and the fix', (change, message) => {
    const env: Record<string, string | undefined> = { ...safe, ...change }
    expect(productionEnvironmentProblem(env)).toMatch(message)
  })

  it('accepts plain http only with ALLOW_HTTP_SITE_URL=1, and SQLite only with SQLITE_SINGLE_BOX=1', () => {
    expect(productionEnvironmentProblem({ ...safe, SITE_URL: 'http://10.0.0.5:3000', ALLOW_HTTP_SITE_URL: '1' })).toBeNull()
    expect(productionEnvironmentProblem({ ...safe, SITE_URL: 'http://10.0.0.5:3000', ALLOW_HTTP_SITE_URL: 'yes' })).toMatch(/not https/)
    expect(productionEnvironmentProblem({ ...safe, DATABASE_URL: undefined, SQLITE_SINGLE_BOX: '1' })).toBeNull()
  })
})
