import { describe, expect, it } from 'vitest'
import { personSlug, slugify, slugPattern } from '@/routing/slugify'

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

describe('person slugs leave out the degrees before the name (the page is /mudr-{slug})', () => {
  it.each([
    ['MUDr. Klára Nováková', 'klara-novakova'],
    ['mudr-klara-novakova', 'klara-novakova'],
    ['doc. MUDr. Ivan Starý, Ph.D.', 'ivan-stary-ph-d'],
    ['MUDr. et MDDr. Eva Dvořáková', 'eva-dvorakova'],
    ['Bc. Tereza Vymyšlená', 'bc-tereza-vymyslena'],
    ['Jana Mudrová', 'jana-mudrova'],
    ['MUDr.', 'mudr'],
  ])('%s -> %s', (name, expected) => {
    expect(personSlug(slugify(name))).toBe(expected)
  })
})
