/**
 * The page an inquiry was sent from (`locationUrl`): an absolute http(s) address or a path on this
 * site ("/kontakt", "/en/contact?x=1#y"). It is metadata, so anything a browser would send as its
 * location passes; refused are only values that are neither, above all `javascript:`, `data:` or
 * `mailto:` links, which must never become clickable in the admin or the e-mail.
 * A protocol-relative "//host/…" (or "/\host", which browsers read the same way) is refused: it
 * names another host without saying how to reach it, and no browser reports its location so.
 */
export function isPageAddress(value: string): boolean {
  if (/^https?:\/\//i.test(value)) return canParse(value)
  return /^\/(?![/\\])/.test(value) && canParse(value, 'https://site.invalid')
}

function canParse(value: string, base?: string): boolean {
  try {
    new URL(value, base)
    return true
  } catch {
    return false
  }
}

/**
 * Where a form sent without script takes the visitor back (src/features/inquiries/no-script/no-script-form.ts): the
 * path of `locationUrl` when it is one on this site, never another host; else the language's home.
 */
export function pagePathOf(locationUrl: string | undefined, lang: string): string {
  const home = lang === 'cs' ? '/' : `/${lang}`
  if (!locationUrl || !/^\/(?![/\\])/.test(locationUrl)) return home
  try {
    const url = new URL(locationUrl, 'https://site.invalid')
    return url.host === 'site.invalid' ? url.pathname : home
  } catch {
    return home
  }
}
