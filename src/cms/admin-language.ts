import type { CollectionAfterChangeHook, CollectionAfterLoginHook, PayloadRequest } from 'payload'
import { servedOverHttps } from '@/auth/staff-cookies'

/** The admin interface languages (payload.config i18n); Czech is the clinic's. */
export const adminLanguages = ['cs', 'en'] as const
export type AdminLanguage = (typeof adminLanguages)[number]

/**
 * Payload picks the admin language from its `payload-lng` cookie, else the browser's
 * Accept-Language. Staff choose theirs once, in their account: the cookie is set from the account
 * at every login and whenever they save a different language, so the admin follows the person,
 * not the browser (a receptionist on a shared English-language PC still gets Czech).
 */
async function setLanguageCookie(req: PayloadRequest, language: unknown) {
  if (!adminLanguages.includes(language as AdminLanguage)) return
  const name = `${req.payload.config.cookiePrefix || 'payload'}-lng`
  // Secure behind https: required by the __Host- name there (src/auth/staff-cookies.ts).
  const secure = servedOverHttps()
  // The admin's login form is a server action and its saves are REST requests: inside both, Next's
  // cookie store writes the response's Set-Cookie.
  try {
    const { cookies } = await import('next/headers')
    ;(await cookies()).set({ name, value: String(language), path: '/', sameSite: 'lax', secure, maxAge: 60 * 60 * 24 * 365 })
    return
  } catch {
    // Not inside a Next request (Local API in scripts and tests): Payload's own endpoint answer.
  }
  const headers = req.responseHeaders ?? new Headers()
  headers.append('Set-Cookie', `${name}=${language}; Path=/; SameSite=Lax; Max-Age=31536000${secure ? '; Secure' : ''}`)
  req.responseHeaders = headers
}

export const applyLanguageAtLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  // Accounts from before the field existed are Czech, like the clinic.
  await setLanguageCookie(req, (user as { language?: string | null }).language ?? 'cs')
}

export const applyOwnLanguageChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  const isOwnAccount = req.user && String(req.user.id) === String(doc.id)
  if (operation === 'update' && isOwnAccount && doc.language !== previousDoc?.language) await setLanguageCookie(req, doc.language)
  return doc
}
