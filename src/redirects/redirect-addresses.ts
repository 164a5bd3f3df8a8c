/**
 * How redirect addresses are written: a path on this site with its language prefix and a leading
 * slash, without a trailing slash, query or fragment, percent-decoded ("/zakroky/botox",
 * "/en/procedures/botox"). A typed /cs prefix is dropped (Czech lives at the root).
 */

import { defaultLocale } from '@/routing/locales'

function safeDecode(text: string): string {
  try {
    return decodeURI(text)
  } catch {
    return text
  }
}

const absoluteUrl = /^https?:\/\//i
/** A typed prefix of the default language, which has none. */
const defaultPrefix = `/${defaultLocale}`

export function isAbsoluteUrl(value: string): boolean {
  return absoluteUrl.test(value)
}

/** A site path as redirect sources are stored and looked up; a pasted full URL gives its path. */
export function normalizeSitePath(input: string): string {
  let path = input.trim()
  if (isAbsoluteUrl(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      // Not a URL after all: treated as a path below.
    }
  }
  path = safeDecode(path.split(/[?#]/)[0])
  path = `/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1')
  if (path === defaultPrefix) return '/'
  if (path.startsWith(`${defaultPrefix}/`)) return path.slice(defaultPrefix.length)
  return path
}

/**
 * A redirect target as stored: a full http(s) URL stays as typed; a path on this site is
 * normalised like a source but keeps its query and fragment ("/kontakt#formular").
 */
export function normalizeTarget(input: string): string {
  const target = input.trim()
  if (isAbsoluteUrl(target)) return target
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(target) ?? [target, target, '']
  return `${normalizeSitePath(path)}${rest}`
}

/** The site path of an internal target (without its query and fragment), for following chains. */
export function targetPath(target: string): string | undefined {
  return isAbsoluteUrl(target) ? undefined : normalizeSitePath(target)
}
