import { describe, expect, it } from 'vitest'
import { isPersonsContact, parsePerson, samePhone } from '@/features/inquiries/person-data/person'
import { countsPhrase } from '@/features/inquiries/person-data/texts'

describe('a person asked for by e-mail or phone', () => {
  it('matches a phone by its digits in any form, and an e-mail whatever its case', () => {
    for (const stored of ['777123456', '+420 777 123 456', '00420 777-123-456', '(+420) 777.123.456']) {
      expect(samePhone('+420 777 123 456', stored), stored).toBe(true)
    }
    expect(samePhone('+420 777 123 456', '+420 777 123 457')).toBe(false)
    expect(samePhone('+49 30 1234567', '030 1234567')).toBe(true)
    // Too few digits to be one number.
    expect(samePhone('3456', '+420 777 123 456')).toBe(false)
    const person = parsePerson({ email: ' Jana@Example.CZ ' })
    expect(person).toEqual({ email: 'jana@example.cz', phone: null })
    expect(isPersonsContact(person as never, { email: 'JANA@example.cz' })).toBe(true)
    expect(isPersonsContact(person as never, { email: 'jana@example.com' })).toBe(false)
  })

  it('names the field that is missing or wrong', () => {
    expect(parsePerson({})).toMatchObject({ field: 'email' })
    expect(parsePerson({ email: 'jana@' })).toMatchObject({ field: 'email' })
    expect(parsePerson({ phone: '12 34' })).toMatchObject({ field: 'phone' })
    expect(parsePerson({ phone: 'abc 777 123 456' })).toMatchObject({ field: 'phone' })
  })

  it('counts in Czech with its three plural forms, leaving out what is not there', () => {
    const counts = { inquiries: 3, callBacks: 1, photos: 5, notes: 2, history: 0, audit: 1 }
    expect(countsPhrase(counts, 'cs')).toBe('3 poptávky, 1 žádost o zavolání, 5 fotografií, 2 poznámky, 1 auditní záznam')
    expect(countsPhrase(counts, 'en')).toBe('3 inquiries, 1 call-back request, 5 photos, 2 notes, 1 audit entry')
    expect(countsPhrase({ inquiries: 1, callBacks: 0, photos: 0, notes: 0, history: 0, audit: 0 }, 'cs')).toBe('1 poptávka')
  })
})
