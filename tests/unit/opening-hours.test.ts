import { describe, expect, it } from 'vitest'
import { contactFacts, fillContactPlaceholders, fillContactPlaceholdersDeep } from '@/content/contact-placeholders'
import {
  defaultOpeningHours,
  formatOpeningHours,
  normalizeTime,
  type OpeningHoursRow,
  openingHoursSpecification,
  repeatedDay,
} from '@/content/opening-hours'

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const
const withSaturday: OpeningHoursRow[] = [
  { days: [...weekdays], opens: '07:00', closes: '18:00' },
  { days: ['sat'], opens: '08:00', closes: '12:00' },
]

describe('opening hours as the site writes them', () => {
  it('groups Monday to Friday and adds Saturday, in Czech, English and German', () => {
    expect(formatOpeningHours(withSaturday, 'cs')).toBe('Po–Pá 7:00–18:00, So 8:00–12:00')
    expect(formatOpeningHours(withSaturday, 'en')).toBe('Mon–Fri 7:00–18:00, Sat 8:00–12:00')
    expect(formatOpeningHours(withSaturday, 'de')).toBe('Mo–Fr 7:00–18:00, Sa 8:00–12:00')
  })

  it('writes the default (the old "7:00 - 18:00") as Monday to Friday', () => {
    expect(formatOpeningHours(defaultOpeningHours, 'cs')).toBe('Po–Pá 7:00–18:00')
  })

  it('groups only consecutive days with equal hours, whatever the rows look like', () => {
    const rows: OpeningHoursRow[] = [
      { days: ['mon', 'tue'], opens: '07:00', closes: '18:00' },
      { days: ['wed'], opens: '07:00', closes: '18:00' },
      { days: ['thu'], opens: '09:00', closes: '20:30' },
      { days: ['fri'], opens: '07:00', closes: '18:00' },
    ]
    expect(formatOpeningHours(rows, 'cs')).toBe('Po–St 7:00–18:00, Čt 9:00–20:30, Pá 7:00–18:00')
    // Days in any order within a row; a gap (Wednesday in no row) splits the group and is not mentioned.
    expect(formatOpeningHours([{ days: ['fri', 'mon', 'thu', 'tue'], opens: '08:00', closes: '16:00' }], 'en')).toBe(
      'Mon–Tue 8:00–16:00, Thu–Fri 8:00–16:00',
    )
  })

  it('names closed days explicitly and leaves them out of the search-engine data', () => {
    const rows: OpeningHoursRow[] = [...withSaturday, { days: ['sun'], closed: true, opens: null, closes: null }]
    expect(formatOpeningHours(rows, 'cs')).toBe('Po–Pá 7:00–18:00, So 8:00–12:00, Ne zavřeno')
    expect(formatOpeningHours(rows, 'en')).toBe('Mon–Fri 7:00–18:00, Sat 8:00–12:00, Sun closed')
    expect(formatOpeningHours(rows, 'de')).toBe('Mo–Fr 7:00–18:00, Sa 8:00–12:00, So geschlossen')
    expect(formatOpeningHours([{ days: ['sat', 'sun'], closed: true }], 'cs')).toBe('So–Ne zavřeno')
    expect(openingHoursSpecification(rows)).toEqual([
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '18:00' },
      { dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
    ])
  })

  it('gives schema.org one specification per distinct hours, days Monday first', () => {
    const rows: OpeningHoursRow[] = [
      { days: ['fri', 'mon'], opens: '07:00', closes: '18:00' },
      { days: ['wed'], opens: '10:00', closes: '14:00' },
    ]
    expect(openingHoursSpecification(rows)).toEqual([
      { dayOfWeek: ['Monday', 'Friday'], opens: '07:00', closes: '18:00' },
      { dayOfWeek: ['Wednesday'], opens: '10:00', closes: '14:00' },
    ])
  })

  it('shows nothing for no rows and skips rows it cannot trust', () => {
    expect(formatOpeningHours([], 'cs')).toBe('')
    expect(formatOpeningHours(null, 'en')).toBe('')
    expect(openingHoursSpecification(undefined)).toEqual([])
    const broken: OpeningHoursRow[] = [
      { days: ['mon'], opens: '18:00', closes: '07:00' },
      { days: ['tue'], opens: '7', closes: '18:00' },
      { days: [], opens: '07:00', closes: '18:00' },
    ]
    expect(formatOpeningHours(broken, 'cs')).toBe('')
    expect(openingHoursSpecification(broken)).toEqual([])
  })

  it('reads what staff type into HH:mm and finds a day named twice', () => {
    expect(normalizeTime('7:00')).toBe('07:00')
    expect(normalizeTime(' 8.30 ')).toBe('08:30')
    expect(normalizeTime('18:00')).toBe('18:00')
    expect(normalizeTime('7 pm')).toBe('7 pm')
    expect(repeatedDay(withSaturday)).toBeUndefined()
    expect(repeatedDay([...withSaturday, { days: ['sun', 'fri'], closed: true }])).toBe('fri')
  })
})

describe('contact placeholders in texts', () => {
  const settings = {
    openingHours: withSaturday,
    phone: '+420 222 000 111',
    email: 'info@aurelia-clinic.example',
    address: { street: 'Olšanská 2666/7', city: '130 00 Praha 3' },
    emergencyPhone: '+420 222 000 999',
  }

  it('puts in the current facts from Settings, by Czech or English name, in the page language', () => {
    const cs = contactFacts(settings, 'cs')
    expect(
      fillContactPlaceholders(
        'Volejte {telefon} ({hodiny}), pište na {email}, najdete nás na adrese {adresa}. Pohotovost {pohotovost}.',
        cs,
      ),
    ).toBe(
      'Volejte +420 222 000 111 (Po–Pá 7:00–18:00, So 8:00–12:00), pište na info@aurelia-clinic.example, najdete nás na adrese Olšanská 2666/7, 130 00 Praha 3. Pohotovost +420 222 000 999.',
    )
    const en = contactFacts(settings, 'en')
    expect(fillContactPlaceholders('Open {hours}; call {Phone} or { phone }, write to {e-mail}, {address}, {emergency}.', en)).toBe(
      'Open Mon–Fri 7:00–18:00, Sat 8:00–12:00; call +420 222 000 111 or +420 222 000 111, write to info@aurelia-clinic.example, Olšanská 2666/7, 130 00 Praha 3, +420 222 000 999.',
    )
  })

  it('leaves other braces alone', () => {
    const facts = contactFacts(settings, 'cs')
    expect(fillContactPlaceholders('Sleva {20 %} a {neznámé}', facts)).toBe('Sleva {20 %} a {neznámé}')
    expect(fillContactPlaceholders(null, facts)).toBeNull()
  })

  it('fills every text of rich text without changing the stored document', () => {
    const richText = {
      root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Otevřeno {hodiny}.', format: 0 }] }] },
    }
    const filled = fillContactPlaceholdersDeep(richText, contactFacts(settings, 'de'))
    expect(filled.root.children[0].children[0]).toEqual({ type: 'text', text: 'Otevřeno Mo–Fr 7:00–18:00, Sa 8:00–12:00.', format: 0 })
    expect(richText.root.children[0].children[0].text).toBe('Otevřeno {hodiny}.')
  })
})
