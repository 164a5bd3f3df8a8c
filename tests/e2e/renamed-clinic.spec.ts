/**
 * Issue 25, point 1: the clinic's name is the clinic's data. Staff rename the clinic in Settings →
 * Identity (per language, with a short name, legal name and company ID) and then no page of the
 * sitemap in any language, no 404 page, the manifest, the offline page, the JSON-LD or the e-mails
 * the site sends (an inquiry notification and a password reset, received by a real SMTP peer) name
 * the demo clinic; they name the new one. Issue 42, point 5: the Czech name does not start with
 * "Klinika", so texts that wrote "Klinika {short name}" show; the contact text, its meta description
 * and "Proč …" on the home page carry the new name in each language, and the e-mails' sender (the
 * demo's "{klinika}") is the new name. At the end the clinic is renamed back. It runs against a production
 * server of its own (tests/faults/harness.ts: the same build, a copy of the e2e database, an SMTP
 * peer), so the shared end-to-end server keeps the demo's name for the other specs.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'
import { adminAuthorization, Database, distDir, root, type Server, send, sendCallMe, startServer } from '../faults/harness'
import { type HoldingSmtpPeer, startHoldingSmtpPeer } from '../support/holding-smtp-peer'
import { decodedMail, mailHeader } from '../support/mail-text'
import { test } from './helpers'

type Locale = 'cs' | 'en' | 'de'
const renamed: Record<Locale, { clinicName: string; clinicShortName: string }> = {
  cs: { clinicName: 'Poliklinika Testovací', clinicShortName: 'Testovací' },
  en: { clinicName: 'Testing Clinic', clinicShortName: 'Testing' },
  de: { clinicName: 'Testklinik', clinicShortName: 'Testklinik' },
}
const legal = { legalName: 'Testovací zdravotní s.r.o.', companyId: '12345678' }
const demoName = /aurelia/i

const localeOf = (url: string): Locale => {
  const first = new URL(url).pathname.split('/')[1]
  return first === 'en' || first === 'de' ? first : 'cs'
}

let server: Server
let dataDir: string
let ownDistDir: string
let smtp: HoldingSmtpPeer
const mails: string[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-renamed-'))
  const source = new Database(path.join(root, process.env.E2E_DATA_DIR || 'data/e2e', 'clinic.db'))
  try {
    source.exec(`VACUUM INTO '${path.join(dataDir, 'clinic.db').replaceAll("'", "''")}'`)
  } finally {
    source.close()
  }
  ownDistDir = ownBuildFolder()
  smtp = await startHoldingSmtpPeer({ onAccepted: (raw) => mails.push(decodedMail(raw)) })
  server = await startServer(
    { dir: dataDir, db: path.join(dataDir, 'clinic.db'), tmpfs: false, dispose() {} },
    // No MAIL_FROM: the default sender address must not be the demo's either.
    { SMTP_URL: smtp.url, INQUIRY_NOTIFY_TO: 'reception@clinic.test', MAIL_FROM: '', NEXT_DIST_DIR: ownDistDir },
  )
})

test.afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  if (ownDistDir) rmSync(path.join(root, ownDistDir), { recursive: true, force: true })
})

/**
 * The e2e build with a page cache of its own: a server keeps the pages it renders on demand in its
 * build folder (server/route-cache), so this server's renamed pages would otherwise be served by the
 * shared e2e server to the other specs. The build's files are hard links (nothing copied, never
 * written); the page cache and the compiler's cache are left out.
 */
function ownBuildFolder(): string {
  const own = `.next-renamed-${process.pid}`
  const from = path.join(root, distDir)
  const to = path.join(root, own)
  rmSync(to, { recursive: true, force: true })
  mkdirSync(path.join(to, 'server'), { recursive: true })
  for (const entry of readdirSync(from)) {
    if (entry === 'cache' || entry === 'server') continue
    execFileSync('cp', ['-al', path.join(from, entry), to])
  }
  for (const entry of readdirSync(path.join(from, 'server'))) {
    if (entry !== 'route-cache') execFileSync('cp', ['-al', path.join(from, 'server', entry), path.join(to, 'server')])
  }
  return own
}

const get = (url: string) => send({ baseUrl: server.baseUrl, method: 'GET', path: url })

test('a clinic renamed in Settings shows its own name, and the demo name nowhere', async () => {
  test.setTimeout(600_000)
  const authorization = await adminAuthorization(server.baseUrl)

  // The demo's name is there before the change: the checks below can fail.
  expect((await get('/')).body).toMatch(demoName)

  // The admin's save, as its Settings form sends it: one language per request.
  const rename = async (names: typeof renamed, facts: Record<string, string>) => {
    for (const locale of ['cs', 'en', 'de'] as const) {
      const answer = await send({
        baseUrl: server.baseUrl,
        path: `/api/globals/settings?locale=${locale}`,
        body: JSON.stringify({ ...names[locale], ...(locale === 'cs' ? facts : {}) }),
        headers: { 'content-type': 'application/json', authorization },
      })
      expect(answer.status, answer.body.slice(0, 300)).toBe(200)
    }
  }
  const settingsBefore = JSON.parse(
    (await send({ baseUrl: server.baseUrl, method: 'GET', path: '/api/globals/settings?locale=all&depth=0', headers: { authorization } }))
      .body,
  )
  const before = Object.fromEntries(
    (['cs', 'en', 'de'] as const).map((locale) => [
      locale,
      { clinicName: settingsBefore.clinicName[locale], clinicShortName: settingsBefore.clinicShortName[locale] },
    ]),
  ) as typeof renamed
  await rename(renamed, legal)

  // The save refreshes the site: the home pages show the new name within seconds.
  for (const [locale, home] of [
    ['cs', '/'],
    ['en', '/en'],
    ['de', '/de'],
  ] as const) {
    await expect(async () => {
      const body = (await get(home)).body
      expect(body).toContain(renamed[locale].clinicName)
      expect(body).not.toMatch(demoName)
    }).toPass({ timeout: 15_000, intervals: [250] })
  }

  // The texts that name the clinic: "Proč …" on the home page, the contact text and its meta description, per language.
  for (const [home, why] of [
    ['/', 'Proč Poliklinika Testovací'],
    ['/en', 'Why Testing Clinic'],
    ['/de', 'Warum die Testklinik'],
  ] as const)
    expect((await get(home)).body).toContain(why)
  for (const [contact, locale] of [
    ['/kontakt', 'cs'],
    ['/en/contact', 'en'],
    ['/de/kontakt', 'de'],
  ] as const) {
    const body = (await get(contact)).body
    const text = `${renamed[locale].clinicName}, Olšanská 2666/7`
    expect(body.match(/<meta name="description" content="([^"]*)"/)?.[1]).toContain(text)
    expect(body.match(/<main[\s\S]*<\/main>/)?.[0]).toContain(text)
  }

  // Every page of the sitemap, in every language.
  const sitemap = await get('/sitemap.xml')
  expect(sitemap.status).toBe(200)
  expect(sitemap.body).not.toMatch(demoName)
  const urls = [...new Set([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map((match) => match[1] ?? match[2]))]
  expect(urls.length).toBeGreaterThan(100)
  for (const locale of ['cs', 'en', 'de'] as const) expect(urls.some((url) => localeOf(url) === locale)).toBe(true)
  const failures: string[] = []
  const queue = [...urls]
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const { pathname, search } = new URL(url)
        const answer = await get(pathname + search)
        const name = renamed[localeOf(url)].clinicName
        if (answer.status !== 200) failures.push(`${pathname}: status ${answer.status}`)
        else if (demoName.test(answer.body)) failures.push(`${pathname}: ${answer.body.match(/.{0,60}aurelia.{0,60}/i)?.[0]}`)
        else if (!answer.body.includes(name)) failures.push(`${pathname}: no "${name}"`)
      }
    }),
  )
  expect(failures).toEqual([])

  // A page's title, footer and structured data.
  const about = (await get('/en/about-us')).body
  expect(about).toMatch(/<title>[^<]*\| Testing Clinic<\/title>/)
  expect(about).toContain('Testovací zdravotní s.r.o.')
  expect(about).toContain('12345678')
  expect(about).toContain(`© 2013 – ${new Date().getFullYear()} Testovací zdravotní s.r.o. All rights reserved.`)
  const nodes = [...about.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((match) => {
    const data = JSON.parse(match[1])
    return Array.isArray(data) ? data : [data]
  })
  const clinic = nodes.find((node) => node['@type'] === 'MedicalClinic')
  expect(clinic).toMatchObject({ name: 'Testing Clinic', legalName: 'Testovací zdravotní s.r.o.' })

  // The 404 page in each language.
  for (const [locale, missing] of [
    ['cs', '/tato-stranka-neexistuje'],
    ['en', '/en/no-such-page'],
    ['de', '/de/keine-solche-seite'],
  ] as const) {
    const answer = await get(missing)
    expect(answer.status).toBe(404)
    expect(answer.body).not.toMatch(demoName)
    expect(answer.body).toContain(renamed[locale].clinicName)
  }

  // The manifest (one, in the default language) and the offline pages inside the service worker.
  const manifest = await get('/manifest.webmanifest')
  expect(manifest.body).not.toMatch(demoName)
  expect(JSON.parse(manifest.body)).toMatchObject({ name: 'Poliklinika Testovací', short_name: 'Testovací' })
  const worker = await get('/sw.js')
  expect(worker.status).toBe(200)
  expect(worker.body).not.toMatch(demoName)
  for (const locale of ['cs', 'en', 'de'] as const) expect(worker.body).toContain(renamed[locale].clinicName)

  // The e-mails: an inquiry notification and a password reset.
  const callMe = await sendCallMe(server.baseUrl)
  expect(callMe.answer.status).toBe(201)
  const reference = String(callMe.answer.json?.reference)
  const reset = await send({
    baseUrl: server.baseUrl,
    path: '/api/users/forgot-password',
    body: JSON.stringify({ email: 'admin@e2e.example' }),
    headers: { 'content-type': 'application/json' },
  })
  expect(reset.status, reset.body).toBe(200)
  // The copied database may also hold notifications the other specs queued while no SMTP peer
  // listened: this server sends those too, some of them before the rename (composed with the name
  // the clinic had then), so only this test's two are checked.
  await expect(() => {
    expect(mails.some((mail) => mail.includes(reference))).toBe(true)
    expect(mails.some((mail) => mail.includes('/admin/reset/'))).toBe(true)
  }).toPass({ timeout: 120_000, intervals: [500] })
  const ownMails = mails.filter((mail) => mail.includes(reference) || mail.includes('/admin/reset/'))
  for (const mail of ownMails) {
    expect(mail).not.toMatch(demoName)
    // The demo's sender name is "{klinika}": the clinic's name in the e-mail's language (Czech here).
    expect(mailHeader(mail, 'From')).toBe('Poliklinika Testovací <web@localhost>')
  }
  const resetMail = ownMails.find((mail) => mail.includes('/admin/reset/'))
  expect(mailHeader(resetMail ?? '', 'Subject')).toBe('Obnovení hesla / Password reset – Poliklinika Testovací')

  // Renamed back: the home pages name the demo clinic again.
  await rename(before, {})
  await expect(async () => expect((await get('/')).body).toContain(`Proč ${before.cs.clinicName}`)).toPass({
    timeout: 15_000,
    intervals: [250],
  })
})

test('the shared end-to-end server never shows the renamed clinic (its page cache is its own)', async ({ request }) => {
  for (const home of ['/', '/en', '/de']) {
    const body = await (await request.get(home)).text()
    for (const { clinicName } of Object.values(renamed)) expect(body).not.toContain(clinicName)
  }
})
