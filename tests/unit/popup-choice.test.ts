import { describe, expect, it } from 'vitest'
import { type PopupData, pickPopup } from '@/components/floating/popup-choice'

const now = new Date('2026-11-22T12:00:00Z')
const popup = (id: string, from: string, to: string): PopupData => ({ id, title: id, text: '', validFrom: from, validTo: to })

describe('popup display rule (spec §5)', () => {
  const expired = popup('expired', '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z')
  const future = popup('future', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z')
  const valid = popup('valid', '2026-11-20T00:00:00Z', '2026-12-20T00:00:00Z')
  const alsoValid = popup('also-valid', '2026-11-21T00:00:00Z', '2026-12-21T00:00:00Z')

  it('picks the first popup whose window contains now', () => {
    expect(pickPopup([expired, future, valid, alsoValid], now, null)?.id).toBe('valid')
  })

  it('skips the popup closed in this session, but shows one with a different id', () => {
    expect(pickPopup([valid, alsoValid], now, 'valid')?.id).toBe('also-valid')
    expect(pickPopup([valid], now, 'valid')).toBeUndefined()
  })

  it('shows nothing outside every window', () => {
    expect(pickPopup([expired, future], now, null)).toBeUndefined()
  })
})
