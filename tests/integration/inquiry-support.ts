import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { expect } from 'vitest'
import type { Inquiry } from '@/payload-types'

/**
 * Photo files go to DATA_DIR. setup-env.ts gives each file a temporary one only for SQLite; with
 * PostgreSQL it would be the project's data/, so give this file its own. Call before importing the config.
 */
export function isolateDataDir(): void {
  process.env.DATA_DIR ||= mkdtempSync(path.join(os.tmpdir(), 'clinic-inq-'))
}

/** No mail (notifications stay queued) and no rate limit. Call before importing the config. */
export function quietInquiryEnv(): void {
  isolateDataDir()
  delete process.env.SMTP_URL
  delete process.env.INQUIRY_NOTIFY_TO
  process.env.INQUIRY_RATE_LIMIT = 'off'
}

/** The rate limit and the flood guard as in production, no mail. Call before importing the config. */
export function rateLimitedInquiryEnv(): void {
  isolateDataDir()
  delete process.env.INQUIRY_RATE_LIMIT
  delete process.env.SMTP_URL
}

/**
 * Notifications go to a real SMTP peer (returned); no rate limit. The peer and the mail settings must
 * exist before the Payload config is imported, so call this first.
 */
export async function mailingInquiryEnv(): Promise<SmtpPeer> {
  isolateDataDir()
  const smtp = await startSmtpPeer()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
  process.env.INQUIRY_NOTIFY_TO = 'reception@clinic.test'
  process.env.SITE_URL = 'https://clinic.test'
  process.env.INQUIRY_RATE_LIMIT = 'off'
  return smtp
}

/**
 * The fresh-Payload factory and the two inquiry route handlers. Imported here, after one of the
 * env functions above, because importing them reads the config (and so the environment).
 */
export async function loadInquiryApp() {
  const { freshPayload } = await import('./payload')
  const { POST: postStandard } = await import('@/app/api/v1/inquiries/standard/route')
  const { POST: postCallMe } = await import('@/app/api/v1/inquiries/call-me/route')
  return { freshPayload, postStandard, postCallMe }
}

/**
 * A real SMTP peer on 127.0.0.1 that records what it accepts and can refuse recipients on demand; on
 * a free port, or on `port` (a server brought back where the config's SMTP_URL points).
 */
export type SmtpPeer = { port: number; messages: string[]; refuse: boolean; close(): Promise<void> }

export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const peer: SmtpPeer = { port: 0, messages: [], refuse: false, close: async () => {} }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (peer.refuse) {
        const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })
        return callback(error)
      }
      callback()
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        peer.messages.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  peer.port = (server.server.address() as AddressInfo).port
  peer.close = () => new Promise((resolve) => server.close(() => resolve()))
  return peer
}

/** A JPEG photo; with `gps` it carries EXIF with a GPS position and an orientation tag. */
/** Quoted-printable and encoded-word headers decoded, so that an absent text is truly absent. */
export function decodedMail(raw: string): string {
  const bytes = (hex: string) => Buffer.from(hex.replaceAll('=', ''), 'hex').toString('utf8')
  return (
    raw
      // A folded header: adjacent encoded words are one text (RFC 2047 §6.2).
      .replace(/\?=\r?\n[ \t]+=\?UTF-8\?Q\?/gi, '')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) => text.replaceAll('_', ' ').replace(/(=[0-9A-F]{2})+/gi, bytes))
      .replace(/=\?UTF-8\?B\?(.*?)\?=/gi, (_, text: string) => Buffer.from(text, 'base64').toString('utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/(=[0-9A-F]{2})+/g, bytes)
  )
}

export async function jpegPhoto({ width = 64, height = 48, gps = false } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg({ quality: 80 })
  if (gps) {
    // Orientation 6: the camera was turned; the stored photo must be upright without the tag.
    image = image.withMetadata({ orientation: 6 }).withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'GPS 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 25/1 0/1' },
    })
  }
  return image.toBuffer()
}

export async function pngPhoto(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer()
}

export type FormFields = Record<string, string>

export const validFields: FormFields = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phoneNumber: '+420 777 123 456',
  message: 'Dobrý den, mám zájem o konzultaci.',
  lang: 'cs',
  isSpam: 'false',
  isHP: 'true',
  locationUrl: 'https://aurelia-clinic.example/kontakt',
}

export type Photo = { data: Buffer | Uint8Array; name?: string; type?: string }

export function standardForm(fields: FormFields = validFields, photos: Photo[] = []): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const photo of photos)
    form.append('images', new Blob([new Uint8Array(photo.data)], { type: photo.type ?? 'image/jpeg' }), photo.name ?? 'photo.jpg')
  return form
}

export function standardRequest(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/v1/inquiries/standard', { method: 'POST', body, headers })
}

export function callMeRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/v1/inquiries/call-me', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/**
 * The visitor's receipt of a 201 answer, checked to be the reference alone (no database id, which
 * counts up), and the inquiry it names, found by that reference as staff would.
 */
export async function receivedInquiry(payload: Payload, response: Response, depth = 0): Promise<Inquiry> {
  const receipt = (await response.json()) as Record<string, unknown>
  expect(Object.keys(receipt)).toEqual(['reference'])
  const found = await payload.find({
    collection: 'inquiries',
    where: { reference: { equals: receipt.reference } },
    limit: 1,
    depth,
    overrideAccess: true,
  })
  const [inquiry] = found.docs
  if (!inquiry) throw new Error(`No inquiry with the reference ${String(receipt.reference)}`)
  return inquiry
}
