import sharp from 'sharp'
import { InquiryRequestError, InquiryValidationError } from './http-errors'
import { type InquiryLanguage, photoMessages } from '../schema'

/**
 * The real type of an uploaded file from its first bytes. The name and the declared type are
 * never trusted, and nothing but JPEG, PNG and WebP may reach the image decoder (sharp would
 * happily decode SVG, PDF or GIF).
 */
export type PhotoType = 'jpeg' | 'png' | 'webp'

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return null
}

/** A decompression bomb (e.g. 20000 × 20000) is refused from its header, before decoding. */
export const maxPhotoPixels = 40_000_000
/** Stored photos are at most this many pixels on the long side: enough for a consultation. */
const maxStoredEdge = 3000

export type StoredPhoto = { data: Buffer; mimetype: 'image/jpeg'; extension: 'jpg' }

/** Refuses anything that is not really a JPEG, PNG or WebP; runs before any image library. */
export function assertAcceptedPhotoTypes(photos: Buffer[], lang: InquiryLanguage): void {
  for (const photo of photos) {
    if (!detectPhotoType(photo)) throw new InquiryRequestError(415, 'unsupported-photo-type', photoMessages[lang].badType, 'images')
  }
}

/**
 * Decodes and re-encodes one photo: orientation applied, every metadata block (EXIF, GPS, XMP,
 * ICC) dropped, anything hidden after the image data gone. Call assertAcceptedPhotoTypes first.
 */
export async function reencodePhoto(photo: Buffer, lang: InquiryLanguage): Promise<StoredPhoto> {
  const messages = photoMessages[lang]
  let width = 0
  let height = 0
  try {
    ;({ width = 0, height = 0 } = await sharp(photo, { limitInputPixels: false }).metadata())
  } catch {
    throw new InquiryValidationError({ images: messages.unreadable })
  }
  if (width * height > maxPhotoPixels) throw new InquiryRequestError(413, 'photo-too-many-pixels', messages.tooManyPixels, 'images')
  try {
    const data = await sharp(photo, { limitInputPixels: maxPhotoPixels, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize({ width: maxStoredEdge, height: maxStoredEdge, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer()
    return { data, mimetype: 'image/jpeg', extension: 'jpg' }
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message)
    throw pixels
      ? new InquiryRequestError(413, 'photo-too-many-pixels', messages.tooManyPixels, 'images')
      : new InquiryValidationError({ images: messages.unreadable })
  }
}
