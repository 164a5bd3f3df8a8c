import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  compareVersions,
  findInstalledPackages,
  isPayloadPackage,
  parseVersion,
  payloadProblems,
  summarizeAudit,
} from '../../scripts/lib/dependency-check.mjs'

describe('compareVersions orders versions as semver does', () => {
  it.each([
    ['3.90.1', '3.90.0', 1],
    ['3.90.0', '3.90.0', 0],
    ['3.89.9', '3.90.0', -1],
    ['3.100.0', '3.90.0', 1],
    ['3.9.0', '3.90.0', -1],
    ['4.0.0', '3.99.99', 1],
    ['2.999.999', '3.0.0', -1],
    ['v3.90.0', '3.90.0', 0],
    ['3.90.0+build.5', '3.90.0', 0],
    ['3.90.0-beta.1', '3.90.0', -1],
    ['3.90.0', '3.90.0-canary.0', 1],
    ['3.90.0-beta.2', '3.90.0-beta.10', -1],
    ['3.90.0-alpha', '3.90.0-beta', -1],
    ['3.90.0-beta', '3.90.0-beta.1', -1],
    ['3.90.0-1', '3.90.0-alpha', -1],
  ])('%s vs %s', (a, b, expected) => {
    expect(Math.sign(compareVersions(a, b))).toBe(expected)
    expect(Math.sign(compareVersions(b, a))).toBe(-expected || 0)
  })

  it('refuses what is not a version instead of guessing', () => {
    expect(parseVersion('latest')).toBeNull()
    expect(parseVersion('3.90')).toBeNull()
    expect(() => compareVersions('^3.90.0', '3.90.0')).toThrow(/Not a version: \^3\.90\.0/)
  })
})

describe('payloadProblems', () => {
  const at = (version: string, names = ['payload', '@payloadcms/next', '@payloadcms/ui']) =>
    names.map((name) => ({ name, version, dir: `node_modules/${name}` }))

  it('accepts one version at or above 3.90.0', () => {
    expect(payloadProblems(at('3.90.0'))).toEqual([])
    expect(payloadProblems(at('3.91.2'))).toEqual([])
  })

  it('reports mixed versions, naming each copy', () => {
    const installed = [...at('3.90.1'), { name: 'payload', version: '3.90.0', dir: 'node_modules/@payloadcms/next/node_modules/payload' }]
    const [problem, ...rest] = payloadProblems(installed)
    expect(rest).toEqual([])
    expect(problem).toMatch(/one version, found 3\.90\.1, 3\.90\.0/)
    expect(problem).toContain('node_modules/@payloadcms/next/node_modules/payload')
  })

  it('reports every package below the minimum', () => {
    expect(payloadProblems(at('3.89.9', ['payload', '@payloadcms/db-sqlite']))).toEqual([
      'payload@3.89.9 is below 3.90.0 (node_modules/payload)',
      '@payloadcms/db-sqlite@3.89.9 is below 3.90.0 (node_modules/@payloadcms/db-sqlite)',
    ])
    expect(payloadProblems(at('3.90.0-beta.3', ['payload']))).toEqual(['payload@3.90.0-beta.3 is below 3.90.0 (node_modules/payload)'])
  })

  it('reports a missing payload', () => {
    expect(payloadProblems([])).toEqual(['payload is not installed (run npm ci)'])
  })
})

describe('findInstalledPackages reads the installed tree, nested copies included', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dependency-check-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const install = (relative: string, name: string, version: string) => {
    mkdirSync(path.join(dir, relative), { recursive: true })
    writeFileSync(path.join(dir, relative, 'package.json'), JSON.stringify({ name, version }))
  }

  it('finds payload and @payloadcms/* at the top and nested, and nothing else', () => {
    install('node_modules/payload', 'payload', '3.90.1')
    install('node_modules/@payloadcms/ui', '@payloadcms/ui', '3.90.1')
    install('node_modules/@payloadcms/next/node_modules/payload', 'payload', '3.89.0')
    install('node_modules/payload-extra', 'payload-extra', '1.0.0')
    install('node_modules/@other/payload', '@other/payload', '1.0.0')
    mkdirSync(path.join(dir, 'node_modules/.bin'), { recursive: true })
    const found = findInstalledPackages(path.join(dir, 'node_modules'), isPayloadPackage)
    const rows = found.map((item) => `${path.relative(dir, item.dir)} ${item.name}@${item.version}`).sort()
    expect(rows).toEqual([
      'node_modules/@payloadcms/next/node_modules/payload payload@3.89.0',
      'node_modules/@payloadcms/ui @payloadcms/ui@3.90.1',
      'node_modules/payload payload@3.90.1',
    ])
    expect(payloadProblems(found)[0]).toMatch(/one version/)
  })
})

describe('summarizeAudit', () => {
  // The shape of `npm audit --json` (auditReportVersion 2), trimmed to the fields the check reads.
  const report = (vulnerabilities: Record<string, unknown>) =>
    JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: {} } })
  const advisory = (title: string) => ({ source: 1, name: 'x', title, url: 'https://github.com/advisories/GHSA-x', severity: 'high' })

  it('blocks high and critical advisories with a fix, not lower ones or ones without a fix', () => {
    const summary = summarizeAudit(
      report({
        next: {
          name: 'next',
          severity: 'critical',
          via: [advisory('Authorization bypass')],
          range: '16.0.0 - 16.3.2',
          fixAvailable: { name: 'next', version: '16.3.3', isSemVerMajor: false },
        },
        sharp: { name: 'sharp', severity: 'high', via: ['libvips'], range: '<0.35.0', fixAvailable: true },
        lodash: { name: 'lodash', severity: 'moderate', via: [advisory('Prototype pollution')], range: '<4.17.21', fixAvailable: true },
        busboy: { name: 'busboy', severity: 'high', via: [advisory('Denial of service')], range: '*', fixAvailable: false },
      }),
    )
    expect(summary.reachable).toBe(true)
    expect(summary.blocking).toEqual([
      { name: 'next', severity: 'critical', range: '16.0.0 - 16.3.2', fix: 'next@16.3.3', advisories: ['Authorization bypass'] },
      { name: 'sharp', severity: 'high', range: '<0.35.0', fix: 'npm audit fix', advisories: [] },
    ])
    expect(summary.unfixable.map((item: { name: string }) => item.name)).toEqual(['busboy'])
  })

  it('passes a clean report', () => {
    expect(summarizeAudit(report({}))).toEqual({ reachable: true, blocking: [], unfixable: [] })
  })

  it('says the endpoint was unreachable when npm printed an error instead of a report', () => {
    // What this machine's registry mirror answers (it allows only GET and HEAD).
    const error = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    })
    expect(summarizeAudit(error)).toMatchObject({ reachable: false, reason: expect.stringContaining('405 Method Not Allowed') })
    expect(summarizeAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry' } }))).toMatchObject({
      reachable: false,
      reason: 'getaddrinfo ENOTFOUND registry',
    })
    expect(summarizeAudit('')).toMatchObject({ reachable: false })
  })
})
