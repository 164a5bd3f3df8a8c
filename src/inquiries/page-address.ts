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
