// Which requests are the public site's pages: the render queue admits them, the outage page and
// the HTML rewriting answer for them. Below both the cache and the server, which each need it.

/** Paths of the public site (not the admin, the APIs or Next's files), whose failures visitors and crawlers see. */
export const isPublicSitePath = (url) => !/^\/(admin|api|_next)(\/|$)/.test(String(url ?? '/'))
