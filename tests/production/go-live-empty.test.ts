/**
 * A new production installation, as an operator makes it: the image started on an EMPTY database
 * after `npm run migrate` and `npm run create-admin`. Its administrator's dashboard lists what the
 * clinic still lacks (issue 25, point 5): the go-live checklist, computed from that empty database.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { expectGoLiveChecklistOfEmptySite } from './empty-installation'
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
  execFileSync(process.execPath, [payloadBin, 'run', 'src/cms/create-admin.ts'], {
    cwd: root,
    env: { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  server = await startImage(data)
})

afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

describe('a production instance on an empty database', () => {
  it('shows its administrator the go-live checklist with every missing item named', async () => {
    await expectGoLiveChecklistOfEmptySite(server.baseUrl, admin)
  })
})
