import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { iconFiles, iconSpecs, renderIcon } from '@/identity/icons'
import { iconResponse } from '@/identity/site-icons'
import { readMediaFile } from '@/identity/stored-image'
import { freshPayload } from './payload'

/**
 * Issue 25, points 1 and 2: the icons come from the logo in Settings (PNG or SVG, an SVG never kept
 * as SVG), and a new installation's Settings hold no demo fact.
 */
let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

const fileOf = (name: string, mimetype: string, data: Buffer) => ({ name, mimetype, data, size: data.length })
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

async function icon(file: (typeof iconFiles)[number], headers: Record<string, string> = {}) {
  const response = await iconResponse(file, new Request(`http://clinic.test/${file}`, { headers }))
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

/** RGBA of one pixel. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * 4
  return [...data.subarray(at, at + 4)]
}

async function setLogo(id: number | string | null) {
  await payload.updateGlobal({ slug: 'settings', data: { logo: id } as never, overrideAccess: true })
}

describe('a new installation has no demo facts', () => {
  it('Settings start without the demo clinic’s name, phones, e-mails, address, hours or widgets', async () => {
    const settings = await payload.findGlobal({ slug: 'settings', locale: 'cs', depth: 0 })
    const serialized = JSON.stringify(settings)
    for (const demoFact of ['Aurelia', 'aurelia', '222 000', '722 000', 'Olšansk', 'Domnělý', 'example-widget', 'Tramvají']) {
      expect(serialized, demoFact).not.toContain(demoFact)
    }
    expect(settings.clinicName ?? null).toBeNull()
    expect(settings.phone ?? null).toBeNull()
    expect(settings.email ?? null).toBeNull()
    expect(settings.openingHours ?? []).toEqual([])
    expect(settings.address?.street ?? null).toBeNull()
    expect(settings.bookingWidget?.clinicId ?? null).toBeNull()
    expect(settings.logo ?? null).toBeNull()
    expect(settings.shareImage ?? null).toBeNull()
  })

  it('serves a neutral icon without a logo, never the demo’s mark', async () => {
    const demoLogo = readFileSync(path.join(import.meta.dirname, '../../src/cms/seed/files/demo-logo.png'))
    for (const file of iconFiles) {
      const { response, body } = await icon(file)
      expect(response.status, file).toBe(200)
      const demoIcon = (await renderIcon(file, demoLogo)).body
      expect(body.equals(demoIcon), `${file} is not the demo's icon`).toBe(false)
    }
  })
})

describe('icons derived from the logo in Settings', () => {
  let pngLogo: Media

  beforeAll(async () => {
    // A wide logo: a red bar with transparent surroundings, 600 × 200.
    const data = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#d01010' } })
      .png()
      .toBuffer()
    pngLogo = await payload.create({ collection: 'media', data: { alt: 'Logo' }, file: fileOf('logo.png', 'image/png', data) })
    await setLogo(pngLogo.id)
  })

  it('gives each file its size as PNG (the .ico holding a 32 px PNG)', async () => {
    for (const file of iconFiles) {
      const { response, body } = await icon(file)
      const size = iconSpecs[file].size
      if (file === 'favicon.ico') {
        expect(response.headers.get('content-type')).toBe('image/x-icon')
        expect([...body.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0])
        expect(body.readUInt32LE(18)).toBe(22)
        const embedded = body.subarray(22)
        expect(embedded.subarray(0, 8).equals(pngSignature)).toBe(true)
        expect(await sharp(embedded).metadata()).toMatchObject({ width: 32, height: 32 })
        continue
      }
      expect(response.headers.get('content-type'), file).toBe('image/png')
      expect(body.subarray(0, 8).equals(pngSignature), file).toBe(true)
      expect(await sharp(body).metadata(), file).toMatchObject({ format: 'png', width: size, height: size })
    }
  })

  it('puts the logo on an opaque background for the apple-touch icon, inside the safe zone for the maskable one', async () => {
    const apple = (await icon('apple-touch-icon.png')).body
    expect(await pixel(apple, 0, 0)).toEqual([255, 255, 255, 255])
    expect(await pixel(apple, 90, 90)).toEqual([208, 16, 16, 255])
    const maskable = (await icon('icon-maskable-512.png')).body
    expect(await pixel(maskable, 256, 256)).toEqual([208, 16, 16, 255])
    // Outside the safe-zone circle (radius 40 % = 204.8 px around the centre): background only.
    for (const [x, y] of [
      [256, 40],
      [40, 256],
      [256 + 150, 256 + 150],
      [256 - 150, 256 - 150],
    ]) {
      expect(await pixel(maskable, x, y), `${x},${y}`).toEqual([255, 255, 255, 255])
    }
    // The 'any' icons keep the logo's transparency.
    expect((await pixel((await icon('icon-512.png')).body, 0, 0))[3]).toBe(0)
  })

  it('answers 304 to a browser that has the current version, and a new ETag once the logo changes', async () => {
    const first = await icon('icon-192.png')
    const etag = first.response.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.response.headers.get('cache-control')).toMatch(/must-revalidate/)
    const again = await icon('icon-192.png', { 'If-None-Match': etag as string })
    expect(again.response.status).toBe(304)
    const other = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1060d0' } })
      .png()
      .toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'Logo 2' }, file: fileOf('logo2.png', 'image/png', other) })
    await setLogo(media.id)
    const changed = await icon('icon-192.png', { 'If-None-Match': etag as string })
    expect(changed.response.status).toBe(200)
    expect(changed.response.headers.get('etag')).not.toBe(etag)
    expect(await pixel(changed.body, 96, 96)).toEqual([16, 96, 208, 255])
    await setLogo(pngLogo.id)
  })
})

describe('a logo uploaded as SVG', () => {
  const svg = (body: string, attributes = '') =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100"${attributes}>${body}</svg>`,
    )

  it('is stored as a PNG drawn from it (1024 px on the long side) and gives the icons', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Logo SVG' },
      file: fileOf('znak.svg', 'image/svg+xml', svg('<rect x="50" y="0" width="100" height="100" fill="#10a040"/>')),
    })
    expect(media).toMatchObject({ mimeType: 'image/png', filename: 'znak.png', width: 1024, height: 512 })
    const stored = await readMediaFile(media.filename as string)
    expect(stored?.subarray(0, 8).equals(pngSignature)).toBe(true)
    await setLogo(media.id)
    const favicon = (await icon('favicon-32.png')).body
    expect(await pixel(favicon, 16, 16)).toEqual([16, 160, 64, 255])
    await setLogo(null)
  })

  it('with a script and event handlers is neutralised: only a PNG is kept, nothing of the markup', async () => {
    const hostile = svg(
      '<script>alert(document.cookie)</script><rect width="200" height="100" fill="#000" onclick="alert(2)"/>',
      ' onload="alert(1)"',
    )
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Zlé logo' },
      file: fileOf('zle.svg', 'image/svg+xml', hostile),
    })
    expect(media.mimeType).toBe('image/png')
    expect(media.filename).toMatch(/\.png$/)
    const stored = (await readMediaFile(media.filename as string)) as Buffer
    expect(stored.subarray(0, 8).equals(pngSignature)).toBe(true)
    expect(stored.toString('latin1')).not.toMatch(/script|alert|onload/i)
    for (const size of Object.values(media.sizes ?? {})) {
      if (size?.filename) expect((await readMediaFile(size.filename))?.subarray(0, 8).equals(pngSignature)).toBe(true)
    }
  })

  it('that loads other files or declares entities is refused, naming the file and the problem, and nothing is stored', async () => {
    const before = await payload.count({ collection: 'media' })
    const external = svg('<image href="file:///etc/passwd" width="10" height="10"/>')
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file: fileOf('cizi.svg', 'image/svg+xml', external) }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Soubor „cizi\.svg“ odkazuje na jiné soubory/) })
    const remote = svg('<image xlink:href="https://tracker.example/pixel.png" width="10" height="10"/>')
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file: fileOf('remote.svg', 'image/svg+xml', remote) }),
    ).rejects.toMatchObject({ status: 400 })
    const entities = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>`,
    )
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file: fileOf('entity.svg', 'image/svg+xml', entities) }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('<!ENTITY>') })
    const broken = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect')
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file: fileOf('broken.svg', 'image/svg+xml', broken) }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('nejde přečíst') })
    expect(await payload.count({ collection: 'media' })).toEqual(before)
  })
})
