import { formatDistanceToNow } from 'date-fns'
import { cs } from 'date-fns/locale/cs'
import { describe, expect, it } from 'vitest'
import { inflectPastDistance } from '@/cms/admin-i18n/past-distance'

// Payload's "před {{distance}}" with the distance its formatTimeToNow gives (no suffix), as the Czech admin shows it.
const ago = (minutesAgo: number) => `před ${formatDistanceToNow(new Date(Date.now() - minutesAgo * 60_000), { locale: cs })}`

describe('how long ago, in the Czech admin', () => {
  it('puts the distance after "před" into the instrumental, and leaves phrases with a suffix alone', () => {
    // The shape the patch relies on is still date-fns' (a failure here means: check past-distance.ts).
    expect(inflectPastDistance({ ...cs })).toBe(true)
    inflectPastDistance(cs)
    expect(ago(24)).toBe('před 24 minutami')
    expect(ago(1)).toBe('před 1 minutou')
    expect(ago(3 * 60)).toBe('před přibližně 3 hodinami')
    expect(ago(2 * 24 * 60)).toBe('před 2 dny')
    expect(formatDistanceToNow(new Date(Date.now() - 24 * 60_000), { locale: cs, addSuffix: true })).toBe('před 24 minutami')
    // Idempotent: a second render does not wrap the wrapper.
    inflectPastDistance(cs)
    expect(ago(24)).toBe('před 24 minutami')
  })

  it('leaves other languages and unknown shapes alone', () => {
    expect(inflectPastDistance({ code: 'en-US', formatDistance: () => '24 minutes' })).toBe(false)
    expect(inflectPastDistance({ code: 'cs', formatDistance: () => '24 minut' })).toBe(false)
    expect(inflectPastDistance(undefined)).toBe(false)
  })
})
