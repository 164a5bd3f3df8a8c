/**
 * Whether an image file holds nothing but its picture: the parts an encoder needs to draw it, no
 * EXIF, XMP, IPTC, ICC profile, comment, text, timestamp, thumbnail or trailing data. A whitelist
 * of segments (JPEG) and chunks (PNG, WebP) read from the bytes, so anything unknown counts as
 * metadata; other formats (AVIF) always do. strip-metadata.ts re-encodes what this refuses.
 */
export function isMetadataFree(data: Buffer, mimetype: string): boolean {
  if (mimetype === 'image/jpeg') return jpegIsBare(data)
  if (mimetype === 'image/png') return pngIsBare(data)
  if (mimetype === 'image/webp') return webpIsBare(data)
  return false
}

/** Tables, frame and scan headers; APP0 only as a JFIF header without a thumbnail. */
const jpegSegments = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcc, 0xcd, 0xce, 0xcf, 0xda, 0xdb, 0xdd])
const startOfScan = 0xda
const endOfImage = 0xd9
const app0 = 0xe0

function jpegIsBare(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return false
  let at = 2
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) return false
    const marker = data[at + 1]
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    if (marker === endOfImage) return at + 2 === data.length
    if (at + 4 > data.length) return false
    const length = data.readUInt16BE(at + 2)
    const body = data.subarray(at + 4, at + 2 + length)
    if (length < 2 || body.length !== length - 2) return false
    // A JFIF header is 14 bytes; a longer APP0 carries a thumbnail.
    const jfifWithoutThumbnail = marker === app0 && body.length === 14 && body.subarray(0, 5).toString('latin1') === 'JFIF\0'
    if (!jpegSegments.has(marker) && !jfifWithoutThumbnail) return false
    at += 2 + length
    // The entropy-coded data of a scan: up to the next marker that is neither a stuffed 0xFF00 nor a restart.
    if (marker === startOfScan) {
      while (at + 1 < data.length && !(data[at] === 0xff && data[at + 1] !== 0 && (data[at + 1] < 0xd0 || data[at + 1] > 0xd7))) at++
    }
  }
  return false
}

/** Image header, palette, data and end; transparency, density and colour-space descriptions. */
const pngChunks = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'pHYs', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'bKGD'])
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pngIsBare(data: Buffer): boolean {
  if (!data.subarray(0, 8).equals(pngSignature)) return false
  let at = 8
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at)
    const type = data.toString('latin1', at + 4, at + 8)
    if (!pngChunks.has(type)) return false
    at += 12 + length
    if (type === 'IEND') return at === data.length
  }
  return false
}

/** Lossy and lossless image data, the extended header, alpha and animation frames. */
const webpChunks = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF'])

function webpIsBare(data: Buffer): boolean {
  if (data.length < 12 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') return false
  if (data.readUInt32LE(4) + 8 !== data.length) return false
  let at = 12
  while (at + 8 <= data.length) {
    if (!webpChunks.has(data.toString('latin1', at, at + 4))) return false
    const length = data.readUInt32LE(at + 4)
    at += 8 + length + (length % 2)
  }
  return at === data.length
}
