/**
 * The server's request limits (src/platform/server/request-limits.mjs) against the limits the app applies
 * behind them: the server's gate is never tighter than what a route accepts (so the app's own,
 * more precise answers still reach the visitor), and each route lands in its family.
 */
import { describe, expect, it } from 'vitest'
import { maxSheetBytes } from '@/features/sheets/endpoints'
import { uploadParserLimitBytes } from '@/cms/uploads/upload-rules'
import { maxCallMeBodyBytes } from '@/features/inquiries/intake/call-me-body'
import { maxRequestBytes } from '@/features/inquiries/schema'
import { bodyLimitFor, inquiryPhotosBytes, staffUploadBytes } from '@/platform/server/request-limits.mjs'
import { isSameSitePost } from '@/platform/server/same-site-posts.mjs'

describe('request body limits per route family', () => {
  it('are those the app applies behind them, with room for the framing', () => {
    expect(inquiryPhotosBytes).toBe(maxRequestBytes)
    expect(staffUploadBytes).toBe(uploadParserLimitBytes)
    expect(bodyLimitFor('/api/v1/inquiries/standard').bytes).toBeGreaterThan(maxRequestBytes)
    expect(bodyLimitFor('/api/v1/inquiries/standard/form').bytes).toBeGreaterThan(maxRequestBytes)
    expect(bodyLimitFor('/api/v1/inquiries/call-me').bytes).toBeGreaterThan(maxCallMeBodyBytes)
    expect(bodyLimitFor('/api/media').bytes).toBeGreaterThan(uploadParserLimitBytes)
    expect(bodyLimitFor('/api/documents/12').bytes).toBeGreaterThan(uploadParserLimitBytes)
    expect(bodyLimitFor('/api/procedures/sheet/apply').bytes).toBeGreaterThan(maxSheetBytes)
  })

  it('put each route in its family', () => {
    const familyOf = (path: string) => bodyLimitFor(path).family
    expect(familyOf('/api/v1/inquiries/standard/form')).toBe('inquiry with photos')
    expect(familyOf('/api/v1/inquiries/call-me/form')).toBe('call-back request')
    expect(familyOf('/api/media/5')).toBe('staff upload')
    expect(familyOf('/api/users/login')).toBe('API')
    expect(familyOf('/admin/collections/pages/3')).toBe('API')
    expect(familyOf('/kontakt')).toBe('page')
    expect(familyOf('/api/media-tricks/x/y')).toBe('API')
  })
})

describe('a same-site post', () => {
  const site = 'https://klinika.example'
  it('is one the browser marks same-origin, or whose Origin is this host or the site’s address', () => {
    expect(isSameSitePost({ 'sec-fetch-site': 'same-origin', origin: site }, site)).toBe(true)
    expect(isSameSitePost({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }, site)).toBe(true)
    expect(isSameSitePost({ origin: site, host: '10.0.0.5:3000' }, site)).toBe(true)
    // Not a browser: nothing another site can steer.
    expect(isSameSitePost({}, site)).toBe(true)
  })
  it('is not one from another site, a sibling subdomain or an opaque origin', () => {
    expect(isSameSitePost({ 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' }, site)).toBe(false)
    expect(isSameSitePost({ 'sec-fetch-site': 'same-site', origin: 'https://blog.klinika.example' }, site)).toBe(false)
    expect(isSameSitePost({ origin: 'https://attacker.example', host: 'klinika.example' }, site)).toBe(false)
    expect(isSameSitePost({ origin: 'null', host: 'klinika.example' }, site)).toBe(false)
  })
})
