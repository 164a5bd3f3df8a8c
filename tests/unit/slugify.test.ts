import { describe, expect, it } from 'vitest'
import { slugify, slugPattern } from '@/routing/slugify'

describe('slugify keeps Czech and German words readable', () => {
  it.each([
    ['Zvětšení prsou', 'zvetseni-prsou'],
    ['Modelace nosu – rinoplastika', 'modelace-nosu-rinoplastika'],
    ['Příliš žluťoučký kůň úpěl ďábelské ódy', 'prilis-zlutoucky-kun-upel-dabelske-ody'],
    ['Brustvergrößerung', 'brustvergrosserung'],
    ['Über uns', 'uber-uns'],
    ['Häufig gestellte Fragen', 'haufig-gestellte-fragen'],
    ['  Facelift & necklift  ', 'facelift-and-necklift'],
    ['stem_cells', 'stem_cells'],
    ['PRP', 'prp'],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
    expect(slugPattern.test(slugify(input))).toBe(true)
  })

  it('rejects slugs staff could type that would break URLs', () => {
    for (const bad of ['Velká', 'a b', '/o-nas', 'a--b', '-a', 'a/b']) expect(slugPattern.test(bad)).toBe(false)
  })
})
