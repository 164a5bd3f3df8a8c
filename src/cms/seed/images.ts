import sharp from 'sharp'

/**
 * Demo pictures drawn on this machine (no downloads): calm gradients in the clinic's colours with
 * simple shapes, marked as illustrative. Staff replace them with real photographs.
 */

const palettes = [
  ['#1f2f46', '#3d5a80', '#e0c9a6'],
  ['#6d4e26', '#b08a5a', '#f4ead9'],
  ['#2f4f4f', '#6f9a8d', '#e8f0ec'],
  ['#4a3b52', '#8c6f9c', '#efe6f3'],
  ['#3b4a5a', '#9bb0c3', '#f2f5f8'],
  ['#5a3d2b', '#c08b5c', '#f8efe6'],
]

function palette(seed: number) {
  return palettes[seed % palettes.length]
}

function caption(width: number, height: number, label: string) {
  return `<text x="${width - 24}" y="${height - 24}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(width / 48)}" fill="#ffffff" fill-opacity="0.75">${label}</text>`
}

/** An interior-like scene: light from a window, soft forms, a horizon line. */
export async function sceneImage(seed: number, label: string, width = 1600, height = 1000): Promise<Buffer> {
  const [dark, mid, light] = palette(seed)
  const x = 200 + ((seed * 277) % (width - 500))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
      <radialGradient id="l" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${x}" y="${height * 0.12}" width="${width * 0.22}" height="${height * 0.5}" rx="12" fill="#ffffff" fill-opacity="0.55"/>
    <rect x="0" y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="${dark}" fill-opacity="0.35"/>
    <ellipse cx="${width * 0.68}" cy="${height * 0.72}" rx="${width * 0.18}" ry="${height * 0.08}" fill="${dark}" fill-opacity="0.45"/>
    <rect width="100%" height="100%" fill="url(#l)"/>
    ${caption(width, height, label)}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
}

/** A portrait placeholder: head-and-shoulders silhouette on a soft background. */
export async function portraitImage(seed: number, label: string, width = 800, height = 1000): Promise<Buffer> {
  const [dark, mid, light] = palette(seed)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.17}" fill="${dark}" fill-opacity="0.55"/>
    <path d="M${width * 0.14} ${height} C${width * 0.16} ${height * 0.66}, ${width * 0.84} ${height * 0.66}, ${width * 0.86} ${height} Z" fill="${dark}" fill-opacity="0.55"/>
    <path d="M${width * 0.44} ${height * 0.64} L${width / 2} ${height * 0.8} L${width * 0.56} ${height * 0.64}" fill="#ffffff" fill-opacity="0.8"/>
    ${caption(width, height, label)}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
}

/** Abstract before/after pair: the same form, the "after" smoother and warmer. */
export async function beforeAfterImage(seed: number, after: boolean, label: string, width = 900, height = 1100): Promise<Buffer> {
  const [dark, , light] = palette(seed)
  const bend = after ? 0.06 : 0.12
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${light}"/>
    <path d="M${width * 0.3} 0 C${width * (0.3 - bend)} ${height * 0.35}, ${width * (0.25 + bend)} ${height * 0.65}, ${width * 0.32} ${height}
             L${width * 0.68} ${height} C${width * (0.75 - bend)} ${height * 0.65}, ${width * (0.7 + bend)} ${height * 0.35}, ${width * 0.7} 0 Z"
          fill="${dark}" fill-opacity="${after ? 0.35 : 0.25}"/>
    ${caption(width, height, label)}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
}
