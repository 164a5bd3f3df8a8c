/**
 * Which addresses a link in content may have: web pages (http, https), e-mail (mailto), phone
 * (tel) and paths or anchors on this site. Everything else — `javascript:`, `data:`, `vbscript:`,
 * `file:`, app schemes — is refused when content is saved, not only hidden by the renderer. The
 * scheme is read as a browser reads it (the WHATWG URL parser drops tabs and newlines inside the
 * scheme and control characters and spaces around it: `java\tscript:` is `javascript:`).
 */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** Relative links (paths, anchors) resolve against it and so count as https. */
const standIn = 'https://same-origin.invalid/'

export function isAllowedLinkUrl(url: unknown): boolean {
  if (typeof url !== 'string' || url.trim() === '') return false
  try {
    return allowedSchemes.has(new URL(url, standIn).protocol)
  } catch {
    return false
  }
}

const maxDepth = 200

/** Stands in the list for a part of the document too deep to look into. */
export const tooDeepMarker = '(nested too deep)'

/** A link node of Payload's Lexical editor (link or autolink) with an address typed by staff. */
type LexicalLinkFields = { linkType?: string; url?: unknown }

/** The typed addresses of every link in a Lexical document (any depth, blocks included) that may not be saved. */
export function refusedLinkUrls(value: unknown): string[] {
  const refused: string[] = []
  const visit = (node: unknown, depth: number) => {
    if (typeof node !== 'object' || node === null) return
    // Nothing an editor writes nests this deep; a link hidden below it is not looked for, so the whole is refused.
    if (depth > maxDepth) {
      refused.push(tooDeepMarker)
      return
    }
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1)
      return
    }
    const record = node as Record<string, unknown>
    if ((record.type === 'link' || record.type === 'autolink') && typeof record.fields === 'object' && record.fields !== null) {
      const fields = record.fields as LexicalLinkFields
      if (fields.linkType !== 'internal' && !isAllowedLinkUrl(fields.url)) refused.push(String(fields.url ?? ''))
    }
    for (const child of Object.values(record)) visit(child, depth + 1)
  }
  visit(value, 0)
  return refused
}
