import { describe, expect, it } from 'vitest'
import { contentMatches } from '../../src/cms/uploads/upload-rules'

// A text file renamed .jpg declares image/jpeg; its bytes say otherwise (issue 30).
describe('contentMatches', () => {
  const text = Buffer.from('Dobrý den, toto je text.')
  it('refuses text declared as an image or a PDF', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf']) {
      expect(contentMatches(type, text), type).toBe(false)
    }
  })
  it('accepts the formats by their signatures', () => {
    expect(contentMatches('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe(true)
    expect(contentMatches('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true)
    expect(contentMatches('image/webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe(true)
    expect(contentMatches('image/avif', Buffer.from('\u0000\u0000\u0000\u001cftypavif', 'latin1'))).toBe(true)
    expect(contentMatches('image/svg+xml', Buffer.from('\uFEFF\n <?xml version="1.0"?><svg/>'))).toBe(true)
    expect(contentMatches('application/pdf', Buffer.from('%PDF-1.7\n'))).toBe(true)
  })
})
