/**
 * Bounded memory (issue 26): uploads go to a temporary file, not into the server's memory. Ten
 * staff uploading a 50 MB file at once add less than 128 MiB to the instance's RSS (held in memory,
 * the 500 MB added 737 MiB, and it stayed), the instance stays under the 512 MiB (an idle
 * one is ≈ 270 MiB with the image's memory settings; docs/decisions.md, "Bounded memory"), and each
 * gets the media library's own refusal naming its limit; a real photo under the limit is still
 * stored, and a file whose content is not what its name says is still refused.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffAuthorization } from '../scale/cluster'
import { rssOf, watchPeakRss } from '../support/process-memory'
import { dataFolder, type DataFolder, type ImageServer, startImage } from './harness'

const MiB = 1024 * 1024
let data: DataFolder
let server: ImageServer
let authorization: string

async function upload(name: string, type: string, bytes: Uint8Array<ArrayBuffer>): Promise<{ status: number; message: string }> {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: name }))
  form.append('file', new Blob([bytes], { type }), name)
  const response = await fetch(`${server.baseUrl}/api/media`, {
    method: 'POST',
    headers: { authorization, origin: server.baseUrl, 'accept-language': 'en' },
    body: form,
  })
  const body = (await response.json()) as { errors?: { message?: string }[] }
  return { status: response.status, message: body.errors?.[0]?.message ?? '' }
}

beforeAll(async () => {
  data = dataFolder()
  server = await startImage(data)
  authorization = await staffAuthorization(server.baseUrl)
})

afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

describe('uploads and memory', () => {
  it('ten concurrent 50 MB uploads add less than 128 MiB of RSS, stay under 512 MiB and are each refused with the 15 MB limit named', async () => {
    const pid = server.child.pid ?? 0
    // A JPEG's first bytes, then 50 MB: past the media library's 15 MB limit, under the parser's 100 MB.
    const big = new Uint8Array(50 * MiB).fill(7)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    const before = rssOf(pid)
    const watch = watchPeakRss(pid)
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(`big-${i}.jpg`, 'image/jpeg', big)))
    const peak = watch.stop()
    console.log(`RSS before ${(before / MiB).toFixed(0)} MiB, peak ${(peak / MiB).toFixed(0)} MiB during 10 × 50 MB uploads`)
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(answer.message).toMatch(/15 MB/)
    }
    expect(peak - before).toBeLessThan(128 * MiB)
    expect(peak).toBeLessThan(512 * MiB)
  })

  it('a photo under the limit is stored with its sizes; a text named .jpg is refused for its content', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer()
    const stored = await upload('room.jpg', 'image/jpeg', new Uint8Array(photo))
    expect(stored.status).toBe(201)
    const fake = await upload('notes.jpg', 'image/jpeg', new TextEncoder().encode('not a picture at all\n'.repeat(100)))
    expect(fake.status).toBe(415)
    expect(fake.message).toMatch(/not a JPEG|není JPEG/)
  })
})
