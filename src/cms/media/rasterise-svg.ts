import { readFile, writeFile } from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import sharp from 'sharp'
import { adminMessage, tx } from '@/platform/cms/i18n'

/** The long side an uploaded SVG is drawn at: enough for the 512 px app icon and a sharp logo on a 2× screen. */
export const svgRasterSide = 1024

/**
 * An SVG is a document, not a picture: it can hold scripts, event handlers and links to other
 * files, and served from our origin a browser would run them (stored XSS). So no SVG is ever
 * stored: the upload is drawn into a PNG here, before Payload sees it, and the PNG is what is
 * kept, resized and served (docs/decisions/0042-svg-logo-stored-as-png.md). Drawing (librsvg, in sharp) runs
 * no script and fetches nothing; an SVG that needs other files or declares XML entities is refused
 * with a message naming the problem rather than drawn incompletely.
 */
export const rasteriseSvgUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (file?.mimetype !== 'image/svg+xml') return args
  const input = file.tempFilePath ? await readFile(file.tempFilePath) : file.data
  const text = input.toString('utf8')
  if (/<!ENTITY/i.test(text)) refuse(req, file.name, 'entities')
  // Anything but a reference inside the file (#id) or embedded data (data:) points at another file.
  if (/\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:)/i.test(text) || /url\(\s*["']?\s*(?!#|data:)/i.test(text) || /@import/i.test(text))
    refuse(req, file.name, 'external')
  let png: Buffer
  try {
    const { width, height } = await sharp(input, { failOn: 'error' }).metadata()
    if (!width || !height) throw new Error('no size')
    // librsvg draws at 72 dpi by default; scale so that the long side is svgRasterSide.
    const density = Math.min(100_000, (72 * svgRasterSide) / Math.max(width, height))
    png = await sharp(input, { density, failOn: 'error' })
      .resize({ width: svgRasterSide, height: svgRasterSide, fit: 'inside' })
      .png({ compressionLevel: 9 })
      .toBuffer()
  } catch {
    refuse(req, file.name, 'unreadable')
  }
  if (file.tempFilePath) await writeFile(file.tempFilePath, png)
  req.file = { ...file, data: png, mimetype: 'image/png', name: `${file.name.replace(/\.svg$/i, '')}.png`, size: png.length }
  return args
}

const reasons = {
  entities: tx(
    'deklaruje entity XML (<!ENTITY>), které web z bezpečnostních důvodů nepřijímá. Uložte ho z editoru jako prosté SVG, nebo nahrajte PNG.',
    'declares XML entities (<!ENTITY>), which the site does not accept for safety. Save it from your editor as plain SVG, or upload a PNG.',
  ),
  external: tx(
    'odkazuje na jiné soubory (obrázky, písma nebo styly mimo sebe). Vložte je do SVG, nebo nahrajte PNG.',
    'refers to other files (images, fonts or styles outside itself). Embed them in the SVG, or upload a PNG.',
  ),
  unreadable: tx(
    'nejde přečíst jako obrázek SVG (poškozený soubor?). Uložte ho znovu, nebo nahrajte PNG.',
    'cannot be read as an SVG image (a damaged file?). Save it again, or upload a PNG.',
  ),
}

function refuse(req: PayloadRequest, name: string, reason: keyof typeof reasons): never {
  const why = reasons[reason]
  throw new APIError(adminMessage(req, tx(`Soubor „${name}“ ${why.cs}`, `The file "${name}" ${why.en}`)), 400, null, true)
}
