import busboy from 'busboy'
import { payloadClient } from '@/content/payload'
import { bodyChunks } from '../intake/body-chunks'
import { type FormName, type FormReply, holdFormReply } from './form-reply'
import { formAnchors, formReplyCookie, formReplyLifetimeSeconds } from './form-reply-cookie'
import { InquiryRequestError } from '../intake/http-errors'
import { inquiryCacheControl, answer } from '../intake/respond'
import { pagePathOf } from '../page-address'
import { inquiryLanguageOf, maxRequestBytes } from '../schema'
import { receiveCallMe, receiveStandardInquiry } from '../intake/receive'
import type { IntakeOptions } from '../intake/validation'

const typedFields: Record<FormName, string[]> = {
  contact: ['name', 'email', 'phoneNumber', 'message'],
  'call-me': ['phoneNumber'],
}

const intakes = { contact: receiveStandardInquiry, 'call-me': receiveCallMe } as const

/**
 * POST of a form sent without JavaScript (or before the page's script ran), as the browser sends
 * it: the contact form as multipart with its photos, the call-back request urlencoded. It goes
 * through the very intake of the JSON API (rate limits, honeypot, validation with the shared
 * schema, photo checks and re-encoding, one transaction with the notification job, idempotency)
 * and answers post/redirect/get: 303 back to the page, at its thank-you state when stored, else
 * at the form, shown again with the messages and what was typed (form-reply-cookie.ts).
 */
export function noScriptFormEndpoint(form: FormName) {
  return async (request: Request): Promise<Response> => {
    let sent: Record<string, string> | null = null
    let photos = 0
    const options: IntakeOptions = {
      photosSent: (count) => {
        photos = count
      },
      fields: (fields) => {
        sent = fields
        return apiFieldsOf(form, fields)
      },
      idempotencyKeyFor: noScriptIdempotencyKey,
    }
    const outcome = await answer(form === 'contact' ? 'standard' : 'call-me', payloadClient, (payload) =>
      intakes[form](payload, request, options),
    )
    // Refused before the body was read (too many requests): read it now, for what was typed.
    let fields: Record<string, string> = sent ?? {}
    if (!sent) ({ fields, photos } = await unreadBodyOf(request).catch(() => ({ fields: {}, photos: 0 })))
    const lang = inquiryLanguageOf(fields.lang)
    const path = pagePathOf(fields.locationUrl, lang)
    if (outcome.status === 201) return seeOther(`${path}#${formAnchors[form].sent}`)

    const reply: FormReply = {
      form,
      lang,
      path,
      values: Object.fromEntries(typedFields[form].map((name) => [name, (fields[name] ?? '').slice(0, 10_000)])),
      ...refusalOf(form, outcome.status, await outcome.json().catch(() => ({}))),
      ...(photos > 0 ? { photosNotKept: photos } : {}),
    }
    // Another site's form posting here would otherwise set what this visitor sees on our page.
    if (request.headers.get('sec-fetch-site') === 'cross-site') return seeOther(`${path}#${formAnchors[form].form}`)
    let token: string
    try {
      token = await holdFormReply(await payloadClient(), reply)
    } catch (error) {
      // The page comes back without the messages rather than not at all.
      console.error('The refused form could not be kept for showing again', error)
      return seeOther(`${path}#${formAnchors[form].form}`)
    }
    const cookie = `${formReplyCookie}=${token}; Path=${path}; Max-Age=${formReplyLifetimeSeconds}; HttpOnly; SameSite=Lax${
      new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto')?.startsWith('https') ? '; Secure' : ''
    }`
    return seeOther(`${path}#${formAnchors[form].form}`, cookie)
  }
}

/** The form's fields as the API takes them: the honeypot (an e-mail field bots fill) says isSpam. */
function apiFieldsOf(form: FormName, fields: Record<string, string>): Record<string, string> {
  if (form !== 'contact') return fields
  return { ...fields, isSpam: String(Boolean(fields.email_confirmation?.trim())) }
}

/**
 * No idempotency-key header without script: the key is the submission's own fingerprint (its
 * validated fields and photos) within the hour. A reload of the POST, a second press, a resend
 * after the answer was lost on the way: the same inquiry, stored once. The same words sent again
 * an hour later are a new request (a call-back asked for again).
 */
function noScriptIdempotencyKey(requestHash: string): string {
  return `nojs:${Math.floor(Date.now() / 3_600_000)}:${requestHash.slice(0, 64)}`
}

function refusalOf(form: FormName, status: number, body: unknown): Pick<FormReply, 'errors' | 'notice'> {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as {
    fields?: Record<string, string>
    field?: string
    message?: string
  }
  if (status === 429) return { errors: {}, notice: 'rate-limited' }
  const shown = new Set([...typedFields[form], ...(form === 'contact' ? ['images'] : [])])
  const errors: Record<string, string> = {}
  if (status === 422 && answer.fields)
    for (const [name, message] of Object.entries(answer.fields)) if (shown.has(name)) errors[name] = message
  // A photo refused by type or size (413, 415) names the field with a message in the visitor's language.
  if (answer.field === 'images' && shown.has('images') && answer.message) errors.images = answer.message
  return Object.keys(errors).length > 0 ? { errors } : { errors, notice: 'failed' }
}

function seeOther(location: string, cookie?: string): Response {
  const headers = new Headers({ location, 'cache-control': inquiryCacheControl })
  if (cookie) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** The text fields of a body the intake did not read, for showing them again, and how many photos it carried (skipped unread). */
async function unreadBodyOf(request: Request): Promise<{ fields: Record<string, string>; photos: number }> {
  if (request.bodyUsed || !request.body) return { fields: {}, photos: 0 }
  const contentType = request.headers.get('content-type') ?? ''
  const tooLarge = () => new InquiryRequestError(413, 'too-large', 'The request body is too large.')
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    let text = ''
    const decoder = new TextDecoder()
    for await (const chunk of bodyChunks(request.body, 64 * 1024, tooLarge)) text += decoder.decode(chunk, { stream: true })
    return { fields: Object.fromEntries(new URLSearchParams(text)), photos: 0 }
  }
  if (!/^multipart\/form-data/i.test(contentType)) return { fields: {}, photos: 0 }
  const fields: Record<string, string> = {}
  const parser = busboy({ headers: { 'content-type': contentType }, limits: { fields: 20, fieldSize: 64 * 1024 }, defParamCharset: 'utf8' })
  parser.on('field', (name, value) => {
    fields[name] ??= value
  })
  let photos = 0
  parser.on('file', (_name, stream, info) => {
    // An empty file input still sends a part, without a file name.
    if (info.filename) photos++
    stream.resume()
  })
  const done = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', reject)
  })
  for await (const chunk of bodyChunks(request.body, maxRequestBytes, tooLarge)) parser.write(chunk)
  parser.end()
  await done
  return { fields, photos }
}
