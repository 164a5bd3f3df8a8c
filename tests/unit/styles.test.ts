/**
 * The house rules of the site's CSS (docs/decisions/0058-styles.md): every colour, shadow and
 * stacking level comes from tokens.css; each component's styles live beside it, are imported by it
 * and sit in a cascade layer, so that the order of imports never decides which rule wins.
 */
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const tokensFile = 'src/app/(site)/tokens.css'
const cssFiles = globSync('src/**/*.css', { cwd: root }).filter((file) => !file.startsWith('src/app/(payload)'))
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')

describe('site styles', () => {
  it('are split into files beside their components, none over 300 lines', () => {
    expect(cssFiles.length).toBeGreaterThan(20)
    const long = cssFiles.map((file) => ({ file, lines: read(file).split('\n').length })).filter(({ lines }) => lines > 300)
    expect(long).toEqual([])
  })

  it('use colours, shadows and z-index levels from the tokens only', () => {
    const raw = cssFiles
      .filter((file) => file !== tokensFile)
      .flatMap((file) =>
        withoutComments(read(file))
          .split('\n')
          .filter((line) => /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(|z-index:\s*-?\d/i.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      )
    expect(raw).toEqual([])
  })

  it('put every rule in a cascade layer declared once, in tokens.css', () => {
    expect(read(tokensFile)).toMatch(/^@layer base, primitives, components;$/m)
    const unlayered = cssFiles.filter((file) => file !== tokensFile && !/^@layer (base|primitives|components) \{/m.test(read(file)))
    expect(unlayered).toEqual([])
    const primitivesOutsideUi = cssFiles.filter((file) => read(file).includes('@layer primitives') && !file.startsWith('src/ui/'))
    expect(primitivesOutsideUi).toEqual([])
  })

  it('are each imported by the component beside them (or by its lazy loader, or for the global ones by the layout)', () => {
    const sources = globSync('src/**/*.tsx', { cwd: root }).map((file) => ({ file, text: read(file) }))
    const notImported = cssFiles.filter((file) => {
      const name = path.basename(file)
      return !sources.some(({ file: source, text }) => {
        const imported = text.match(/^import '([^']+\.css)'$/gm) ?? []
        return imported.some((line) => {
          const specifier = line.slice(8, -1)
          const resolved = specifier.startsWith('@/') ? path.join('src', specifier.slice(2)) : path.join(path.dirname(source), specifier)
          return path.normalize(resolved) === path.normalize(file) && specifier.endsWith(name)
        })
      })
    })
    expect(notImported).toEqual([])
  })
})
