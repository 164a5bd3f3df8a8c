/**
 * The one check for a redirect target built from input (a `to=` parameter, a stored redirect): is
 * it a path on this site, as a browser will read it? Browsers drop tabs and newlines anywhere in a
 * URL, strip leading control characters and spaces, read `\` as `/`, and treat `//host` as another
 * site; servers and frameworks may decode `%2F`, `%5C` or `%09` before the browser sees them. So the
 * target is resolved with the WHATWG URL parser (what browsers use) against a stand-in origin and
 * must stay on it, every percent-decoded form of its path must do the same, and the answer is the
 * parser's normalised path — never the input's own bytes.
 */

/** A stand-in origin: only "same origin or not" matters, and the answer is a path. */
const standIn = 'https://same-origin.invalid'

/** Longer targets are not links anyone follows; bounds the work below. */
const maxLength = 2048

/**
 * Characters a legitimate site path never holds raw, that browsers remove or reinterpret: C0
 * controls, space, DEL, C1 controls and the non-breaking space (checked by code below), the
 * backslash, other Unicode spaces and invisible format characters, and slash, dot and backslash
 * lookalikes (fullwidth, division and fraction slashes, ideographic full stop) that URL parsers or
 * IDNA may map.
 */
const lookalikes =
  /[\\\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c\u3002\uff0e\uff61\u2024]/u

function hasUnsafeCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0)) return true
  }
  return lookalikes.test(text)
}

/** The input decoded again and again (`%252F` → `%2F` → `/`), as far as it decodes; undefined if it is malformed. */
function decodedForms(text: string): string[] | undefined {
  const forms = [text]
  let current = text
  for (let round = 0; round < 4; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return undefined
    }
    if (next === current) return forms
    forms.push(next)
    current = next
  }
  // Still decoding after four rounds: nobody links like that.
  return undefined
}

/** Resolved against the stand-in origin: its path, query and fragment when it stays there and its path cannot read as `//host`. */
function resolveOnSite(candidate: string): URL | undefined {
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return undefined
  let url: URL
  try {
    url = new URL(candidate, standIn)
  } catch {
    return undefined
  }
  if (url.origin !== standIn || url.username || url.password) return undefined
  // `/.//host` and `/x/..//host` resolve to the path `//host`, which as a Location is another site.
  if (url.pathname.startsWith('//')) return undefined
  return url
}

export interface SameOriginOptions {
  /** Origins that also count as this site (e.g. SITE_URL): an absolute URL on them gives its path. */
  siteOrigins?: readonly string[]
}

/**
 * The target as a normalised path on this site ("/en/contact?x=1#form"), or undefined when a
 * browser could read it as anything else. Use the answer, not the input, in the Location header.
 */
export function sameOriginPath(target: unknown, options: SameOriginOptions = {}): string | undefined {
  if (typeof target !== 'string' || target.length === 0 || target.length > maxLength) return undefined
  if (hasUnsafeCharacters(target)) return undefined
  let input = target
  if (/^[a-z][a-z\d+.-]*:/i.test(input)) {
    // An absolute URL: only one on this site's own origin, whose path is then checked like any other.
    let url: URL
    try {
      url = new URL(input)
    } catch {
      return undefined
    }
    if (!options.siteOrigins?.includes(url.origin) || url.username || url.password) return undefined
    input = `${url.pathname}${url.search}${url.hash}`
  }
  const resolved = resolveOnSite(input)
  if (!resolved) return undefined
  // Every decoded form of the path (query and fragment are data, not where the browser goes).
  const rawPath = /^[^?#]*/.exec(input)?.[0] ?? ''
  const forms = decodedForms(rawPath)
  if (!forms) return undefined
  for (const form of forms.slice(1)) {
    if (hasUnsafeCharacters(form) || !resolveOnSite(form)) return undefined
  }
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
  // The answer must itself read as the same path (it is what the browser will parse).
  const again = resolveOnSite(path)
  return again && `${again.pathname}${again.search}${again.hash}` === path ? path : undefined
}
