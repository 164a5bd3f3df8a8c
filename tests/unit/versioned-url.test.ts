import { describe, expect, it } from 'vitest'
import { withVersion } from '@/cms/media/versioned-url'

describe('file URLs carry the version of their file', () => {
  it('a save moves the version on; the query it had is kept', () => {
    const before = withVersion('https://clinic.example/api/media/file/a.jpg', '2026-11-28T10:00:00.000Z')
    const after = withVersion('https://clinic.example/api/media/file/a.jpg', '2026-11-28T10:00:01.000Z')
    expect(before).toMatch(/\/api\/media\/file\/a\.jpg\?v=[0-9a-z]+$/)
    expect(after).not.toBe(before)
    expect(withVersion('/api/media/file/a.jpg?prefix=media', '2026-11-28T10:00:00.000Z')).toMatch(/\?prefix=media&v=/)
  })

  it('without a time the URL stays as it is (and is then cached only briefly)', () => {
    expect(withVersion('/api/media/file/a.jpg', undefined)).toBe('/api/media/file/a.jpg')
  })
})
