/**
 * URL slugs that keep Czech and German words readable: letters lose their accents instead of
 * disappearing ("Zvětšení prsou" -> "zvetseni-prsou", "Größe" -> "grosse").
 * Payload's own slugify drops non-ASCII letters, so every slug field uses this one.
 */
const specialLetters: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
}

export function slugify(text: string): string {
  return text
    .replace(/[ßẞæÆøØłŁđĐ]/g, (letter) => specialLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/-{2,}/g, '-')
}

/** A slug as staff may type it: lowercase letters, digits, hyphens and underscores. */
export const slugPattern = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

/** Degrees written before a doctor's name ("MUDr.", "doc. MUDr.", "MUDr. et MDDr."). */
const leadingDoctorTitles = /^(?:(?:mudr|mddr|doc|prof|et)-)+/

/**
 * A person's slug: their page is /mudr-{slug}, so the degrees before the name are left out
 * ("MUDr. Klára Nováková" -> "klara-novakova", not /mudr-mudr-klara-novakova).
 */
export function personSlug(slug: string): string {
  return slug.replace(leadingDoctorTitles, '') || slug
}
