import { describe, expect, it } from 'vitest'
import { clientIp, clientKey } from '@/platform/server/client-ip'
import { clientAddressHeader, clientAddressOf, rateLimitKeyOf, trustedProxies } from '@/platform/server/client-address.mjs'
import { notificationEmail } from '@/features/inquiries/notification/notification-email'
import { detectPhotoType } from '@/features/inquiries/intake/photos'
import { newInquiryReference } from '@/features/inquiries/intake/store'
import { requestHash } from '@/features/inquiries/intake/idempotency'

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

describe('the client address our server decides', () => {
  it('is the socket peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('127.0.0.2', '1.2.3.4')).toBe('127.0.0.2')
    expect(clientAddressOf('::ffff:127.0.0.3', 'spoof', trustedProxies(''))).toBe('127.0.0.3')
    expect(clientAddressOf(undefined, undefined)).toBe('unknown')
  })
  it('takes the entry our outermost proxy received from, ignoring what the client prepended', () => {
    // The socket peer is our nearest proxy; each proxy appended the address it received from.
    expect(clientAddressOf('10.0.0.2', 'spoof, 1.2.3.4', trustedProxies('10.0.0.2'))).toBe('1.2.3.4')
    expect(clientAddressOf('10.0.0.3', 'spoof, 1.2.3.4, 10.0.0.2', trustedProxies('10.0.0.0/24'))).toBe('1.2.3.4')
    expect(clientAddressOf('::ffff:127.0.0.1', ['spoof', '1.2.3.4'], trustedProxies('loopback'))).toBe('1.2.3.4')
  })
  it('trusts X-Forwarded-For only from a proxy’s address: a client sending it straight to an instance keeps its own', () => {
    const varnishOnTheBox = trustedProxies('127.0.0.1')
    expect(clientAddressOf('127.0.0.1', '203.0.113.9', varnishOnTheBox)).toBe('203.0.113.9')
    expect(clientAddressOf('127.0.0.2', '203.0.113.9', varnishOnTheBox)).toBe('127.0.0.2')
    expect(clientAddressOf('198.51.100.7', `198.51.100.${Math.floor(Math.random() * 200)}`, varnishOnTheBox)).toBe('198.51.100.7')
  })
  it('falls back to the socket peer when a proxy’s entry is missing or not an address', () => {
    expect(clientAddressOf('127.0.0.1', undefined, trustedProxies('127.0.0.1'))).toBe('127.0.0.1')
    expect(clientAddressOf('10.0.0.2', 'not-an-ip', trustedProxies('10.0.0.2'))).toBe('10.0.0.2')
  })
  it('refuses a TRUSTED_PROXIES entry that is not an address or range, naming it', () => {
    expect(() => trustedProxies('127.0.0.1, varnish.internal')).toThrow(/TRUSTED_PROXIES: .*varnish\.internal/)
  })
  it('counts an IPv6 visitor by the /64 network, IPv4 by the address', () => {
    expect(rateLimitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKeyOf('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(rateLimitKeyOf('192.0.2.7')).toBe('192.0.2.7')
  })
  it('is read by the app only from the header our server sets', () => {
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown')
    expect(clientIp(request({ [clientAddressHeader]: '127.0.0.5' }))).toBe('127.0.0.5')
    expect(clientKey(request({ [clientAddressHeader]: '2001:db8:5:6::9' }))).toBe('2001:db8:5:6::/64')
  })
})

describe('detectPhotoType', () => {
  it('knows JPEG, PNG and WebP by their first bytes only', () => {
    expect(detectPhotoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg')
    expect(detectPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(detectPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp')
    expect(detectPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(detectPhotoType(new TextEncoder().encode('<svg'))).toBeNull()
    expect(detectPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
    expect(detectPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull()
    expect(detectPhotoType(new Uint8Array(0))).toBeNull()
  })
})

describe('requestHash', () => {
  it('does not depend on field order but on every value and photo byte', () => {
    expect(requestHash('standard', { a: 1, b: 2 })).toBe(requestHash('standard', { b: 2, a: 1 }))
    expect(requestHash('standard', { a: 1 })).not.toBe(requestHash('call-me', { a: 1 }))
    expect(requestHash('standard', { a: 1 }, [Buffer.from([1])])).not.toBe(requestHash('standard', { a: 1 }, [Buffer.from([2])]))
  })
})

describe('notification e-mail', () => {
  const inquiry = {
    id: 7,
    reference: 'INQ-2026-ABCDEF',
    kind: 'standard' as const,
    name: 'Jana Nováková',
    email: 'j@x.cz',
    phoneNumber: '+420 777 123 456',
    message: 'Chci zmenšit prsa',
    lang: 'cs',
    locationUrl: 'https://clinic.example/kontakt',
    photoCount: 2,
    createdAt: '2026-01-01T00:00:00Z',
  }

  // Czech is Settings' default; English when the clinic chooses it. Midnight UTC on 1 January is 1:00 in Prague.
  const expected = {
    cs: {
      subjects: { standard: 'Nová poptávka', 'call-me': 'Žádost o zavolání' },
      lines: ['Číslo: INQ-2026-ABCDEF', 'Jazyk: cs', 'Odesláno ze stránky: /kontakt', 'Přijato: 1. 1. 2026 1:00 (čas v Praze)'],
      open: 'Otevřít v administraci',
      photos: 'Fotografie',
    },
    en: {
      subjects: { standard: 'New inquiry', 'call-me': 'Call-back request' },
      lines: ['Reference: INQ-2026-ABCDEF', 'Language: cs', 'Sent from: /kontakt', 'Received: 1 Jan 2026, 01:00 (Prague time)'],
      open: 'Open in the admin',
      photos: 'Photos',
    },
  }
  for (const language of ['cs', 'en'] as const) {
    it(`by default says only that an inquiry arrived (${language}): reference, language, page, Prague time and the admin link`, () => {
      const words = expected[language]
      for (const kind of ['standard', 'call-me'] as const) {
        const { subject, text } = notificationEmail({ ...inquiry, kind }, 'https://clinic.example/', { language })
        expect(subject).toBe(`${words.subjects[kind]} INQ-2026-ABCDEF`)
        for (const line of words.lines) expect(text).toContain(line)
        expect(text).toContain(`${words.open}: https://clinic.example/admin/collections/inquiries/7`)
        for (const secret of ['Jana', 'j@x.cz', '777 123 456', 'prsa', words.photos]) expect(subject + text).not.toContain(secret)
      }
    })
  }

  it('is in Czech unless told otherwise', () => {
    expect(notificationEmail(inquiry, 'https://clinic.example/').subject).toBe('Nová poptávka INQ-2026-ABCDEF')
  })

  it('with the details switched on carries the contact data, the photo count and the message', () => {
    const czech = notificationEmail(inquiry, 'https://clinic.example/', { withDetails: true })
    expect(czech.subject).toBe('Nová poptávka INQ-2026-ABCDEF – Jana Nováková')
    expect(czech.text).toContain('Fotografie: 2')
    expect(czech.text).toContain('Telefon: +420 777 123 456')
    expect(czech.text).toContain('> Chci zmenšit prsa')
    const { subject, text } = notificationEmail(inquiry, 'https://clinic.example/', { withDetails: true, language: 'en' })
    expect(subject).toBe('New inquiry INQ-2026-ABCDEF – Jana Nováková')
    expect(text).toContain('https://clinic.example/admin/collections/inquiries/7')
    expect(text).toContain('Photos: 2')
    expect(text).toContain('+420 777 123 456')
    expect(text).toContain('> Chci zmenšit prsa')
  })
  it('shows the page as a path on the clinic’s site', () => {
    const page = (locationUrl: string) =>
      notificationEmail({ ...inquiry, locationUrl }, 'https://clinic.example/', { language: 'en' })
        .text.split('\n')
        .find((line) => line.startsWith('Sent from:'))
    expect(page('https://clinic.example/en/contact?utm_source=x')).toBe('Sent from: /en/contact?utm_source=x')
    expect(page('/de/kontakt')).toBe('Sent from: /de/kontakt')
    expect(page('https://clinic.example.attacker.example/kontakt')).toBe('Sent from: an address outside the clinic’s site')
  })
  it('never shows a stored value as a line of its own, whatever it holds', () => {
    const { subject, text } = notificationEmail(
      {
        id: 7,
        reference: 'INQ-2026-ABCDEF',
        kind: 'standard',
        name: 'Jana\r\nBcc: all@example.cz',
        email: 'j@x.cz\u2028Phone: +1 555 0100',
        phoneNumber: '+420 777 123 456\u0085Language: en',
        message: 'Dotaz\r\n\r\nOpen in the admin: https://evil.example\u202e',
        lang: 'cs',
        locationUrl: 'https://x.cz/\nSent from: elsewhere',
        photoCount: 0,
        createdAt: '2026-01-01T00:00:00Z',
      },
      'https://clinic.example',
      { withDetails: true, language: 'en' },
    )
    expect(subject).not.toMatch(/[\r\n]/)
    const lines = text.split('\n')
    for (const label of ['Name:', 'E-mail:', 'Phone:', 'Language:', 'Sent from:', 'Open in the admin:', 'Bcc:']) {
      expect(lines.filter((line) => line.startsWith(label)).length, label).toBeLessThanOrEqual(1)
    }
    expect(lines).toContain('Name: Jana Bcc: all@example.cz')
    expect(lines.slice(lines.indexOf('Message:') + 1, lines.indexOf('Message:') + 4)).toEqual([
      '> Dotaz',
      '>',
      '> Open in the admin: https://evil.example',
    ])
    expect(text).not.toMatch(/[\r\u0085\u2028\u202e]/)
    // Another site's address, as a stranger may send it, is not shown (it would be a link in the mailbox).
    expect(lines).toContain('Sent from: an address outside the clinic’s site')
    expect(text).not.toContain('x.cz/')
  })
  it('makes readable references', () => {
    expect(newInquiryReference(new Date('2026-05-01'))).toMatch(/^INQ-2026-[2-9A-HJKMNP-Z]{6}$/)
  })
})
