import { writeFile } from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp, { type Sharp } from 'sharp'
import { adminMessage, tx } from '@/platform/cms/i18n'
import { isMetadataFree } from './metadata-free'

/** Output per accepted image type (src/cms/uploads/upload-rules.ts): the same format, near its original quality. */
const encoders: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 70 }),
}

/** Larger images are not photos staff put on a website (and would take the server's memory). */
const maxPixels = 100_000_000

/**
 * Staff images are public: a phone photo of the clinic's rooms or a patient's result must not
 * carry where and when it was taken (GPS, EXIF, XMP) or the camera's serial. Before Payload stores
 * the original and makes its sizes, it is re-encoded in its own format with its orientation
 * applied and no metadata, as inquiry photos are (src/features/inquiries/intake/photos.ts). Runs after the type
 * and size check (enforceUploadRules).
 */
export const stripImageMetadata: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  const encode = file && encoders[file.mimetype]
  if (!file || !encode) return args
  // A content package's images were stripped when they were first uploaded (src/features/content-package):
  // stored as they come, they keep the bytes and SHA-256 the package holds, where a second encode would
  // only lose quality. One that carries anything besides its picture is stripped like any upload.
  if ((req.context as { contentImport?: boolean }).contentImport && file.data?.length && isMetadataFree(file.data, file.mimetype))
    return args
  // sharp reads an upload's temporary file itself: the original need not be held in memory as well.
  const input = file.tempFilePath && !file.data?.length ? file.tempFilePath : file.data
  let output: Buffer
  try {
    output = await encode(sharp(input, { animated: true, limitInputPixels: maxPixels, failOn: 'error' }).rotate()).toBuffer()
  } catch {
    throw new APIError(
      adminMessage(
        req,
        tx(
          `Obrázek „${file.name}“ nejde přečíst (poškozený soubor, nebo víc než 100 milionů pixelů). Uložte ho znovu a nahrajte.`,
          `The image "${file.name}" cannot be read (a damaged file, or more than 100 million pixels). Save it again and upload it.`,
        ),
      ),
      400,
      null,
      true,
    )
  }
  if (file.tempFilePath) await writeFile(file.tempFilePath, output)
  req.file = { ...file, data: output, size: output.length }
  return args
}
