import { describe, expect, it } from 'vitest'
import { clientIp } from '@/inquiries/clientIp'
import { notificationEmail } from '@/inquiries/notificationEmail'
import { detectPhotoType } from '@/inquiries/photoType'
import { newInquiryReference } from '@/inquiries/reference'
import { requestHash } from '@/inquiries/requestHash'

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

describe('clientIp', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4' }), {})).toBe('unknown')
    expect(clientIp(request({ 'x-real-ip': '1.2.3.4' }), { TRUSTED_PROXY_COUNT: '0' })).toBe('unknown')
  })
  it('takes the entry the outermost trusted proxy added', () => {
    expect(clientIp(request({ 'x-forwarded-for': 'spoof, 1.2.3.4' }), { TRUSTED_PROXY_COUNT: '1' })).toBe('1.2.3.4')
    expect(clientIp(request({ 'x-forwarded-for': 'spoof, 1.2.3.4, 10.0.0.2' }), { TRUSTED_PROXY_COUNT: '2' })).toBe('1.2.3.4')
    expect(clientIp(request({ 'x-forwarded-for': '1.2.3.4' }), { TRUSTED_PROXY_COUNT: '2' })).toBe('unknown')
    expect(clientIp(request({}), { TRUSTED_PROXY_COUNT: '1' })).toBe('unknown')
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
  it('carries the reference, contact data and the admin link, and names the photo count only', () => {
    const { subject, text } = notificationEmail(
      { id: 7, reference: 'INQ-2026-ABCDEF', kind: 'standard', name: 'Jana', email: 'j@x.cz', phoneNumber: '+420 777 123 456', message: 'Dotaz', lang: 'cs', locationUrl: 'https://x.cz/', photoCount: 2, createdAt: '2026-01-01T00:00:00Z' },
      'https://clinic.example/',
    )
    expect(subject).toContain('INQ-2026-ABCDEF')
    expect(text).toContain('https://clinic.example/admin/collections/inquiries/7')
    expect(text).toContain('Photos: 2')
    expect(text).toContain('+420 777 123 456')
  })
  it('makes readable references', () => {
    expect(newInquiryReference(new Date('2026-05-01'))).toMatch(/^INQ-2026-[2-9A-HJKMNP-Z]{6}$/)
  })
})
