/**
 * Issue 25, point 2: a production instance on a new, migrated but empty database shows no fact of
 * the demo clinic — not in the pages it serves (404s: there is no content yet), the manifest, the
 * service worker's offline page, the sitemap or the icons — and no empty call or mail link.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { iconFiles, renderIcon } from '../../src/identity/icons'
import { demoFacts, expectEmptyPagesWithoutDemoFacts } from './empty-installation'
import { dataFolder, type DataFolder, type ImageServer, root, secret, startImage } from './harness'

let data: DataFolder
let server: ImageServer

beforeAll(async () => {
  data = dataFolder({ empty: true })
  // What an operator does first (README, "Production"): migrate the new database; no seed, no content.
  execFileSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, SITE_MODE: '', DATABASE_URL: '', DATA_DIR: data.dir, PAYLOAD_SECRET: secret, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  server = await startImage(data)
})

afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

async function text(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.baseUrl}${url}`)
  return { status: response.status, body: await response.text() }
}

describe('a production instance on an empty database', () => {
  it('serves its pages (404s for now) without a demo fact or an empty tel:/mailto:/wa.me link', async () => {
    await expectEmptyPagesWithoutDemoFacts(server.baseUrl)
  })

  it('names no demo clinic in the manifest, the service worker, the sitemap or robots.txt', async () => {
    const manifest = await text('/manifest.webmanifest')
    expect(manifest.status).toBe(200)
    expect(manifest.body).not.toMatch(/aurelia/i)
    // Until staff name the clinic, the site's own host stands in.
    expect(JSON.parse(manifest.body)).toMatchObject({ name: new URL(server.baseUrl).host, start_url: '/' })
    for (const url of ['/sw.js', '/sitemap.xml', '/robots.txt']) {
      const { status, body } = await text(url)
      expect(status, url).toBe(200)
      for (const fact of demoFacts) expect(body, `${url} shows "${fact}"`).not.toContain(fact)
      expect(body, url).not.toMatch(/tel:(["'\\]|$)/)
    }
  })

  it('serves the neutral icons, not the demo’s monogram', async () => {
    const demoLogo = readFileSync(path.join(root, 'src/cms/seed/files/demo-logo.png'))
    for (const file of iconFiles) {
      const response = await fetch(`${server.baseUrl}/${file}`)
      expect(response.status, file).toBe(200)
      const body = Buffer.from(await response.arrayBuffer())
      expect(body.equals((await renderIcon(file, null)).body), `${file} is the neutral icon`).toBe(true)
      expect(body.equals((await renderIcon(file, demoLogo)).body), `${file} is not the demo's`).toBe(false)
    }
    // The demo's files of public/ are gone from the image: nothing serves them by another name.
    expect((await fetch(`${server.baseUrl}/og-image.png`)).status).toBe(404)
  })
})
