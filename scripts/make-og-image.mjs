// Renders the demo clinic's share image and logo (src/cms/seed/files/demo-*.png) without any download.
// The demo seed uploads them into Settings → Identity; the site derives its icons from the logo.
import sharp from 'sharp'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1f2f46"/>
      <stop offset="1" stop-color="#2f4666"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.7">
      <stop offset="0" stop-color="#d8b98a" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#d8b98a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <circle cx="180" cy="315" r="86" fill="none" stroke="#f1e3c8" stroke-width="6"/>
  <path d="M140 365 L180 255 L220 365 M155 325 H205" fill="none" stroke="#f1e3c8" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="310" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">Aurelia Clinic</text>
  <text x="312" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#f1e3c8">Praha · Prague · Prag</text>
</svg>`

await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile('src/cms/seed/files/demo-share-image.png')
console.log('src/cms/seed/files/demo-share-image.png written')

// The logo: the monogram on the brand colour.
const icon = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="#1f2f46"/>
  <circle cx="50" cy="50" r="34" fill="none" stroke="#f1e3c8" stroke-width="3"/>
  <path d="M34 70 L50 28 L66 70 M40 56 H60" fill="none" stroke="#f1e3c8" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`
await sharp(Buffer.from(icon(512)))
  .png({ compressionLevel: 9 })
  .toFile('src/cms/seed/files/demo-logo.png')
console.log('src/cms/seed/files/demo-logo.png written')
