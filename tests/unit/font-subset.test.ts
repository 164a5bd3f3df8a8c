import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  contentCharacters,
  describeCodePoint,
  designCodePoints,
  maxBytes,
  outputFontPath,
  readFont,
} from '../../scripts/lib/font-subset.mjs'

// The public site's one font file (src/app/(site)/fonts, made by `npm run font:subset`): read back
// with harfbuzz after Google's woff2 decoder, as browsers read it.
const root = path.resolve(import.meta.dirname, '../..')
const file = readFileSync(path.join(root, outputFontPath))
let font: Awaited<ReturnType<typeof readFont>>

beforeAll(async () => {
  font = await readFont(file)
})

describe('the Inter subset', () => {
  it(`is at most ${maxBytes / 1024} KiB`, () => {
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(file.length).toBeLessThanOrEqual(maxBytes)
  })

  it('has every character of the messages and the demo content (else run `npm run font:subset`)', () => {
    const content = contentCharacters(root)
    // The scan reads texts, not comments or code: the seed's ─ rules are in comments only.
    expect(content.has('č'.codePointAt(0)!)).toBe(true)
    expect(content.has('─'.codePointAt(0)!)).toBe(false)
    const missing = [...content]
      .filter(([codePoint]) => !font.codePoints.has(codePoint))
      .map(([codePoint, files]) => `${describeCodePoint(codePoint)} (${[...files].join(', ')})`)
    expect(missing).toEqual([])
  })

  it('has the whole character set of the design: Czech, Slovak, German, English and their punctuation', () => {
    const missing = [...designCodePoints()].filter((codePoint) => !font.codePoints.has(codePoint)).map(describeCodePoint)
    expect(missing).toEqual([])
    for (const character of 'áčďéěíňóřšťúůýž ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ äöüß ÄÖÜ – — „“ ‚‘ ’ … € × · • ° § © ® ← → −\u00a0\u202f')
      expect(font.codePoints.has(character.codePointAt(0)!), describeCodePoint(character.codePointAt(0)!)).toBe(true)
  })

  it('is variable in weight over 400–700 (the design’s 400, 500, 600, 650 and 700) and nothing else', () => {
    expect(Object.keys(font.axes)).toEqual(['wght'])
    expect(font.axes.wght).toMatchObject({ min: 400, max: 700, default: 400 })
  })

  it('keeps kerning, contextual alternates and tabular figures', () => {
    expect(font.features.GPOS).toContain('kern')
    expect(font.features.GSUB).toEqual(expect.arrayContaining(['calt', 'tnum']))
  })

  it('is read by next/font, which sizes the fallback font from it', () => {
    // next/font/local reads the file with its own fontkit to compute the Arial fallback's metrics.
    const require = createRequire(import.meta.url)
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default
    const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file')
    const parsed = (fontkit.default ?? fontkit)(file)
    expect(parsed.numGlyphs).toBe(font.glyphCount)
    expect(getFallbackMetricsFromFontFile(parsed, 'sans-serif')).toMatchObject({ fallbackFont: 'Arial', sizeAdjust: '107.89%' })
  })
})
