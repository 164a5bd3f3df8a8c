/**
 * A new production installation, as an operator makes it: the image started on an EMPTY database
 * after `npm run migrate` and `npm run create-admin`. Its administrator's dashboard lists what the
 * clinic still lacks (issue 25, point 5): the go-live checklist, computed from that empty database.
 * Its first pages, published before Settings are filled in, claim nothing (issue 41, point 6).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectGoLiveChecklistOfEmptySite, expectNoClaims } from './empty-installation'
import { type DataFolder, dataFolder, type ImageServer, root, secret, startImage } from './harness'

const admin = { email: 'spravce@klinika-nova.example', password: 'nova-klinika-heslo-2026' }
let data: DataFolder
let server: ImageServer

beforeAll(async () => {
  data = dataFolder({ empty: true })
  // The release steps of the README's "Production", from the checkout, on the instance's database.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: data.dir, PAYLOAD_SECRET: secret, SITE_MODE: 'production' }
  delete env.DATABASE_URL
  const payloadBin = path.join(root, 'node_modules/payload/bin.js')
  execFileSync(process.execPath, [payloadBin, 'migrate'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const created = execFileSync(process.execPath, [payloadBin, 'run', 'src/cms/create-admin.ts'], {
    cwd: root,
    env: { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  // It names the database it wrote to: without DATABASE_URL, a checkout's SQLite file (issue 41, point 7).
  expect(created).toContain(`Admin account ${admin.email} created in the SQLite file ${path.join(data.dir, 'clinic.db')}.`)
  // A folder of its own: the pages it renders (its own home page) must not reach the other files' instances
  // through the image folder's disk cache.
  server = await startImage(data, {}, { ownCopy: true })
})

afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

/** Publishes a fixed page (home, contact) in the three languages over REST, as staff would in the admin. */
async function publishFixedPage(authorization: string, routeKey: string, titles: Record<'cs' | 'en' | 'de', string>) {
  const headers = { 'content-type': 'application/json', authorization }
  const created = await fetch(`${server.baseUrl}/api/pages?locale=cs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: titles.cs, routeKey, _status: 'published' }),
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  for (const locale of ['en', 'de'] as const) {
    const updated = await fetch(`${server.baseUrl}/api/pages/${doc.id}?locale=${locale}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: titles[locale], _status: 'published' }),
    })
    expect(updated.status, await updated.clone().text()).toBe(200)
  }
}

describe('a production instance on an empty database', () => {
  let authorization: string

  it('shows its administrator the go-live checklist with every missing item named', async () => {
    authorization = await expectGoLiveChecklistOfEmptySite(server.baseUrl, admin)
  })

  // Issue 41: content in, Settings still empty — the home page's banner and the contact form
  // promise nothing (no free consultation, no deadline) and the footer claims no year, instalment or card.
  it('with its first pages published and Settings still empty, claims nothing Settings do not hold', async () => {
    await publishFixedPage(authorization, 'home', { cs: 'Úvod', en: 'Home', de: 'Startseite' })
    await publishFixedPage(authorization, 'contact', { cs: 'Kontakt', en: 'Contact', de: 'Kontakt' })
    for (const url of ['/', '/en', '/de', '/kontakt', '/en/contact', '/de/kontakt']) {
      const response = await fetch(`${server.baseUrl}${url}`)
      const body = await response.text()
      expect(response.status, url).toBe(200)
      expect(body, `${url} has the contact form`).toContain('id="contact-form"')
      expectNoClaims(body, url)
    }
  })
})
