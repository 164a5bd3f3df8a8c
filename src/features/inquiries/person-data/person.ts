import { emailPattern, isPhoneNumber } from '../schema'
import { type AdminText, tx } from '@/platform/cms/i18n'

/**
 * Who an administrator looks for on a patient's request (GDPR Art. 15 and 17): an e-mail, a phone
 * number, or both (an inquiry of either is theirs). An e-mail matches without regard to case; a
 * phone matches by its digits, so "+420 777 123 456", "00420777123456" and "777 123 456" are one
 * number (the shorter, without its leading zeros, ends the longer, and has at least 8 digits).
 */
export type Person = { email: string | null; phone: string | null }

export type PersonField = 'email' | 'phone'
export type PersonInputError = { field: PersonField; message: AdminText }

/** The fewest digits a national number has (Czech numbers have 9; German ones may have 8). */
const minPhoneDigits = 8

const texts = {
  missing: tx('Zadejte e-mail nebo telefon pacienta.', 'Enter the patient’s e-mail or phone.'),
  email: tx('E-mail není ve správném tvaru (např. jana@example.cz).', 'The e-mail is not valid (e.g. jana@example.cz).'),
  phone: tx(
    'Telefon není ve správném tvaru: alespoň 8 číslic, např. +420 777 123 456.',
    'The phone is not valid: at least 8 digits, e.g. +420 777 123 456.',
  ),
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The person named by the request's `email` and `phone`, or the first field that is wrong. */
export function parsePerson(input: { email?: unknown; phone?: unknown }): Person | PersonInputError {
  const email = text(input.email)
  const phone = text(input.phone)
  if (!email && !phone) return { field: 'email', message: texts.missing }
  if (email && (email.length > 254 || !emailPattern.test(email))) return { field: 'email', message: texts.email }
  if (phone && (!isPhoneNumber(phone) || phoneDigits(phone).length < minPhoneDigits)) return { field: 'phone', message: texts.phone }
  return { email: email ? email.toLowerCase() : null, phone: phone || null }
}

export const isPersonInputError = (value: Person | PersonInputError): value is PersonInputError => 'field' in value

/** A number's digits, without an international "00" prefix. */
function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^00/, '')
}

/** Whether two typed numbers are the same number (see Person). */
export function samePhone(a: string, b: string): boolean {
  const [shorter, longer] = [phoneDigits(a), phoneDigits(b)].sort((x, y) => x.length - y.length)
  const national = shorter.replace(/^0+/, '')
  return national.length >= minPhoneDigits && longer.endsWith(national)
}

/** Whether an inquiry's contact is this person's. */
export function isPersonsContact(person: Person, contact: { email?: string | null; phoneNumber?: string | null }): boolean {
  if (person.email && contact.email && contact.email.trim().toLowerCase() === person.email) return true
  return Boolean(person.phone && contact.phoneNumber && samePhone(person.phone, contact.phoneNumber))
}

/** The person as query parameters of the admin view and the endpoints. */
export function personQuery(person: Person): URLSearchParams {
  const query = new URLSearchParams()
  if (person.email) query.set('email', person.email)
  if (person.phone) query.set('phone', person.phone)
  return query
}
