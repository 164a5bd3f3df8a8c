import { readdir } from 'node:fs/promises'
import { crc32 } from 'node:zlib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callMeRequest,
  type FormFields,
  jpegPhoto,
  type Photo,
  pngPhoto,
  standardForm,
  standardRequest,
  loadInquiryApp,
  quietInquiryEnv,
  validFields,
} from './inquiry-support'

// No SMTP here: notifications must stay queued. No rate limit: this file sends 100+ requests.
quietInquiryEnv()

const { freshPayload, postStandard, postCallMe } = await loadInquiryApp()
const { inquiryPhotosDir } = await import('@/features/inquiries/collections/inquiry-photos')
const { notificationQueue } = await import('@/features/inquiries/notification/notification-settings')

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

// ---- building blocks of bad input ----

const mb = 1024 * 1024
const text = (value: string) => new TextEncoder().encode(value)
const jpeg = await jpegPhoto()
const png = await pngPhoto()
const svg = text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
const pdf = text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')
const gif = Uint8Array.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1,
  0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b,
])
const gifJarPolyglot = new Uint8Array([...gif, ...text('PK\u0003\u0004 polyglot archive')])
const bmp = Uint8Array.from([0x42, 0x4d, 0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0x18, 0])
const tiff = Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0])
const heic = new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')])
const html = text('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')
const elf = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0])
const zip = new Uint8Array([...text('PK\u0003\u0004'), ...new Uint8Array(40)])
const jpegMagicThenGarbage = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(200).fill(0x41)])
const truncatedPng = png.subarray(0, 40)
const webpHeaderOnly = new Uint8Array([...text('RIFF'), 30, 0, 0, 0, ...text('WEBPVP8 '), ...new Uint8Array(10)])

/** A valid PNG header that claims 20000 × 20000 pixels (a decompression bomb) without the pixels. */
function pngBombHeader(width = 20000, height = 20000): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

const bigFile = (bytes: number) => {
  const data = new Uint8Array(bytes)
  data.set([0xff, 0xd8, 0xff, 0xe0])
  return data
}

/** A multipart body written by hand, for bodies FormData cannot produce. */
function rawMultipart(parts: string, boundary = 'XyZboundary', contentType = `multipart/form-data; boundary=${boundary}`): Request {
  return standardRequest(parts, { 'content-type': contentType })
}
const partsOf = (fields: FormFields, boundary = 'XyZboundary') =>
  `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`

/** A body streamed without Content-Length, so only counting can stop it. */
function streamedBody(totalBytes: number): Request {
  const boundary = 'streamBoundary'
  const head = text(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`)
  let sent = 0
  const chunk = new Uint8Array(mb).fill(0x42)
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head)
    },
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return new Request('http://localhost/api/v1/inquiries/standard', {
    method: 'POST',
    body: stream,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    duplex: 'half',
  } as RequestInit)
}

// ---- the corpus ----

type Case = {
  name: string
  send: () => Request | Promise<Request>
  route?: 'standard' | 'call-me'
  status?: number
  names?: string
  message?: string
}

const withFields =
  (changes: Record<string, string | undefined>, photos: Photo[] = []) =>
  () => {
    const fields: FormFields = { ...validFields }
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) delete fields[key]
      else fields[key] = value
    }
    return standardRequest(standardForm(fields, photos))
  }
const withPhotos = (photos: Photo[]) => withFields({}, photos)

const cases: Case[] = []
const add = (...more: Case[]) => cases.push(...more)

for (const field of ['name', 'email', 'phoneNumber', 'message', 'lang', 'locationUrl']) {
  add({ name: `standard: ${field} missing`, send: withFields({ [field]: undefined }), status: 422, names: field })
  add({ name: `standard: ${field} blank`, send: withFields({ [field]: '   ' }), status: 422, names: field })
}
add(
  { name: 'standard: name too long', send: withFields({ name: 'J'.repeat(121) }), status: 422, names: 'name' },
  { name: 'standard: email too long', send: withFields({ email: `${'a'.repeat(250)}@example.cz` }), status: 422, names: 'email' },
  { name: 'standard: phone too long', send: withFields({ phoneNumber: `+420 ${'1 '.repeat(15)}` }), status: 422, names: 'phoneNumber' },
  { name: 'standard: message too long', send: withFields({ message: 'x'.repeat(5001) }), status: 422, names: 'message' },
  {
    name: 'standard: locationUrl too long',
    send: withFields({ locationUrl: `https://example.cz/${'a'.repeat(2000)}` }),
    status: 422,
    names: 'locationUrl',
  },
  {
    name: 'standard: message beyond the multipart field size',
    send: withFields({ message: 'x'.repeat(70_000) }),
    status: 413,
    names: 'message',
  },
  {
    name: 'standard: Czech messages for Czech',
    send: withFields({ name: '' }),
    status: 422,
    names: 'name',
    message: 'Jméno je povinné, prosím doplňte',
  },
  {
    name: 'standard: English messages for English',
    send: withFields({ name: '', lang: 'en' }),
    status: 422,
    names: 'name',
    message: 'Name is required, please fill it in',
  },
  {
    name: 'standard: German messages for German',
    send: withFields({ email: 'x', lang: 'de' }),
    status: 422,
    names: 'email',
    message: 'E-Mail ist ungültig, bitte korrigieren Sie sie',
  },
  {
    name: 'standard: every failing field named',
    send: withFields({ name: '', email: '', message: '', phoneNumber: '' }),
    status: 422,
    names: 'name,email,message,phoneNumber',
  },
)
for (const email of [
  'plain',
  'a@b',
  '@example.cz',
  'jana@',
  'a@@example.cz',
  'a b@example.cz',
  'jana@example',
  'jana@example.c',
  'jana@ex ample.cz',
  'jana@example.cz.',
  'jana(at)example.cz',
  'jana@example.cz, x@y.cz',
]) {
  add({ name: `standard: invalid email ${JSON.stringify(email)}`, send: withFields({ email }), status: 422, names: 'email' })
}
for (const phoneNumber of [
  'abc',
  '123',
  '+420',
  '+420 777',
  '777-abc-456',
  '+1234567890123456',
  '+420 777 123 456 ext 5',
  '<script>',
  '☎ 777123456',
  '+420_777_123_456',
  '0x1F4A5C6D7E',
]) {
  add({
    name: `standard: invalid phone ${JSON.stringify(phoneNumber)}`,
    send: withFields({ phoneNumber }),
    status: 422,
    names: 'phoneNumber',
  })
}
for (const lang of ['sk', 'EN', 'english', 'cs-CZ', ' de', 'fr']) {
  add({ name: `standard: lang ${JSON.stringify(lang)}`, send: withFields({ lang }), status: 422, names: 'lang' })
}
// A path on the site ("/kontakt") is accepted now (see inquiries.test.ts); these are neither a path nor http(s).
for (const locationUrl of [
  'not a url',
  'http//example.cz',
  'www.example.cz',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'mailto:a@b.cz',
  'data:text/html,hi',
  'ftp://example.cz/',
  '//evil.example/kontakt',
  '/\\evil.example',
  'https://',
]) {
  add({
    name: `standard: locationUrl ${JSON.stringify(locationUrl)}`,
    send: withFields({ locationUrl }),
    status: 422,
    names: 'locationUrl',
  })
}
// Invisible characters are stripped (see plain-text.ts): what is left must still be a valid value.
add(
  {
    name: 'standard: name of zero-width characters only',
    send: withFields({ name: '\u200b\u200c\u200d\ufeff' }),
    status: 422,
    names: 'name',
    message: 'Jméno je povinné, prosím doplňte',
  },
  {
    name: 'standard: name of bidi marks only',
    send: withFields({ name: '\u202e\u2066\u200f' }),
    status: 422,
    names: 'name',
    message: 'Jméno je povinné, prosím doplňte',
  },
  {
    name: 'standard: name of control characters only',
    send: withFields({ name: '\u0000\u0007\u001b\u0085' }),
    status: 422,
    names: 'name',
    message: 'Jméno je povinné, prosím doplňte',
  },
  {
    name: 'standard: name of digits only',
    send: withFields({ name: '12345' }),
    status: 422,
    names: 'name',
    message: 'Jméno je povinné, prosím doplňte',
  },
  {
    name: 'standard: name of punctuation only',
    send: withFields({ name: '-- . !', lang: 'en' }),
    status: 422,
    names: 'name',
    message: 'Name is required, please fill it in',
  },
  {
    name: 'standard: email with a header on a new line',
    send: withFields({ email: 'jana@example.cz\r\nBcc: all@example.cz' }),
    status: 422,
    names: 'email',
  },
  {
    name: 'standard: phone with a second line',
    send: withFields({ phoneNumber: '+420 777 123 456\nName: Fake' }),
    status: 422,
    names: 'phoneNumber',
  },
)
add(
  { name: 'standard: isSpam not a boolean', send: withFields({ isSpam: 'yes' }), status: 422, names: 'isSpam' },
  { name: 'standard: isSpam as 1', send: withFields({ isSpam: '1' }), status: 422, names: 'isSpam' },
  { name: 'standard: isHP not a boolean', send: withFields({ isHP: 'maybe' }), status: 422, names: 'isHP' },
)

// Photos
add(
  { name: 'photos: 11 photos', send: withPhotos(Array.from({ length: 11 }, () => ({ data: jpeg }))), status: 422, names: 'images' },
  { name: 'photos: SVG', send: withPhotos([{ data: svg, name: 'a.svg', type: 'image/svg+xml' }]), status: 415, names: 'images' },
  { name: 'photos: SVG renamed to .jpg', send: withPhotos([{ data: svg, name: 'a.jpg' }]), status: 415, names: 'images' },
  { name: 'photos: PDF renamed to .jpg', send: withPhotos([{ data: pdf, name: 'scan.jpg' }]), status: 415, names: 'images' },
  { name: 'photos: PDF', send: withPhotos([{ data: pdf, name: 'scan.pdf', type: 'application/pdf' }]), status: 415, names: 'images' },
  { name: 'photos: GIF', send: withPhotos([{ data: gif, name: 'a.gif', type: 'image/gif' }]), status: 415, names: 'images' },
  {
    name: 'photos: GIF renamed to .png',
    send: withPhotos([{ data: gif, name: 'a.png', type: 'image/png' }]),
    status: 415,
    names: 'images',
  },
  { name: 'photos: GIF/JAR polyglot', send: withPhotos([{ data: gifJarPolyglot, name: 'a.jpg' }]), status: 415, names: 'images' },
  { name: 'photos: HTML renamed to .jpg', send: withPhotos([{ data: html, name: 'a.jpg' }]), status: 415, names: 'images' },
  { name: 'photos: BMP', send: withPhotos([{ data: bmp, name: 'a.bmp', type: 'image/bmp' }]), status: 415, names: 'images' },
  { name: 'photos: TIFF', send: withPhotos([{ data: tiff, name: 'a.tif', type: 'image/tiff' }]), status: 415, names: 'images' },
  { name: 'photos: HEIC', send: withPhotos([{ data: heic, name: 'a.heic', type: 'image/heic' }]), status: 415, names: 'images' },
  { name: 'photos: ELF executable renamed', send: withPhotos([{ data: elf, name: 'a.jpg' }]), status: 415, names: 'images' },
  { name: 'photos: ZIP renamed', send: withPhotos([{ data: zip, name: 'a.jpg' }]), status: 415, names: 'images' },
  { name: 'photos: empty file', send: withPhotos([{ data: new Uint8Array(0), name: 'a.jpg' }]), status: 415, names: 'images' },
  {
    name: 'photos: one bad among good ones',
    send: withPhotos([{ data: jpeg }, { data: png, type: 'image/png' }, { data: pdf }]),
    status: 415,
    names: 'images',
  },
  {
    name: 'photos: path-like name with SVG',
    send: withPhotos([{ data: svg, name: '../../etc/passwd.jpg' }]),
    status: 415,
    names: 'images',
  },
  {
    name: 'photos: path-like name with PDF',
    send: withPhotos([{ data: pdf, name: '..\\..\\windows\\win.ini.jpg' }]),
    status: 415,
    names: 'images',
  },
  { name: 'photos: JPEG magic, then garbage', send: withPhotos([{ data: jpegMagicThenGarbage }]), status: 422, names: 'images' },
  { name: 'photos: truncated PNG', send: withPhotos([{ data: truncatedPng, type: 'image/png' }]), status: 422, names: 'images' },
  { name: 'photos: WebP header only', send: withPhotos([{ data: webpHeaderOnly, type: 'image/webp' }]), status: 422, names: 'images' },
  {
    name: 'photos: 20000 × 20000 PNG',
    send: withPhotos([{ data: pngBombHeader(), name: 'bomb.png', type: 'image/png' }]),
    status: 413,
    names: 'images',
  },
  {
    name: 'photos: 1 × 50000000 PNG',
    send: withPhotos([{ data: pngBombHeader(1, 50_000_000), name: 'strip.png', type: 'image/png' }]),
    status: 413,
    names: 'images',
  },
  { name: 'photos: one photo over 10 MB', send: withPhotos([{ data: bigFile(10 * mb + 1) }]), status: 413, names: 'images' },
  { name: 'photos: a 30 MB photo', send: withPhotos([{ data: bigFile(30 * mb) }]), status: 413, names: 'images' },
  { name: 'photos: 6 × 9 MB (54 MB body)', send: withPhotos(Array.from({ length: 6 }, () => ({ data: bigFile(9 * mb) }))), status: 413 },
  { name: 'photos: 60 MB streamed without Content-Length', send: () => streamedBody(60 * mb), status: 413 },
  // Busboy reads a part without a filename as a text field: never a photo dropped in silence.
  {
    name: 'photos: images part without filename',
    send: () =>
      rawMultipart(
        `--XyZboundary\r\nContent-Disposition: form-data; name="images"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff\u00e0JFIF\r\n${partsOf(validFields)}`,
      ),
    status: 400,
    names: 'images',
  },
  {
    name: 'photos: images sent as a text field',
    send: () => {
      const form = standardForm(validFields)
      form.append('images', 'photo.jpg')
      return standardRequest(form)
    },
    status: 400,
    names: 'images',
  },
  {
    name: 'photos: file in another field',
    send: () => {
      const form = standardForm(validFields)
      form.append('photos', new Blob([new Uint8Array(jpeg)]), 'a.jpg')
      return standardRequest(form)
    },
    status: 400,
    names: 'photos',
  },
)

// Malformed multipart and content types
add(
  { name: 'multipart: no boundary', send: () => rawMultipart(partsOf(validFields), 'XyZboundary', 'multipart/form-data'), status: 415 },
  {
    name: 'multipart: empty boundary',
    send: () => rawMultipart(partsOf(validFields), 'XyZboundary', 'multipart/form-data; boundary='),
    status: 400,
  },
  { name: 'multipart: boundary mismatch', send: () => rawMultipart(partsOf(validFields, 'other'), 'XyZboundary'), status: 400 },
  { name: 'multipart: truncated body', send: () => rawMultipart(partsOf(validFields).slice(0, 150)), status: 400 },
  {
    name: 'multipart: truncated inside a file',
    send: () => rawMultipart(`--XyZboundary\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\n\u00ff\u00d8\u00ff`),
    status: 400,
  },
  { name: 'multipart: garbage body', send: () => rawMultipart('this is not multipart at all'), status: 400 },
  { name: 'multipart: empty body', send: () => rawMultipart(''), status: 400 },
  {
    name: 'multipart: a field sent twice',
    send: () => {
      const form = standardForm(validFields)
      form.append('email', 'second@example.cz')
      return standardRequest(form)
    },
    status: 400,
    names: 'email',
  },
  {
    name: 'multipart: too many fields',
    send: () =>
      standardRequest(standardForm({ ...validFields, ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`extra${i}`, 'x'])) })),
    status: 413,
  },
  {
    name: 'multipart: huge part header',
    send: () =>
      rawMultipart(
        `--XyZboundary\r\nContent-Disposition: form-data; name="name"\r\nX-Pad: ${'a'.repeat(100_000)}\r\n\r\nJana\r\n--XyZboundary--\r\n`,
      ),
    status: 400,
  },
  { name: 'multipart: field name too long', send: () => rawMultipart(partsOf({ ...validFields, ['n'.repeat(200)]: 'x' })), status: 400 },
  { name: 'content type: text/plain', send: () => standardRequest('name=Jana', { 'content-type': 'text/plain' }), status: 415 },
  { name: 'content type: application/xml', send: () => standardRequest('<inquiry/>', { 'content-type': 'application/xml' }), status: 415 },
  {
    name: 'content type: application/json',
    send: () => standardRequest(JSON.stringify(validFields), { 'content-type': 'application/json' }),
    status: 415,
  },
  { name: 'content type: urlencoded', send: () => standardRequest(new URLSearchParams(validFields)), status: 415 },
  {
    name: 'content type: none',
    send: () => new Request('http://localhost/api/v1/inquiries/standard', { method: 'POST', body: new Uint8Array([1, 2, 3]) }),
    status: 415,
  },
  {
    name: 'headers: huge idempotency-key',
    send: () => standardRequest(standardForm(validFields), { 'idempotency-key': 'k'.repeat(100_000) }),
    status: 400,
    names: 'idempotency-key',
  },
  {
    name: 'headers: idempotency-key with odd characters',
    send: () => standardRequest(standardForm(validFields), { 'idempotency-key': 'key with spaces and ü' }),
    status: 400,
    names: 'idempotency-key',
  },
  {
    name: 'headers: idempotency-key too short',
    send: () => standardRequest(standardForm(validFields), { 'idempotency-key': 'abc' }),
    status: 400,
    names: 'idempotency-key',
  },
  {
    name: 'headers: huge Content-Length claim',
    send: () => standardRequest(standardForm(validFields), { 'content-length': String(500 * mb) }),
    status: 413,
  },
)

// Call-me
const callMe = { phoneNumber: '+420 777 123 456', locationUrl: 'https://aurelia-clinic.example/', lang: 'cs' }
const callMeWith = (changes: Record<string, unknown>) => () => {
  const body: Record<string, unknown> = { ...callMe, ...changes }
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key]
  return callMeRequest(body)
}
add(
  { route: 'call-me', name: 'call-me: invalid JSON', send: () => callMeRequest('{"phoneNumber": '), status: 400 },
  { route: 'call-me', name: 'call-me: JSON null', send: () => callMeRequest('null'), status: 400 },
  { route: 'call-me', name: 'call-me: JSON array', send: () => callMeRequest('[1,2]'), status: 400 },
  { route: 'call-me', name: 'call-me: JSON string', send: () => callMeRequest('"+420777123456"'), status: 400 },
  { route: 'call-me', name: 'call-me: empty body', send: () => callMeRequest(''), status: 400 },
  { route: 'call-me', name: 'call-me: text/plain', send: () => callMeRequest(callMe, { 'content-type': 'text/plain' }), status: 415 },
  {
    route: 'call-me',
    name: 'call-me: application/xml',
    send: () => callMeRequest('<callMe/>', { 'content-type': 'application/xml' }),
    status: 415,
  },
  // Multipart is accepted now (see inquiries.test.ts), but without files and within 16 KB.
  {
    route: 'call-me',
    name: 'call-me: multipart with a file',
    send: () => new Request('http://localhost/api/v1/inquiries/call-me', { method: 'POST', body: standardForm(callMe, [{ data: jpeg }]) }),
    status: 400,
    names: 'images',
  },
  {
    route: 'call-me',
    name: 'call-me: multipart over 16 KB',
    send: () =>
      new Request('http://localhost/api/v1/inquiries/call-me', {
        method: 'POST',
        body: standardForm({ ...callMe, padding: 'x'.repeat(20_000) }),
      }),
    status: 413,
  },
  {
    route: 'call-me',
    name: 'call-me: multipart without boundary',
    send: () => callMeRequest('phoneNumber=1', { 'content-type': 'multipart/form-data' }),
    status: 415,
  },
  { route: 'call-me', name: 'call-me: body over 16 KB', send: callMeWith({ padding: 'x'.repeat(20_000) }), status: 413 },
  { route: 'call-me', name: 'call-me: phone missing', send: callMeWith({ phoneNumber: undefined }), status: 422, names: 'phoneNumber' },
  {
    route: 'call-me',
    name: 'call-me: phone empty',
    send: callMeWith({ phoneNumber: '' }),
    status: 422,
    names: 'phoneNumber',
    message: 'Telefon je povinný, prosím doplňte',
  },
  { route: 'call-me', name: 'call-me: phone blank', send: callMeWith({ phoneNumber: '   ' }), status: 422, names: 'phoneNumber' },
  {
    route: 'call-me',
    name: 'call-me: phone a number type',
    send: callMeWith({ phoneNumber: 420777123456 }),
    status: 422,
    names: 'phoneNumber',
  },
  {
    route: 'call-me',
    name: 'call-me: phone too long',
    send: callMeWith({ phoneNumber: `+420 ${'1 '.repeat(15)}` }),
    status: 422,
    names: 'phoneNumber',
  },
  {
    route: 'call-me',
    name: 'call-me: phone letters',
    send: callMeWith({ phoneNumber: 'call me maybe' }),
    status: 422,
    names: 'phoneNumber',
  },
  { route: 'call-me', name: 'call-me: phone too short', send: callMeWith({ phoneNumber: '+420 12' }), status: 422, names: 'phoneNumber' },
  {
    route: 'call-me',
    name: 'call-me: phone with script',
    send: callMeWith({ phoneNumber: '<img src=x>' }),
    status: 422,
    names: 'phoneNumber',
  },
  {
    route: 'call-me',
    name: 'call-me: locationUrl missing',
    send: callMeWith({ locationUrl: undefined }),
    status: 422,
    names: 'locationUrl',
  },
  {
    route: 'call-me',
    name: 'call-me: locationUrl not a URL',
    send: callMeWith({ locationUrl: 'home page' }),
    status: 422,
    names: 'locationUrl',
  },
  {
    route: 'call-me',
    name: 'call-me: locationUrl javascript:',
    send: callMeWith({ locationUrl: 'javascript:alert(1)' }),
    status: 422,
    names: 'locationUrl',
  },
  { route: 'call-me', name: 'call-me: lang fr', send: callMeWith({ lang: 'fr' }), status: 422, names: 'lang' },
  {
    route: 'call-me',
    name: 'call-me: English message',
    send: callMeWith({ phoneNumber: '', lang: 'en' }),
    status: 422,
    names: 'phoneNumber',
    message: 'Phone is required, please fill it in',
  },
  {
    route: 'call-me',
    name: 'call-me: huge idempotency-key',
    send: () => callMeRequest(callMe, { 'idempotency-key': 'k'.repeat(50_000) }),
    status: 400,
    names: 'idempotency-key',
  },
)

describe('bad input corpus', () => {
  let before: { inquiries: number; photos: number }

  beforeAll(async () => {
    before = {
      inquiries: (await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs,
      photos: (await payload.count({ collection: 'inquiry-photos', overrideAccess: true })).totalDocs,
    }
  })

  it('has at least 100 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100)
  })

  it.each(cases)('$name → 4xx with a JSON error', async (testCase) => {
    const post = testCase.route === 'call-me' ? postCallMe : postStandard
    const response = await post(await testCase.send())
    expect(response.status, testCase.name).toBeGreaterThanOrEqual(400)
    expect(response.status, testCase.name).toBeLessThan(500)
    if (testCase.status) expect(response.status, testCase.name).toBe(testCase.status)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store, private')
    const body = (await response.json()) as { error: string; field?: string; fields?: Record<string, string> }
    expect(typeof body.error).toBe('string')
    for (const name of testCase.names?.split(',') ?? []) {
      const named = body.field === name || Boolean(body.fields?.[name])
      expect(named, `${testCase.name}: ${JSON.stringify(body)} should name ${name}`).toBe(true)
    }
    if (testCase.message) expect(Object.values(body.fields ?? {})).toContain(testCase.message)
  })

  it('stored nothing', async () => {
    expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(before.inquiries)
    expect((await payload.count({ collection: 'inquiry-photos', overrideAccess: true })).totalDocs).toBe(before.photos)
    expect(await readdir(inquiryPhotosDir).catch(() => [])).toEqual([])
  })
})

describe('without SMTP', () => {
  it('accepts inquiries and keeps their notifications queued, on a queue autoRun does not run', async () => {
    const response = await postCallMe(callMeRequest(callMe))
    expect(response.status).toBe(201)
    const autoRun = payload.config.jobs.autoRun
    const queues = (typeof autoRun === 'function' ? await autoRun(payload) : (autoRun ?? [])).map((entry) => entry.queue)
    expect(queues).toContain('default')
    expect(queues).not.toContain(notificationQueue)
    const pending = await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: notificationQueue } },
      overrideAccess: true,
    })
    expect(pending.docs).toHaveLength(1)
    expect(pending.docs[0].completedAt).toBeFalsy()
  })
})
