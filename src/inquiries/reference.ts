import { randomInt } from 'node:crypto'

// No 0/O, 1/I/L: the reference is read out over the phone.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A short reference staff and visitors can quote, e.g. INQ-2026-7KQ4MZ (random: no counter to contend on). */
export function newInquiryReference(now = new Date()): string {
  let code = ''
  for (let index = 0; index < 6; index++) code += alphabet[randomInt(alphabet.length)]
  return `INQ-${now.getUTCFullYear()}-${code}`
}
