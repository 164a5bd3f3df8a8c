// Builds the public site's one font file (npm run font:subset): Inter's variable font cut down to the
// characters, weights and features the design uses (scripts/lib/font-subset.mjs says which), as woff2.
// Run it again after the messages or the demo content gain a character the file lacks (the unit test
// tests/unit/font-subset.test.ts says so). Needs no network: the source is the inter-ui package.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import {
  contentCharacters,
  describeCodePoint,
  designCodePoints,
  keepFeatures,
  maxBytes,
  outputFontPath,
  readFont,
  sourceFontPath,
  variationAxes,
} from './lib/font-subset.mjs'
import { root } from './lib.mjs'

const source = readFileSync(path.join(root, sourceFontPath))
const sourceFont = await readFont(source)

const content = contentCharacters(root)
const missing = [...content.keys()].filter((codePoint) => !sourceFont.codePoints.has(codePoint))
if (missing.length) {
  console.error('Inter has no glyph for these characters of the site’s texts; change the text or pick another font:')
  for (const codePoint of missing) console.error(`  ${describeCodePoint(codePoint)} in ${[...content.get(codePoint)].join(', ')}`)
  process.exit(1)
}
const notInInter = [...designCodePoints()].filter((codePoint) => !sourceFont.codePoints.has(codePoint))
if (notInInter.length) {
  console.error(`Inter has no glyph for these characters of the design's ranges: ${notInInter.map(describeCodePoint).join(', ')}`)
  process.exit(1)
}
const codePoints = new Set([...designCodePoints(), ...content.keys()])
const beyondDesign = [...content.keys()].filter((codePoint) => !designCodePoints().has(codePoint))

const text = [...codePoints]
  .sort((a, b) => a - b)
  .map((codePoint) => String.fromCodePoint(codePoint))
  .join('')
const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes, keepFeatures })
writeFileSync(path.join(root, outputFontPath), subset)

const result = await readFont(subset)
const { wght } = result.axes
console.log(`${outputFontPath} written from ${sourceFontPath} (${source.length} bytes, ${sourceFont.glyphCount} glyphs):`)
console.log(
  `  ${subset.length} bytes (${(subset.length / 1024).toFixed(1)} KiB), ${result.glyphCount} glyphs, ${result.codePoints.size} characters`,
)
console.log(`  axes: ${Object.keys(result.axes).join(', ')}; wght ${wght.min}–${wght.max}`)
console.log(`  features: GSUB ${result.features.GSUB.join(' ')}; GPOS ${result.features.GPOS.join(' ')}`)
console.log(
  `  texts: ${content.size} characters in the messages and the demo content` +
    (beyondDesign.length
      ? `, beyond the design's ranges: ${beyondDesign.map(describeCodePoint).join(', ')}`
      : ', all within the design’s ranges'),
)
if (subset.length > maxBytes) {
  console.error(`The font is over its budget of ${maxBytes} bytes.`)
  process.exit(1)
}
