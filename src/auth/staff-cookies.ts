/**
 * The staff session's cookies. Behind https (a public `SITE_URL` starting with https) every cookie
 * the admin relies on is `Secure`, and Payload's are named with the `__Host-` prefix: the browser
 * then keeps them only if they came over https, for this exact host and path `/`, so neither a
 * plain-http page nor a sibling subdomain can plant or overwrite a session (session fixation).
 * Over plain http (`npm start` on localhost, the end-to-end tests) the names stay Payload's own.
 *
 * Payload names its cookies `${cookiePrefix}-token`, `-lng` and `-theme`. The admin's browser
 * script writes the theme cookie without `Secure`, which a `__Host-` name forbids: behind https a
 * chosen light/dark theme therefore lasts for the page only ("automatic" follows the system).
 */
export function servedOverHttps(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^https:\/\//i.test(env.SITE_URL?.trim() ?? '')
}

export function staffCookiePrefix(env: NodeJS.ProcessEnv = process.env): string {
  return servedOverHttps(env) ? '__Host-payload' : 'payload'
}

/** Payload's `auth.cookies` for the users collection: Lax keeps links from e-mails working. */
export function staffSessionCookies(env: NodeJS.ProcessEnv = process.env) {
  return { secure: servedOverHttps(env), sameSite: 'Lax' as const }
}
