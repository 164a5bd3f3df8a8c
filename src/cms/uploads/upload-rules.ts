import { open } from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { adminMessage, tx } from '@/platform/cms/i18n'

export interface UploadRules {
  /** Largest file accepted, in megabytes. */
  maxMegabytes: number
  /** Accepted MIME types with the names staff know them by. */
  types: { mimeType: string; name: string }[]
}

/** What Payload's request parser accepts at most; beyond it, its own refusal (translated in hooks/error-answers). */
export const uploadParserLimitBytes = 100 * 1024 * 1024

export const imageUploadRules: UploadRules = {
  maxMegabytes: 15,
  types: [
    { mimeType: 'image/jpeg', name: 'JPEG' },
    { mimeType: 'image/png', name: 'PNG' },
    { mimeType: 'image/webp', name: 'WebP' },
    { mimeType: 'image/avif', name: 'AVIF' },
    // Stored as a PNG drawn from it, never as SVG (src/cms/media/rasterise-svg.ts): a logo often comes as SVG.
    { mimeType: 'image/svg+xml', name: 'SVG' },
  ],
}

export const documentUploadRules: UploadRules = {
  maxMegabytes: 20,
  types: [{ mimeType: 'application/pdf', name: 'PDF' }],
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('cs-CZ', { maximumFractionDigits: 1 })

/**
 * Refuses a file that is too large or of the wrong type before Payload processes it, with a
 * message in the admin user's language naming the limit and the allowed types. (Payload's own
 * answers were "An unknown error occurred." for a 50 MB image and "The following field is
 * invalid: file" for a PDF among images, in English.)
 */
export function enforceUploadRules(rules: UploadRules): CollectionBeforeOperationHook {
  const allowed = rules.types.map((type) => type.name).join(', ')
  return async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) return args
    if (file.size > rules.maxMegabytes * 1024 * 1024) {
      throw new APIError(
        adminMessage(
          req,
          tx(
            `Soubor „${file.name}“ má ${megabytes(file.size)} MB; největší povolená velikost je ${rules.maxMegabytes} MB. Zmenšete ho a nahrajte znovu.`,
            `The file "${file.name}" is ${megabytes(file.size)} MB; the largest allowed size is ${rules.maxMegabytes} MB. Make it smaller and upload it again.`,
          ),
        ),
        413,
        null,
        true,
      )
    }
    // No colon in these messages: the admin's notice would split the text at it into a list.
    if (!rules.types.some((type) => type.mimeType === file.mimetype)) {
      throw new APIError(
        adminMessage(
          req,
          tx(
            `Soubor „${file.name}“ (${file.mimetype || 'neznámý typ'}) sem nelze nahrát. Povolené typy jsou ${allowed}.`,
            `The file "${file.name}" (${file.mimetype || 'unknown type'}) cannot be uploaded here. Allowed types are ${allowed}.`,
          ),
        ),
        415,
        null,
        true,
      )
    }
    // A file whose name and declared type say image but whose content is not (a text renamed
    // .jpg) got Payload's English "The following field is invalid: file" (issue 30).
    const declared = rules.types.find((type) => type.mimeType === file.mimetype)
    const head = declared ? await firstBytes(file) : undefined
    if (declared && head && head.length > 0 && !contentMatches(declared.mimeType, head)) {
      throw new APIError(
        adminMessage(
          req,
          tx(
            `Soubor „${file.name}“ není ${declared.name} – jeho obsah je jiného typu. Povolené typy jsou ${allowed}.`,
            `The file "${file.name}" is not a ${declared.name} – its content is of another type. Allowed types are ${allowed}.`,
          ),
        ),
        415,
        null,
        true,
      )
    }
    return args
  }
}

/** The file's first 512 bytes: from its temporary file (uploads stream to disk), else from memory (the Local API). */
async function firstBytes(file: { data?: Buffer; tempFilePath?: string }): Promise<Buffer | undefined> {
  if (Buffer.isBuffer(file.data) && file.data.length > 0) return file.data.subarray(0, 512)
  if (!file.tempFilePath) return undefined
  const handle = await open(file.tempFilePath, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, index) => data[offset + index] === byte)
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

/** Whether a file's first bytes are those of its declared type (the formats' signatures). */
export function contentMatches(mimeType: string, data: Buffer): boolean {
  switch (mimeType) {
    case 'image/jpeg':
      return startsWith(data, [0xff, 0xd8, 0xff])
    case 'image/png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'image/webp':
      return startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)
    case 'image/avif':
      return startsWith(data, ascii('ftyp'), 4)
    case 'image/svg+xml':
      // Text: an optional byte-order mark and white space, then markup.
      return /^(\uFEFF)?\s*</.test(data.subarray(0, 512).toString('utf8'))
    case 'application/pdf':
      return startsWith(data, ascii('%PDF-'))
    default:
      return true
  }
}

/** The MIME types for Payload's own upload check (which also inspects the file's content). */
export const mimeTypesOf = (rules: UploadRules) => rules.types.map((type) => type.mimeType)
