/**
 * Redirects that leave the site: only to hosts an administrator allowed (Settings → Links →
 * `redirectHosts`), so an editor's account cannot turn an old address of the clinic into a link
 * to any site (phishing that starts on the clinic's own domain).
 */

/** A host name as allowed: letters, digits, hyphens and dots, an optional port (no scheme or path). */
const hostPattern = /^(?=.{1,253}(?::\d{1,5})?$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*(?::\d{1,5})?$/

/** The allowed hosts from the Settings field: one per line (commas and spaces also separate), lower case. */
export function allowedHostsOf(text: unknown): string[] {
  if (typeof text !== 'string') return []
  return text
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

/** The entries of the Settings field that are not host names ("https://x.cz/" or "x.cz/path"). */
export function invalidHosts(text: unknown): string[] {
  return allowedHostsOf(text).filter((host) => !hostPattern.test(host))
}

/** Why an absolute redirect target may not be used: not http(s), credentials in it, or a host not allowed. */
export type ExternalProblem = 'not-http' | 'host-not-allowed'

export function externalTargetProblem(target: string, allowedHosts: readonly string[]): ExternalProblem | undefined {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return 'not-http'
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return 'not-http'
  return allowedHosts.includes(url.host) || allowedHosts.includes(url.hostname) ? undefined : 'host-not-allowed'
}

/** The host a target names, for messages. */
export function hostOf(target: string): string {
  try {
    return new URL(target).host
  } catch {
    return target
  }
}
