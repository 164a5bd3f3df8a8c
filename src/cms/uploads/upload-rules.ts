import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { adminMessage, tx } from '../i18n'

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
  return ({ args, operation, req }) => {
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
    if (!rules.types.some((type) => type.mimeType === file.mimetype)) {
      throw new APIError(
        adminMessage(
          req,
          tx(
            `Soubor „${file.name}“ (${file.mimetype || 'neznámý typ'}) sem nelze nahrát. Povolené typy: ${allowed}.`,
            `The file "${file.name}" (${file.mimetype || 'unknown type'}) cannot be uploaded here. Allowed types: ${allowed}.`,
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

/** The MIME types for Payload's own upload check (which also inspects the file's content). */
export const mimeTypesOf = (rules: UploadRules) => rules.types.map((type) => type.mimeType)
