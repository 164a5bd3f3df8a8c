/**
 * The image optimizer does only what the site's pages need (issue 40, point 4), on the standalone
 * build as the image starts it: the widths and qualities the pictures ask for and nothing else
 * (400, naming the parameter), only the CMS's pictures as sources (another site, or any other path
 * of ours, is refused), and at most IMAGE_OPTIMIZER_CONCURRENCY (1) encodings at once, the others
 * waiting their turn (/metrics), while a variant already made is sent at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import nextConfig from '../../next.config'
import { type DataFolder, dataFolder, type ImageServer, operatorHeaders, sleep, startImage } from './harness'

let data: DataFolder
let server: ImageServer
/** A picture of the home page, as its <img> names it (`/api/media/file/…?v=…`). */
let source: string
const avif = { accept: 'image/avif,image/webp,*/*' }
const image = (url: string, width: number, quality: number, headers: Record<string, string> = avif) =>
  fetch(`${server.baseUrl}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`, { headers })

beforeAll(async () => {
  data = dataFolder()
  server = await startImage(data)
  const home = await (await fetch(`${server.baseUrl}/en`)).text()
  source = decodeURIComponent(home.match(/\/_next\/image\?url=([^&"]+)/)?.[1] ?? '')
  expect(source).toMatch(/^\/api\/media\/file\/[^/?]+\?v=/)
})

afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

describe('the image optimizer', () => {
  it('accepts only the configured widths, qualities and media sources; anything else is 400 naming it', async () => {
    const images = nextConfig.images ?? {}
    const widths = [...(images.imageSizes ?? []), ...(images.deviceSizes ?? [])]
    const qualities = images.qualities ?? []
    const formats = (images.formats ?? []).length + 1
    console.log(
      `accepted variants per source image: ${widths.length} widths × ${qualities.length} qualities × ${formats} formats (${(images.formats ?? []).join(', ')}, the source's own) = ${widths.length * qualities.length * formats}`,
    )
    // What a page asks for is made (the source's own format when the browser takes neither).
    const accepted = await image(source, 256, 55, { accept: 'image/jpeg' })
    expect(accepted.status).toBe(200)
    expect(accepted.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/)
    const refusals: [string, number, number, RegExp][] = [
      [source, 100, 75, /"w" parameter \(width\) of 100 is not allowed/],
      [source, 3840, 75, /"w" parameter \(width\) of 3840 is not allowed/],
      [source, 640, 80, /"q" parameter \(quality\) of 80 is not allowed/],
      [source, 640, 100, /"q" parameter \(quality\) of 100 is not allowed/],
      ['https://example.com/photo.jpg', 640, 75, /"url" parameter is not allowed/],
      [`http://127.0.0.1:${server.port}${source}`, 640, 75, /"url" parameter is not allowed/],
      ['/icon.png', 640, 75, /"url" parameter is not allowed/],
      ['/api/documents/file/storno.pdf', 640, 75, /"url" parameter is not allowed/],
      ['/en', 640, 75, /"url" parameter is not allowed/],
    ]
    for (const [url, width, quality, message] of refusals) {
      const response = await image(url, width, quality)
      expect([url, width, quality, response.status]).toEqual([url, width, quality, 400])
      expect(await response.text()).toMatch(message)
    }
  })

  it('encodes one variant at a time, the others waiting their turn, and sends a made one at once', async () => {
    const readMetrics = async () => (await fetch(`${server.baseUrl}/metrics`, { headers: operatorHeaders })).text()
    const gauge = (text: string, state: string) =>
      Number(text.match(new RegExp(`^clinic_image_optimizations\\{state="${state}"\\} (\\S+)$`, 'm'))?.[1])
    // Made before: asked again, it comes from the image cache.
    const made = await image(source, 384, 55)
    expect(made.status).toBe(200)
    await made.arrayBuffer()

    const seen = { optimizing: 0, waiting: 0 }
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const text = await readMetrics()
        seen.optimizing = Math.max(seen.optimizing, gauge(text, 'optimizing'))
        seen.waiting = Math.max(seen.waiting, gauge(text, 'waiting'))
        await sleep(25)
      }
    })()
    // Six variants nobody asked for yet, all at once: as a page of new pictures.
    let done = 0
    const variants = [256, 384, 640, 750, 828, 1080].map(async (width) => {
      const response = await image(source, width, 75)
      await response.arrayBuffer()
      done++
      return response.status
    })
    const deadline = Date.now() + 20_000
    while (seen.waiting < 1 && Date.now() < deadline) await sleep(10)
    expect(seen.waiting).toBeGreaterThan(0)
    const cached = await image(source, 384, 55)
    await cached.arrayBuffer()
    // Sent while the new variants were still being made: it waited for none of them.
    const doneWhenCachedCame = done
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await Promise.all(variants)).toEqual([200, 200, 200, 200, 200, 200])
    sampling = false
    await sampler
    console.log(
      `image optimizations at most ${seen.optimizing} at once, ${seen.waiting} waiting; ${doneWhenCachedCame} of 6 made when the cached one was sent`,
    )
    expect(doneWhenCachedCame).toBeLessThan(6)
    expect(seen.optimizing).toBe(1)
    expect(seen.waiting).toBeGreaterThanOrEqual(1)
    const after = await readMetrics()
    expect([gauge(after, 'optimizing'), gauge(after, 'waiting')]).toEqual([0, 0])
  })
})
