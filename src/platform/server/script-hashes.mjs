// The public site's and the admin's Content-Security-Policies allow no inline script by themselves
// ('unsafe-inline' is gone from script-src, src/platform/security/headers.ts). Each HTML page instead names
// its own inline scripts by their SHA-256 in the policy it is sent with: Next's bootstrap, the page's
// React Server Components data (different on every page and after every revalidation) and our first-visit
// language script. These functions find those scripts in the finished HTML and add their hashes
// to the policy; src/platform/server/html-pages.mjs calls them as each page goes out.
import { createHash } from 'node:crypto'

// A <script> start tag (attribute values may hold '>'), its text, and the end tag as the HTML
// parser ends script text: "</script" followed by whitespace, "/" or ">".
const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi
const attribute = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
// Types a browser runs (and checks against script-src); data blocks such as application/ld+json don't run.
const javaScriptType =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript)(1\.[0-5])?|text\/javascript1\.[0-5])$/i

function attributesOf(tag) {
  const attributes = new Map()
  for (const [, name, double, single, bare] of tag.matchAll(attribute)) {
    const key = name.toLowerCase()
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '')
  }
  return attributes
}

/** The CSP source of a script text: the browser hashes it as UTF-8, after the parser turned CR LF and CR into LF. */
export const hashSource = (text) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`

/** Each inline script of an HTML document the browser would run, as a 'sha256-…' source, each once, in order. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, tag, text] of html.matchAll(scriptElement)) {
    const attributes = attributesOf(tag)
    if (attributes.has('src')) continue
    if (!javaScriptType.test((attributes.get('type') ?? '').trim())) continue
    hashes.add(hashSource(text))
  }
  return [...hashes]
}

/**
 * The policy with the hashes added to its script-src. A policy without script-src, or one that
 * allows 'unsafe-inline' there (under `next dev`), is returned unchanged: a hash would switch
 * 'unsafe-inline' off in every browser that understands hashes.
 */
export function withScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy
  const directives = policy.split(';').map((part) => part.trim())
  const index = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive))
  if (index < 0 || /\s'unsafe-inline'(\s|$)/i.test(directives[index])) return policy
  directives[index] = `${directives[index]} ${hashes.join(' ')}`
  return directives.filter(Boolean).join('; ')
}
