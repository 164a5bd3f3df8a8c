/**
 * A page render that began before a save and ends after it has read the old content: the page
 * cache must not keep it (src/platform/cache/cache-handler.mjs), or visitors would see the old page until
 * the next save. Run against Next's own file-system cache, in memory, as one instance without
 * Redis uses it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { afterAll, describe, expect, it } from 'vitest'
import PageCache from '@/platform/cache/cache-handler.mjs'

const folder = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const cache = new PageCache({ fs: nodeFs, serverDistDir: folder, flushToDisk: false, maxMemoryCacheSize: 10_000_000 })
const read = { kind: 'APP_PAGE' }
const store = { cacheControl: { revalidate: false, expire: undefined } }

function renderedPage(html: string, tags: string[]) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from(''), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 2))

describe('the page cache and a save during a render', () => {
  it('does not keep a render that began before a save of what it shows; the next render is kept', async () => {
    const key = '/zakroky/botox'
    const tags = ['_N_T_/layout', 'doc:procedures:7', 'routes']
    expect(await cache.get(key, read)).toBeNull() // a visitor's render begins
    await tick()
    await cache.revalidateTag(['doc:procedures:7']) // an editor saves the procedure
    await tick()
    await cache.set(key, renderedPage('<p>old price</p>', tags), store) // the render ends
    expect(await cache.get(key, read), 'the old render is not served').toBeNull()

    await tick()
    await cache.set(key, renderedPage('<p>new price</p>', tags), store) // the next visitor's render
    expect((await cache.get(key, read))?.value?.html).toBe('<p>new price</p>')
  })

  it('refuses both of two renders of one page that began before a save, though the first one ended first', async () => {
    const key = '/kontakt-dva'
    const tags = ['_N_T_/layout', 'doc:pages:4', 'routes']
    expect(await cache.get(key, read)).toBeNull() // one visitor's render begins
    await tick()
    expect(await cache.get(key, read)).toBeNull() // a second render of the same page begins
    await tick()
    await cache.revalidateTag(['_N_T_/layout']) // Settings saved: every page
    await tick()
    await cache.set(key, renderedPage('<p>old hours (1)</p>', tags), store)
    await cache.set(key, renderedPage('<p>old hours (2)</p>', tags), store)
    expect(await cache.get(key, read), 'neither old render is served').toBeNull()

    await tick()
    await cache.set(key, renderedPage('<p>new hours</p>', tags), store) // the next visitor's render
    expect((await cache.get(key, read))?.value?.html).toBe('<p>new hours</p>')
  })

  it('keeps a render when the save touched something the page does not show', async () => {
    const key = '/kontakt'
    expect(await cache.get(key, read)).toBeNull()
    await tick()
    await cache.revalidateTag(['doc:procedures:8'])
    await tick()
    await cache.set(key, renderedPage('<p>contact</p>', ['_N_T_/layout', 'doc:pages:3', 'routes']), store)
    expect((await cache.get(key, read))?.value?.html).toBe('<p>contact</p>')
  })
})
