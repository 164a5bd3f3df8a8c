/**
 * Payload writes how long ago a version was saved as "před {{distance}}", with date-fns giving the
 * distance in the nominative ("před 24 minut"); Czech needs the instrumental ("před 24 minutami",
 * issue 42). date-fns' Czech locale has that form in its own past phrase ("před 24 minutami"): the
 * Czech locale the admin loaded gives it for every distance without a suffix, minus its "před"
 * ("přibližně před 3 hodinami" becomes "před přibližně 3 hodinami").
 * Payload asks for a distance without a suffix only for its two "ago" texts (the version view and
 * autosave's "Naposledy uloženo před …").
 *
 * This changes a third-party object, so it first checks the shape it relies on (a Czech locale
 * whose past phrase holds "před "); otherwise it leaves the locale as it is, and the unit test
 * tests/unit/past-distance.test.ts fails on the date-fns that no longer has it.
 */
type DistanceOptions = { addSuffix?: boolean; comparison?: number }
type FormatDistance = (token: string, count: number, options?: DistanceOptions) => string
// date-fns' own Locale type names its tokens; this needs only the code and the function.
export type DistanceLocale = { code?: string; formatDistance?: unknown }

const inflected = new WeakSet<object>()
// At the start ("před 24 minutami") or after a qualifier ("přibližně před 3 hodinami").
const pastWord = /(^|\s)před /

export function inflectPastDistance(locale: DistanceLocale | undefined): boolean {
  if (locale?.code !== 'cs' || typeof locale.formatDistance !== 'function') return false
  if (inflected.has(locale)) return true
  const original = locale.formatDistance as FormatDistance
  const past = (token: string, count: number, options?: DistanceOptions) =>
    original.call(locale, token, count, { ...options, addSuffix: true, comparison: -1 })
  if (!pastWord.test(past('xMinutes', 24)) || !pastWord.test(past('aboutXHours', 3))) return false
  locale.formatDistance = ((token, count, options) =>
    options?.addSuffix
      ? original.call(locale, token, count, options)
      : past(token, count, options).replace(pastWord, '$1')) satisfies FormatDistance
  inflected.add(locale)
  return true
}
