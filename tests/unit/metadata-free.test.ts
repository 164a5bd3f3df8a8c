import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { isMetadataFree } from '@/cms/media/metadata-free'
import { stripImageMetadata } from '@/cms/media/strip-metadata'

// Noise: a flat colour could come out of a second encode byte for byte the same.
const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
const exif = { IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1' } }

/** A JPEG comment (COM segment) right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer): Buffer {
  const text = Buffer.from('taken at Vinohradská 12')
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text])
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)])
}

/** A PNG text chunk (tEXt) before the IEND chunk (the last 12 bytes). */
function withPngText(png: Buffer): Buffer {
  const data = Buffer.from('Author\0Dr. Novak')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const chunk = Buffer.concat([length, Buffer.from('tEXt'), data, Buffer.alloc(4)])
  return Buffer.concat([png.subarray(0, -12), chunk, png.subarray(-12)])
}

describe('isMetadataFree', () => {
  it('accepts images as the upload hook stores them: JPEG (baseline, progressive), PNG, WebP', async () => {
    expect(isMetadataFree(await picture().jpeg({ quality: 90 }).toBuffer(), 'image/jpeg')).toBe(true)
    expect(isMetadataFree(await picture().jpeg({ progressive: true }).toBuffer(), 'image/jpeg')).toBe(true)
    expect(isMetadataFree(await picture().png({ compressionLevel: 9 }).toBuffer(), 'image/png')).toBe(true)
    expect(isMetadataFree(await picture().webp({ quality: 90 }).toBuffer(), 'image/webp')).toBe(true)
  })

  it('refuses EXIF, ICC profiles, comments, text chunks and trailing data', async () => {
    const jpeg = await picture().jpeg().toBuffer()
    const png = await picture().png().toBuffer()
    expect(isMetadataFree(await picture().jpeg().withExif(exif).toBuffer(), 'image/jpeg')).toBe(false)
    expect(isMetadataFree(await picture().jpeg().withIccProfile('p3').toBuffer(), 'image/jpeg')).toBe(false)
    expect(isMetadataFree(withJpegComment(jpeg), 'image/jpeg')).toBe(false)
    expect(isMetadataFree(Buffer.concat([jpeg, Buffer.from('PK\u0003\u0004')]), 'image/jpeg')).toBe(false)
    expect(isMetadataFree(jpeg.subarray(0, -2), 'image/jpeg')).toBe(false)
    expect(isMetadataFree(await picture().png().withExif(exif).toBuffer(), 'image/png')).toBe(false)
    expect(isMetadataFree(withPngText(png), 'image/png')).toBe(false)
    expect(isMetadataFree(Buffer.concat([png, Buffer.from('more')]), 'image/png')).toBe(false)
    expect(isMetadataFree(await picture().webp().withExif(exif).toBuffer(), 'image/webp')).toBe(false)
    // Not read at all: always re-encoded.
    expect(isMetadataFree(await picture().avif().toBuffer(), 'image/avif')).toBe(false)
  })
})

/** Runs the upload hook on a file as Payload would, returning the bytes it leaves to be stored. */
async function stored(data: Buffer, context: Record<string, unknown>): Promise<Buffer> {
  const req = { file: { data, mimetype: 'image/jpeg', name: 'photo.jpg', size: data.length }, context } as unknown as PayloadRequest
  await (stripImageMetadata as (args: Parameters<CollectionBeforeOperationHook>[0]) => Promise<unknown>)({
    args: {},
    operation: 'create',
    req,
  } as unknown as Parameters<CollectionBeforeOperationHook>[0])
  return req.file?.data as Buffer
}

describe('stripImageMetadata', () => {
  it('keeps a content package image without metadata byte for byte, and re-encodes any other upload', async () => {
    const bare = await picture().jpeg({ quality: 90 }).toBuffer()
    expect((await stored(bare, { contentImport: true })).equals(bare)).toBe(true)
    expect((await stored(bare, {})).equals(bare)).toBe(false)
  })

  it('still strips a content package image that carries EXIF', async () => {
    const tagged = await picture().jpeg().withExif(exif).toBuffer()
    const kept = await stored(tagged, { contentImport: true })
    expect((await sharp(kept).metadata()).exif).toBeUndefined()
    expect(kept.includes(Buffer.from('TestPhone'))).toBe(false)
  })
})
