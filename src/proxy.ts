import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { formReplyCookie, formReplyHeader, formReplySegment, isFormReplyToken } from '@/features/inquiries/no-script/form-reply-cookie'
import { redirectTargetOf } from '@/proxy-data/redirects'
import { isAbsoluteUrl } from '@/redirects/redirect-addresses'
import { isUnknownPage } from '@/proxy-data/known-paths'
import { applySitePolicy } from '@/proxy-data/page-policy'
import { isLocale } from '@/routing/locales'
import { routing } from '@/routing/i18n-routing'
import { searchPageLocale, searchRouteSegment } from '@/routing/search-paths'
import { missingPathHeader } from '@/features/search/missing-path-words'
import { sameOriginPath } from '@/platform/security/same-origin-path'
import { draftModeCookie } from '@/platform/security/headers'
import { statusOverrideHeader } from '@/platform/server/status-override.mjs'

// Rewrites unprefixed (Czech) paths to the internal /cs/... segment and strips a typed /cs prefix.
const localeRouting = createMiddleware(routing)

/**
 * Old URLs (a changed slug, or a redirect staff added) answer 301 with the new one, before
 * anything else: Next's own permanentRedirect answers 308, which search engines and ad platforms
 * treat less surely as a moved page.
 */
export default async function proxy(request: NextRequest) {
  // Every page's policy names the widget hosts Settings hold now (issue 30).
  return applySitePolicy(await route(request), request)
}

async function route(request: NextRequest): Promise<Response> {
  const target = await redirectTargetOf(request.nextUrl.pathname)
  // The map's server checked its targets (src/redirects/load.ts); a site path is checked again
  // here, so that nothing but a path on this site, as a browser reads it, is resolved against it.
  const sitePath = target && !isAbsoluteUrl(target) ? sameOriginPath(target) : undefined
  if (target && (sitePath || isAbsoluteUrl(target))) {
    const location = new URL(sitePath ?? target, request.nextUrl.origin)
    // A site path keeps the visitor's query (campaign parameters) unless the target has its own.
    if (sitePath && !location.search) location.search = request.nextUrl.search
    return NextResponse.redirect(location, 301)
  }
  // The site search's page in each language (/hledat, /en/search, /de/suche), rendered per request.
  const searchLocale = searchPageLocale(request.nextUrl.pathname)
  if (searchLocale) {
    const target = new URL(`/${searchLocale}/${searchRouteSegment}${request.nextUrl.search}`, request.nextUrl.origin)
    return NextResponse.rewrite(target)
  }
  // An address the site does not know gets the language's 404 page, in the HTML and with status
  // 404 (the server applies the status: a rewrite's own is ignored). Staff previewing a draft
  // (draft-mode cookie) reach unpublished pages, which the list does not hold.
  if (!request.cookies.has(draftModeCookie) && (await isUnknownPage(request.nextUrl.pathname))) {
    const first = request.nextUrl.pathname.split('/')[1]
    const locale = isLocale(first) ? first : routing.defaultLocale
    // The page offers a search for the missing address's words: it reads the address from this header only.
    const headers = new Headers(request.headers)
    headers.set(missingPathHeader, request.nextUrl.pathname)
    return NextResponse.rewrite(new URL(`/${locale}/404`, request.nextUrl.origin), {
      headers: { [statusOverrideHeader]: '404' },
      request: { headers },
    })
  }
  const formReply = formReplyRewrite(request)
  if (formReply) return formReply
  return localeRouting(request)
}

/**
 * A form sent without script was refused: its page is shown once by the dynamic variant, with the
 * messages and what was typed (src/features/inquiries/no-script/form-reply-cookie.ts). The cookie goes at once, so a
 * reload shows the page as everyone sees it; without the cookie the static page is served.
 */
function formReplyRewrite(request: NextRequest): NextResponse | null {
  const token = request.cookies.get(formReplyCookie)?.value
  if (token === undefined || request.method !== 'GET') return null
  const segments = request.nextUrl.pathname.split('/').filter(Boolean)
  // A typed /cs prefix is redirected to the path without it by the locale routing: the cookie waits.
  if (segments[0] === routing.defaultLocale) return null
  const [locale, rest] = isLocale(segments[0]) ? [segments[0], segments.slice(1)] : [routing.defaultLocale, segments]
  const target = new URL(`/${[locale, formReplySegment, ...rest].join('/')}${request.nextUrl.search}`, request.nextUrl.origin)
  const headers = new Headers(request.headers)
  headers.delete(formReplyHeader)
  if (isFormReplyToken(token)) headers.set(formReplyHeader, token)
  const response = NextResponse.rewrite(target, { request: { headers } })
  response.cookies.set(formReplyCookie, '', { path: request.nextUrl.pathname, maxAge: 0, httpOnly: true, sameSite: 'lax' })
  return response
}

export const config = {
  // Never run for the admin, the APIs, Next's assets or files: a proxy in the path makes Next
  // buffer request bodies only up to 10 MB, which would cut photo uploads.
  // Addresses with a dot are files and skip it, except .html ones: no file of the site ends so, and
  // /en/404.html, /de/404.html (spec §2) and old .html links must get the language's whole 404 page.
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)', '/((?!api|admin|_next|_vercel).*\\.html?)'],
}
