/**
 * After a withdrawal the trackers' own first-party cookies go too: the visitor asked not to be
 * followed, and a leftover identifier would still let the next request be linked to the last.
 */
const trackerCookies = {
  analytics: [/^_ga($|_)/, /^_gid$/, /^_gat/],
  marketing: [/^_fbp$/, /^_fbc$/, /^_gcl_/],
} as const

export function clearTrackerCookies(purpose: keyof typeof trackerCookies) {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name) && trackerCookies[purpose].some((pattern) => pattern.test(name as string)))
  if (!names.length) return
  // Trackers set cookies on the registrable domain; try the host and each parent.
  const labels = window.location.hostname.split('.')
  const domains = ['', ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))]
  for (const name of names) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`
  }
}
