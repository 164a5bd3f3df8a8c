import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { secondFactorPending } from '@/auth/second-factor/account'
import { isPreviewCollection, type PreviewCollection } from '@/cms/preview/preview-url'
import { templateCollections } from '@/content/documents'
import { payloadClient } from '@/content/payload'
import { hrefOf } from '@/content/resolve'
import { defaultLocale, isLocale } from '@/routing/locales'
import type { Template } from '@/routing/url-paths'
import { draftModeCookie } from '@/platform/security/headers'

const templateOf = Object.fromEntries(
  Object.entries(templateCollections).map(([template, collection]) => [collection, template]),
) as Record<PreviewCollection, Template>

/** Never kept by a browser or a proxy, never indexed: it depends on who asks. */
const privateHeaders = { 'Cache-Control': 'no-store, private', 'X-Robots-Tag': 'noindex, nofollow' }

function redirectTo(location: string): Response {
  return new Response(null, { status: 303, headers: { ...privateHeaders, Location: location } })
}

/** A short page in both admin languages (no styles or scripts: the API's CSP allows none). */
function explain(status: number, cs: string, en: string): Response {
  const html = `<!doctype html><html lang="cs"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Náhled / Preview</title><p>${cs}</p><p lang="en">${en}</p><p><a href="/admin">Administrace / Admin</a></p></html>`
  return new Response(html, { status, headers: { ...privateHeaders, 'Content-Type': 'text/html; charset=utf-8' } })
}

/** A preview left open ends by itself: the browser drops the cookie after this many seconds. */
const previewMaxAgeSeconds = 30 * 60

/**
 * Next sets its draft-mode cookie for the browser session (until the browser closes): the same
 * cookie again with a maxAge ends the preview after half an hour. false if Next's cookie is not
 * there (its name or behaviour changed): then no preview rather than one that never ends.
 */
async function expireDraftModeSoon(): Promise<boolean> {
  const jar = await cookies()
  const set = jar.get(draftModeCookie)
  if (!set?.value) return false
  jar.set({
    name: draftModeCookie,
    value: set.value,
    httpOnly: true,
    sameSite: process.env.NODE_ENV === 'development' ? 'lax' : 'none',
    secure: process.env.NODE_ENV !== 'development',
    path: '/',
    maxAge: previewMaxAgeSeconds,
  })
  return true
}

/**
 * "View on site" from the admin: for a logged-in staff member, turns on Next's draft mode and
 * redirects to the document's public URL in the asked language, where the page then shows the
 * latest saved version (src/content/documents.ts). Anyone else is sent to the admin login first.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const collection = params.get('collection')
  const id = params.get('id') ?? ''
  const requestedLocale = params.get('locale')
  const locale = isLocale(requestedLocale) ? requestedLocale : defaultLocale
  if (!isPreviewCollection(collection) || !/^[\w-]{1,64}$/.test(id)) {
    return explain(400, 'Neplatný odkaz na náhled.', 'Invalid preview link.')
  }

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) {
    const back = `${request.nextUrl.pathname}${request.nextUrl.search}`
    return redirectTo(`/admin/login?${new URLSearchParams({ redirect: back })}`)
  }

  // Signed in, but the second step is not passed yet: that comes first.
  if (secondFactorPending(user)) return redirectTo('/admin/second-factor')

  const href = await hrefOf(templateOf[collection], id, locale)
  if (!href) {
    return explain(
      404,
      'Tento dokument v tomto jazyce zatím nemá veřejnou adresu: náhled jde otevřít, až bude zveřejněný (se slugem v tomto jazyce; u osob se zapnutou vlastní stránkou).',
      'This document has no public address in this language yet: the preview opens once it is published (with a slug in this language; for people, with their own page switched on).',
    )
  }
  ;(await draftMode()).enable()
  if (!(await expireDraftModeSoon())) {
    ;(await draftMode()).disable()
    return explain(503, 'Náhled teď nejde zapnout.', 'The preview cannot be turned on now.')
  }
  return redirectTo(href)
}
