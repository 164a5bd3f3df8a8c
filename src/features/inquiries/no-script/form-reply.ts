import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { cache } from 'react'
import type { InquiryLanguage } from '../schema'
import { formReplyLifetimeSeconds, isFormReplyToken } from './form-reply-cookie'

export type FormName = 'contact' | 'call-me'

/** What the page shows again after a refused send without script: the typed values and why. */
export type FormReply = {
  form: FormName
  lang: InquiryLanguage
  /** The page the form was sent from; the reply is shown there only. */
  path: string
  values: Record<string, string>
  /** The spec's field messages, in the visitor's language, by field name. */
  errors: Record<string, string>
  /** A refusal of the whole form: too many requests, or any other failure. */
  notice?: 'rate-limited' | 'failed'
  /** Photos the refused send carried: a browser never fills a file input again, so the form asks for them. */
  photosNotKept?: number
}

type Stored = FormReply & { expires: number }

const keyPrefix = 'clinic-form-reply:'

/**
 * Keeps the reply in Payload's key-value store (the database: shared by every instance, so the
 * visitor's next request may reach any of them) for two minutes; returns the token for the cookie.
 * Replies hold what a visitor typed: the expired ones are removed here, the read one when read.
 */
export async function holdFormReply(payload: Payload, reply: FormReply): Promise<string> {
  await removeExpiredReplies(payload).catch((error) => payload.logger.warn({ err: error }, 'Expired form replies not removed'))
  const token = randomBytes(18).toString('base64url')
  const stored: Stored = { ...reply, expires: Date.now() + formReplyLifetimeSeconds * 1000 }
  await payload.kv.set(keyPrefix + token, stored)
  return token
}

/** The reply once (it is deleted), if the token names a live one for this page. */
export async function takeFormReply(payload: Payload, token: string | null | undefined, path: string): Promise<FormReply | null> {
  if (!isFormReplyToken(token)) return null
  const stored = await payload.kv.get<Stored>(keyPrefix + token)
  if (!stored) return null
  await payload.kv.delete(keyPrefix + token)
  if (stored.expires < Date.now() || stored.path !== path) return null
  const { expires: _, ...reply } = stored
  return reply
}

async function removeExpiredReplies(payload: Payload): Promise<void> {
  for (const key of await payload.kv.keys()) {
    if (!key.startsWith(keyPrefix)) continue
    const stored = await payload.kv.get<Stored>(key)
    if (!stored || stored.expires < Date.now()) await payload.kv.delete(key)
  }
}

/**
 * The refused form to show again on this request's page (set by the dynamic variant,
 * src/app/(site)/[locale]/nojs-form-reply): null for every static page.
 */
export const formReplyOfRequest = cache((): { reply: FormReply | null } => ({ reply: null }))
