// The logic of scripts/make-font-subset.mjs, importable by unit tests: which characters the public
// site's one Inter file holds, and how to read a woff2 back (its characters, axes, glyphs, features).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import * as hb from 'harfbuzzjs'
import ts from 'typescript'
import wawoff2 from 'wawoff2'

/** Inter 4.1 variable (axes opsz 14–32 and wght 100–900), every glyph Inter has. */
export const sourceFontPath = 'node_modules/inter-ui/variable/InterVariable.woff2'
export const outputFontPath = 'src/app/(site)/fonts/inter-variable-subset.woff2'
export const maxBytes = 60 * 1024

/**
 * The design's weights are 400, 500, 600, 650 and 700 (`font-weight` in src/**\/*.css; `<strong>` is
 * 700); optical size stays at Inter's text size, 14, as the @fontsource-variable/inter wght files had it.
 */
export const variationAxes = { opsz: 14, wght: { min: 400, max: 700 } }

/**
 * Layout features the text uses: kerning; contextual alternates (Inter's calt raises hyphens, dashes
 * and colons between capitals and figures: "8:00–16:00"); tabular figures for
 * `font-variant-numeric: tabular-nums` (the counters). Everything else Inter has (stylistic sets,
 * fractions, case forms, localized forms for Dutch, Catalan, Romanian…) no CSS of ours asks for or
 * our languages need; kept, all features would make the file 55 % larger.
 */
export const keepFeatures = ['kern', 'calt', 'tnum']

/**
 * Characters the design provides for, whatever the demo content says, as inclusive code point ranges:
 * what an editor typing Czech, Slovak, German or English may use.
 */
export const designRanges = [
  [0x20, 0x7e, 'Basic Latin'],
  [0xa0, 0xac, 'no-break space, ¡ ¢ £ ¤ ¥ ¦ § ¨ © ª « ¬ (the soft hyphen U+00AD needs no glyph of its own)'],
  [0xae, 0xff, '® ° ± ² ³ · ¹ » ¿, × ÷, ä ö ü ß é á í ó ú ý ô and the other Latin-1 letters'],
  [0x10c, 0x10f, 'Č č Ď ď'],
  [0x11a, 0x11b, 'Ě ě'],
  [0x139, 0x13a, 'Ĺ ĺ (Slovak)'],
  [0x13d, 0x13e, 'Ľ ľ (Slovak)'],
  [0x147, 0x148, 'Ň ň'],
  [0x152, 0x153, 'Œ œ'],
  [0x154, 0x155, 'Ŕ ŕ (Slovak)'],
  [0x158, 0x161, 'Ř ř Ś ś Ş ş Š š'],
  [0x164, 0x165, 'Ť ť'],
  [0x16e, 0x16f, 'Ů ů'],
  [0x179, 0x17e, 'Ź ź Ż ż Ž ž'],
  [0x2009, 0x200b, 'thin and hair spaces, zero-width space'],
  [0x2010, 0x2011, 'hyphen, non-breaking hyphen'],
  [0x2013, 0x2014, '– —'],
  [0x2018, 0x201e, '‘ ’ ‚ “ ” „'],
  [0x2022, 0x2022, '•'],
  [0x2026, 0x2026, '…'],
  [0x202f, 0x202f, 'narrow no-break space'],
  [0x2030, 0x2030, '‰'],
  [0x2039, 0x203a, '‹ ›'],
  [0x2070, 0x2070, '⁰'],
  [0x2074, 0x2079, '⁴–⁹'],
  [0x2080, 0x2089, '₀–₉ (CO₂)'],
  [0x20ac, 0x20ac, '€'],
  [0x2122, 0x2122, '™'],
  [0x2190, 0x2193, '← ↑ → ↓'],
  [0x2212, 0x2212, '− minus'],
]

/** Texts shown on public pages that the subset must cover: the messages and the demo content. */
export function contentFiles(root) {
  const messages = readdirSync(path.join(root, 'src/messages'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join('src/messages', name))
  const seed = readdirSync(path.join(root, 'src/cms/seed'), { recursive: true })
    .filter((name) => /\.(?:ts|json)$/.test(name))
    .map((name) => path.join('src/cms/seed', name))
  return [...messages, ...seed].sort()
}

function jsonStrings(value, out) {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) jsonStrings(item, out)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) jsonStrings(item, out)
  return out
}

/** String literals and template text of a TypeScript file: its content, not its comments. */
function tsStrings(fileName, source) {
  const out = []
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text)
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) out.push(node.text)
    node.forEachChild(visit)
  }
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false))
  return out
}

/** Code points that need no glyph: control characters (line breaks, tabs). */
const isControl = (codePoint) => codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)

/** Every character of the content files' texts, as code point → files using it. */
export function contentCharacters(root) {
  const found = new Map()
  for (const file of contentFiles(root)) {
    const source = readFileSync(path.join(root, file), 'utf8')
    const texts = file.endsWith('.json') ? jsonStrings(JSON.parse(source), []) : tsStrings(file, source)
    for (const text of texts) {
      for (const character of text) {
        const codePoint = character.codePointAt(0)
        if (isControl(codePoint)) continue
        if (!found.has(codePoint)) found.set(codePoint, new Set())
        found.get(codePoint).add(file)
      }
    }
  }
  return found
}

export function designCodePoints() {
  const codePoints = new Set()
  for (const [from, to] of designRanges) for (let codePoint = from; codePoint <= to; codePoint++) codePoints.add(codePoint)
  return codePoints
}

/** Reads a woff2 (or TrueType) font: its characters, glyph count, axes and layout features. */
export async function readFont(buffer) {
  const sfnt = buffer.subarray(0, 4).toString('latin1') === 'wOF2' ? Buffer.from(await wawoff2.decompress(buffer)) : buffer
  const face = new hb.Face(new hb.Blob(sfnt))
  // A view into harfbuzz's memory, which later calls may move: read it at once.
  const maxp = face.referenceTable('maxp')
  const glyphCount = (maxp[4] << 8) | maxp[5]
  return {
    codePoints: new Set(face.collectUnicodes()),
    glyphCount,
    axes: face.getAxisInfos(),
    features: { GSUB: [...new Set(face.getTableFeatureTags('GSUB'))], GPOS: [...new Set(face.getTableFeatureTags('GPOS'))] },
  }
}

/** `U+0159 ř`, for messages. */
export const describeCodePoint = (codePoint) =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(codePoint)}`
