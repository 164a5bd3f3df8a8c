import { describe, expect, it } from 'vitest'
import { missingSettingsFacts, settingsFacts } from '@/cms/identity/missing-facts'

/** Payload's form state as the Settings screen holds it: field path → value (an array field's value is its row count). */
const form = (values: Record<string, unknown>) => (path: string) => values[path]

const complete = {
  clinicName: 'Klinika Testovací',
  legalName: 'Klinika Testovací s.r.o.',
  companyId: '12345678',
  logo: 4,
  shareImage: 5,
  phone: '+420 123 456 789',
  email: 'info@klinika.example',
  'address.street': 'Testovací 1',
  'address.city': '110 00 Praha 1',
  openingHours: 1,
}

describe('the missing-facts note on the Settings screen', () => {
  it('lists every fact the site shows on a new installation', () => {
    expect(missingSettingsFacts(form({})).map((fact) => fact.key)).toEqual(settingsFacts.map((fact) => fact.key))
  })

  it('lists nothing once all are filled in', () => {
    expect(missingSettingsFacts(form(complete))).toEqual([])
  })

  it('counts blank text, no rows and half an address as missing', () => {
    const missing = missingSettingsFacts(form({ ...complete, phone: '  ', openingHours: 0, 'address.city': '', logo: null }))
    expect(missing.map((fact) => fact.key)).toEqual(['logo', 'phone', 'address', 'openingHours'])
    expect(missing.map((fact) => fact.label.cs)).toContain('Hlavní telefon')
    expect(missing.find((fact) => fact.key === 'address')?.tab.en).toBe('Contact')
  })
})
