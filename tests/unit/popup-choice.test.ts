import { describe, expect, it } from 'vitest'
import { type PopupData, pickPopup } from '@/components/floating/popup-choice'

const now = new Date('2026-11-22T12:00:00Z')
const popup = (id: string, from: string, to: string, priority = 0, createdAt = '2026-01-01T00:00:00Z'): PopupData => ({
  id,
  title: id,
  text: '',
  validFrom: from,
  validTo: to,
  priority,
  createdAt,
})

describe('popup display rule (spec §5)', () => {
  const expired = popup('expired', '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z', 9)
  const future = popup('future', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z', 9)
  const valid = popup('valid', '2026-11-20T00:00:00Z', '2026-12-20T00:00:00Z')
  const alsoValid = popup('also-valid', '2026-11-21T00:00:00Z', '2026-12-21T00:00:00Z', 0, '2025-06-01T00:00:00Z')

  it('shows only a popup whose window contains now', () => {
    expect(pickPopup([expired, future, valid], now, null)?.id).toBe('valid')
  })

  it('shows the valid popup with the highest priority, wherever it is in the list', () => {
    const urgent = popup('urgent', '2026-11-22T00:00:00Z', '2026-11-23T00:00:00Z', 5, '2020-01-01T00:00:00Z')
    expect(pickPopup([valid, alsoValid, urgent], now, null)?.id).toBe('urgent')
    expect(pickPopup([urgent, valid], now, null)?.id).toBe('urgent')
    // An expired or future popup wins nothing, whatever its priority.
    expect(pickPopup([expired, future, alsoValid], now, null)?.id).toBe('also-valid')
  })

  it('on equal priority shows the newest popup, not the older one', () => {
    expect(pickPopup([alsoValid, valid], now, null)?.id).toBe('valid')
    expect(pickPopup([valid, alsoValid], now, null)?.id).toBe('valid')
  })

  it('skips the popup closed in this session, but shows the next one by priority', () => {
    expect(pickPopup([valid, alsoValid], now, 'valid')?.id).toBe('also-valid')
    expect(pickPopup([valid], now, 'valid')).toBeUndefined()
  })

  it('shows nothing outside every window', () => {
    expect(pickPopup([expired, future], now, null)).toBeUndefined()
  })
})
