import { describe, expect, it } from 'vitest'
import { isSameValue } from '@/platform/cms/immutable-fields'
import { isPageAddress, pagePathOf } from '@/features/inquiries/page-address'
import { hasLetter, toMultiLine, toSingleLine } from '@/features/inquiries/plain-text'
import { callMeSchema, contactFieldsSchema, validationMessages } from '@/features/inquiries/schema'

describe('toSingleLine', () => {
  it('turns every kind of line break and tab into a space', () => {
    expect(toSingleLine('a\r\nb\nc\rd\u2028e\u2029f\u0085g\th\vi\fj')).toBe('a b c d e f g h i j')
  })
  it('drops controls, zero-width characters and bidi marks (Unicode Cc and Cf)', () => {
    expect(toSingleLine('\u202eJa\u200bn\u00ada\u0000\u001b\u007f\u009f\ufeff\u2066\u200d\u200c')).toBe('Jana')
  })
  it('keeps letters of any script, accents and symbols', () => {
    expect(toSingleLine('Jiří Šťastný – Müller, 李 ☺')).toBe('Jiří Šťastný – Müller, 李 ☺')
  })
})

describe('toMultiLine', () => {
  it('keeps line breaks (as \\n), tabs and joiners; drops other controls', () => {
    expect(toMultiLine('a\r\nb\rc\u2028d\n\te\u0000\u202e 👩\u200d⚕️ \u200c')).toBe('a\nb\nc\nd\n\te 👩\u200d⚕️ \u200c')
  })
})

describe('hasLetter', () => {
  it('needs a letter of some alphabet', () => {
    for (const name of ['Jana', 'Ňo', 'Ли', '李', 'o']) expect(hasLetter(name), name).toBe(true)
    for (const name of ['', '12345', '-- .', '☎', '👩']) expect(hasLetter(name), name).toBe(false)
  })
})

describe('isPageAddress', () => {
  it('accepts absolute http(s) addresses and paths on the site', () => {
    for (const value of [
      'https://aurelia-clinic.example/kontakt',
      'HTTP://localhost:3000/',
      '/kontakt',
      '/',
      '/en/contact?x=1#y',
      '/de/kontakt#contact-form',
    ]) {
      expect(isPageAddress(value), value).toBe(true)
    }
  })
  it('refuses other schemes, protocol-relative addresses and non-addresses', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.cz',
      'ftp://x.cz/',
      '//evil.example',
      '/\\evil.example',
      'kontakt',
      'www.example.cz',
      'https://',
      'http//x.cz',
      '',
    ]) {
      expect(isPageAddress(value), value).toBe(false)
    }
  })
})

describe('contact fields (the schema the browser form uses too)', () => {
  const valid = { name: 'Jana Nováková', email: 'jana@example.cz', phoneNumber: '+420 777 123 456', message: 'Dotaz' }
  const nameError = (name: string, lang: 'cs' | 'en' = 'cs') =>
    contactFieldsSchema(lang).safeParse({ ...valid, name }).error?.issues[0]?.message

  it('gives the spec name-required message to names without a letter', () => {
    expect(nameError('\u200b\u200b')).toBe('Jméno je povinné, prosím doplňte')
    expect(nameError('\u202e\u0000')).toBe(validationMessages.cs.nameRequired)
    expect(nameError('12345', 'en')).toBe(validationMessages.en.nameRequired)
    expect(nameError('Jo')).toBeUndefined()
  })

  it('returns the cleaned values', () => {
    const parsed = contactFieldsSchema('cs').parse({
      ...valid,
      name: ' Jana\r\nNováková\u200b ',
      email: '\ufeffjana@example.cz',
      message: 'a\r\nb\u0000',
    })
    expect(parsed).toMatchObject({ name: 'Jana Nováková', email: 'jana@example.cz', message: 'a\nb' })
  })

  it('refuses an e-mail or phone that hides a second line', () => {
    expect(contactFieldsSchema('cs').safeParse({ ...valid, email: 'jana@example.cz\nBcc: x@y.cz' }).success).toBe(false)
    expect(callMeSchema('cs').safeParse({ phoneNumber: '+420 777 123 456\nx', locationUrl: '/kontakt' }).success).toBe(false)
  })
})

describe('isSameValue (the admin saves the whole inquiry back)', () => {
  it('takes a relation as an id or populated, and empty values as alike', () => {
    expect(isSameValue([1, 2], [{ id: 1, filename: 'a.jpg' }, '2'])).toBe(true)
    expect(isSameValue([1], [{ relationTo: 'inquiry-photos', value: 1 }])).toBe(true)
    expect(isSameValue(null, '')).toBe(true)
    expect(isSameValue(undefined, null)).toBe(true)
    expect(isSameValue(false, null)).toBe(true)
    expect(isSameValue([], null)).toBe(true)
  })
  it('tells a changed value apart', () => {
    expect(isSameValue([1, 2], [1])).toBe(false)
    expect(isSameValue([1, 2], [2, 1])).toBe(false)
    expect(isSameValue('jana@example.cz', 'jana@example.cz ')).toBe(false)
    expect(isSameValue(true, false)).toBe(false)
    expect(isSameValue('a', null)).toBe(false)
  })
})

describe('pagePathOf (where a form sent without script returns the visitor)', () => {
  it('is the path of a page on this site, without its query or fragment', () => {
    expect(pagePathOf('/de/kontakt', 'de')).toBe('/de/kontakt')
    expect(pagePathOf('/kontakt?utm_source=x#contact-form', 'cs')).toBe('/kontakt')
    expect(pagePathOf('/', 'cs')).toBe('/')
    expect(pagePathOf('/en/price list', 'en')).toBe('/en/price%20list')
  })
  it('never another host: protocol-relative, absolute, other schemes or nothing go to the language home', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/kontakt',
      'javascript:alert(1)',
      'kontakt',
      '',
      undefined,
    ]) {
      expect(pagePathOf(value, 'en'), String(value)).toBe('/en')
      expect(pagePathOf(value, 'cs'), String(value)).toBe('/')
    }
  })
})
