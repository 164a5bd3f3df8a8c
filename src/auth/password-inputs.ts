import type { Payload, PayloadRequest } from 'payload'
import { siteUrl } from '@/routing/site-url'
import { accountByResetToken } from './reset-token'

type Details = { email?: unknown; name?: unknown } | null | undefined

/** The account's e-mail and name, as zxcvbn user inputs. */
export function accountDetails(...accounts: Details[]): string[] {
  return accounts
    .flatMap((account) => [account?.email, account?.name])
    .filter((value): value is string => typeof value === 'string' && value !== '')
}

/** Every string of a value as Payload returns a localized field with `locale: 'all'` ({ cs, en, de }). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : []
  return value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []
}

/**
 * The clinic's names as Settings → Identity hold them, in every language (name, short name, legal
 * name, e-mail sender name), and the site's host name: "Aurelia2026!" is weak for this clinic.
 */
export async function clinicNames(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const found = await payload.findGlobal({ slug: 'settings', locale: 'all', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  const settings = found as unknown as Record<string, unknown> | undefined
  const names = ['clinicName', 'clinicShortName', 'legalName', 'emailSenderName'].flatMap((field) => texts(settings?.[field]))
  let host = ''
  try {
    // Without "www." and the top-level domain: "aurelia-clinic" of www.aurelia-clinic.cz.
    host = new URL(siteUrl()).hostname.replace(/^www\./, '').replace(/\.[^.]+$/, '')
  } catch {}
  return host && host !== 'localhost' ? [...names, host] : names
}

type PasswordOperation = { operation: string; args: { id?: unknown; data?: Record<string, unknown> } }

/**
 * What a new password must not be built from, for the account it is set on: the e-mail and name
 * sent with it, the stored account's (an update by id, or the account a reset token opens — an
 * administrator setting a colleague's password is checked against the colleague's details), and
 * the clinic's names.
 */
export async function passwordInputs(req: PayloadRequest, { operation, args }: PasswordOperation): Promise<string[]> {
  const data = args.data ?? {}
  let stored: Details
  if (operation === 'update' && (typeof args.id === 'string' || typeof args.id === 'number')) {
    stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: args.id } }, req })) as Details
  } else if (operation === 'resetPassword') {
    stored = await accountByResetToken(req.payload, data.token, req)
  }
  return [...accountDetails(data, stored), ...(await clinicNames(req.payload, req))]
}
