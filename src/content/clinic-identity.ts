/**
 * The clinic's name and legal facts come from Settings → Identity, never from the code's texts:
 * the software serves whichever clinic runs it. Every place that shows the name (titles, header,
 * footer, structured data, offline page, e-mails) goes through these functions, so an unset
 * name gives a neutral text instead of "undefined" or a dangling "| ".
 */

/** The parts of Settings the identity comes from (one language, as the site reads it). */
export interface IdentitySettings {
  clinicName?: string | null
  clinicShortName?: string | null
  legalName?: string | null
  companyId?: string | null
  tagline?: string | null
}

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** The clinic's full name in the page's language, or undefined when staff have not set it. */
export function clinicNameOf(settings: IdentitySettings | null | undefined): string | undefined {
  return present(settings?.clinicName)
}

/** The short name where the full one does not fit; the full name when no short one is set. */
export function clinicShortNameOf(settings: IdentitySettings | null | undefined): string | undefined {
  return present(settings?.clinicShortName) ?? clinicNameOf(settings)
}

/** What the clinic does and where, in the page's language (Settings → Identity), or undefined when not set. */
export function taglineOf(settings: IdentitySettings | null | undefined): string | undefined {
  return present(settings?.tagline)
}

/** The home page's title: "name – tagline", or whichever of the two is set; undefined with neither. */
export function homeTitle(settings: IdentitySettings | null | undefined): string | undefined {
  const parts = [clinicNameOf(settings), taglineOf(settings)].filter(Boolean)
  return parts.length ? parts.join(' – ') : undefined
}

/** Who holds the copyright and is named in legal texts: the legal name, else the clinic's name. */
export function legalHolderOf(settings: IdentitySettings | null | undefined): string | undefined {
  return present(settings?.legalName) ?? clinicNameOf(settings)
}

/** Next's title template: "%s | name", or the page's own title alone when no name is set. */
export function titleTemplate(name: string | undefined): string {
  return name ? `%s | ${name}` : '%s'
}

/** A page title with the clinic's name after it, e.g. "Page not found | Klinika …". */
export function titleWithName(title: string, name: string | undefined): string {
  return name ? `${title} | ${name}` : title
}

/**
 * The values of the footer's copyright message: the years (from the founding year Settings hold,
 * else this year alone), the holder when known, and whether it already ends with a full stop
 * ("… s.r.o."), so the sentence does not end with two.
 */
export function copyrightArgs(year: number, holder: string | undefined, foundingYear?: number | null) {
  const from = foundingYear && Number.isInteger(foundingYear) && foundingYear < year ? String(foundingYear) : 'none'
  return { from, year, holder: holder ?? '', hasHolder: holder ? 'yes' : 'no', endsWithStop: holder?.endsWith('.') ? 'yes' : 'no' }
}
