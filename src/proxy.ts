import createMiddleware from 'next-intl/middleware'
import { routing } from './routing/locales'

// Rewrites unprefixed (Czech) paths to the internal /cs/... segment and strips a typed /cs prefix.
export default createMiddleware(routing)

export const config = {
  // Never run for the admin, the APIs, Next's assets or files: a proxy in the path makes Next
  // buffer request bodies only up to 10 MB, which would cut photo uploads.
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}
