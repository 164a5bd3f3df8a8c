/**
 * What a visitor types, made plain before it is checked and stored. Invisible characters (C0/C1
 * controls, zero-width and bidi marks: Unicode Cc and Cf) are stripped rather than refused: they
 * arrive unseen when text is pasted from a chat or a document, and a lead must not be lost over
 * them. Stripped, they can no longer fake lines in the e-mail, reorder text in the admin or make
 * an empty-looking name pass as filled.
 */

/** Line and paragraph breaks of every kind, including the Unicode ones (NEL, LS, PS). */
const lineBreaks = /\r\n?|[\n\v\f\u0085\u2028\u2029]/g
const invisible = /[\p{Cc}\p{Cf}]/gu

/** Kept in a message: tab, line feed, and the joiners that shape emoji sequences and some scripts. */
const keptInMessage = new Set(['\t', '\n', '\u200c', '\u200d'])

/** A one-line value (name, e-mail, phone, address): breaks and tabs become spaces, other invisible characters go. */
export function toSingleLine(value: string): string {
  return value.replace(lineBreaks, ' ').replace(/\t/g, ' ').replace(invisible, '')
}

/** A message: every kind of line break becomes "\n"; tabs stay; other invisible characters go. */
export function toMultiLine(value: string): string {
  return value.replace(lineBreaks, '\n').replace(invisible, (character) => (keptInMessage.has(character) ? character : ''))
}

/** A name is written with at least one letter of some alphabet; digits or punctuation alone are no name. */
export function hasLetter(value: string): boolean {
  return /\p{L}/u.test(value)
}
