// HSTS for a site whose address (SITE_URL) is https (issue 40). Decided when the server starts, not
// in next.config.ts's headers: those are fixed when the site is built, and a release is built once,
// without its address, for any number of installations. Browsers ignore HSTS received over plain
// http, so sending it on every answer of an https site is safe; the proxy's X-Forwarded-Proto still
// adds it where SITE_URL is http (src/platform/security/headers.ts).

export const hstsValue = 'max-age=31536000; includeSubDomains'

/** Whether this installation is reached over https only. */
export const servesHttpsOnly = (siteUrl = process.env.SITE_URL) => /^https:\/\//i.test(siteUrl ?? '')

/** Adds HSTS to the answer when the site is https. */
export function applyTransportSecurity(res, httpsOnly = servesHttpsOnly()) {
  if (httpsOnly) res.setHeader('strict-transport-security', hstsValue)
}
