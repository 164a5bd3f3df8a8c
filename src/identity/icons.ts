import sharp from 'sharp'

/**
 * The site's icons, derived from the logo in Settings (or, without one, a neutral mark that is
 * nobody's): pure functions of the logo's bytes, so they are tested without a server.
 */

export type IconFile = 'favicon-32.png' | 'favicon.ico' | 'apple-touch-icon.png' | 'icon-192.png' | 'icon-512.png' | 'icon-maskable-512.png'

interface IconSpec {
  size: number
  /** Opaque background (iOS shows transparency as black; Android crops maskable icons to its shape). */
  background?: string
  /** How the logo is fitted: within a square of this share of the side, or within the maskable safe zone. */
  fit: number | 'safe-zone'
}

export const iconSpecs: Record<IconFile, IconSpec> = {
  'favicon-32.png': { size: 32, fit: 1 },
  'favicon.ico': { size: 32, fit: 1 },
  'apple-touch-icon.png': { size: 180, background: '#ffffff', fit: 0.8 },
  'icon-192.png': { size: 192, fit: 1 },
  'icon-512.png': { size: 512, fit: 1 },
  'icon-maskable-512.png': { size: 512, background: '#ffffff', fit: 'safe-zone' },
}

export const iconFiles = Object.keys(iconSpecs) as IconFile[]

/**
 * The largest box of the logo's proportions inside the maskable safe zone: a circle whose diameter
 * is 80 % of the icon (W3C "maskable" purpose), so no launcher's mask cuts into the logo.
 */
function safeZoneBox(size: number, aspect: number): { width: number; height: number } {
  const height = (0.8 * size) / Math.sqrt(aspect * aspect + 1)
  return { width: Math.max(1, Math.floor(aspect * height)), height: Math.max(1, Math.floor(height)) }
}

/**
 * Without a logo: a plain rounded square in a neutral slate, no letter and no mark of anyone's
 * (the demo's monogram must never stand for a real clinic). Drawn without text, so no font is needed.
 */
function neutralIconSvg(size: number, fullBleed: boolean): Buffer {
  const radius = fullBleed ? 0 : Math.round(size * 0.22)
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" rx="${radius}" fill="#5a6473"/>` +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.22}" fill="none" stroke="#e9ecf0" stroke-width="${Math.max(2, size * 0.05)}"/>` +
      '</svg>',
  )
}

/** One icon as PNG, from the logo (any format sharp reads; uploads are PNG, JPEG, WebP or AVIF) or the neutral mark. */
export async function renderIconPng(file: IconFile, logo: Buffer | null): Promise<Buffer> {
  const spec = iconSpecs[file]
  const { size } = spec
  if (!logo) {
    return sharp(neutralIconSvg(size, spec.background !== undefined))
      .png({ compressionLevel: 9 })
      .toBuffer()
  }
  const source = sharp(logo, { limitInputPixels: 100_000_000 }).rotate()
  const { width = size, height = size } = await source.metadata()
  const box =
    spec.fit === 'safe-zone'
      ? safeZoneBox(size, width / height)
      : { width: Math.max(1, Math.round(size * spec.fit)), height: Math.max(1, Math.round(size * spec.fit)) }
  const fitted = await source
    .resize({ ...box, fit: 'inside', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  return sharp({
    create: { width: size, height: size, channels: 4, background: spec.background ?? { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: fitted, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * A .ico that holds one PNG image (allowed since Windows Vista, read by every current browser):
 * the 6-byte header, one 16-byte directory entry, then the PNG.
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6) // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14) // image size
  header.writeUInt32LE(22, 18) // image offset
  return Buffer.concat([header, png])
}

/** The file's bytes and content type. */
export async function renderIcon(file: IconFile, logo: Buffer | null): Promise<{ body: Buffer; contentType: string }> {
  const png = await renderIconPng(file, logo)
  return file === 'favicon.ico'
    ? { body: icoFromPng(png, iconSpecs[file].size), contentType: 'image/x-icon' }
    : { body: png, contentType: 'image/png' }
}
