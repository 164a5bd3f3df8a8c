import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

const fileOf = (name: string, mimetype: string, data: Buffer) => ({ name, mimetype, data, size: data.length })

describe('upload limits and types, stated in the editor’s language', () => {
  it('refuses a PDF among images, naming the allowed types, and stores nothing', async () => {
    const before = await payload.count({ collection: 'media' })
    const attempt = payload.create({
      collection: 'media',
      data: { alt: 'Ceník' },
      file: fileOf('cenik.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
    })
    await expect(attempt).rejects.toMatchObject({
      status: 415,
      message: 'Soubor „cenik.pdf“ (application/pdf) sem nelze nahrát. Povolené typy jsou JPEG, PNG, WebP, AVIF, SVG.',
    })
    expect(await payload.count({ collection: 'media' })).toEqual(before)
  })

  it('refuses an image over 15 MB, naming its size and the limit', async () => {
    const attempt = payload.create({
      collection: 'media',
      data: { alt: 'Velká fotka' },
      file: fileOf('velka.jpg', 'image/jpeg', Buffer.alloc(16 * 1024 * 1024, 1)),
    })
    await expect(attempt).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('má 16 MB; největší povolená velikost je 15 MB'),
    })
  })

  it('refuses an image in place of the storno-conditions PDF', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const attempt = payload.create({ collection: 'documents', data: { title: 'Storno' }, file: fileOf('storno.png', 'image/png', png) })
    await expect(attempt).rejects.toMatchObject({ status: 415, message: expect.stringContaining('Povolené typy jsou PDF.') })
  })

  it('accepts an image within the limits', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a' } })
      .jpeg()
      .toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'Ordinace' }, file: fileOf('ordinace.jpg', 'image/jpeg', jpeg) })
    expect(media).toMatchObject({ mimeType: 'image/jpeg', width: 64 })
  })
})

describe("Payload's own upload refusals, in the editor's language", () => {
  it('a damaged PDF (header only, cut off) is refused in Czech through the REST answer, and nothing is stored', async () => {
    const { keepErrorDetails } = await import('@/cms/hooks/error-answers')
    const before = await payload.count({ collection: 'documents' })
    const error = await payload
      .create({
        collection: 'documents',
        data: { title: 'Ceník' },
        file: fileOf('cenik.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<<')),
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      )
    expect(error).not.toBeNull()
    expect(await payload.count({ collection: 'documents' })).toEqual(before)
    const answer = (language: 'cs' | 'en') =>
      keepErrorDetails({ error, req: { i18n: { language }, file: { name: 'cenik.pdf' } } } as never) as {
        status: number
        response: { errors: { message: string; data?: { errors: { message: string; path: string }[] } }[] }
      }
    const czech = answer('cs')
    expect(czech.status).toBe(400)
    expect(czech.response.errors[0].message).toBe(
      'Soubor „cenik.pdf“ není platné PDF – je poškozený nebo neúplný. Otevřete ho a uložte znovu (např. Tisk → Uložit jako PDF), pak ho nahrajte.',
    )
    expect(czech.response.errors[0].data?.errors).toEqual([{ message: czech.response.errors[0].message, path: 'file' }])
    expect(answer('en').response.errors[0].message).toContain('is not a valid PDF')
  })
})
