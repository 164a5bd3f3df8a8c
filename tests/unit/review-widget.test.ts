import { describe, expect, it } from 'vitest'
import { matchingHeight, reviewPortalVersion, reviewWidgetUrl } from '../../src/components/widgets/review-widget-url'

describe('review widget (spec §7)', () => {
  it('uses portal version 1 for Czech, 2 for English and 3 for any other language', () => {
    expect(reviewPortalVersion('cs')).toBe(1)
    expect(reviewPortalVersion('en')).toBe(2)
    expect(reviewPortalVersion('de')).toBe(3)
    expect(reviewPortalVersion('sk')).toBe(3)
  })

  it('asks for reviews and recommendations, 10 items, light skin, with the widget id', () => {
    const url = new URL(reviewWidgetUrl('https://reviews.example-widget.com/widget?clinic=7', 'en', 'abc123'))
    expect(url.origin + url.pathname).toBe('https://reviews.example-widget.com/widget')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clinic: '7',
      portal: '2',
      types: 'reviews,recommendations',
      limit: '10',
      skin: 'light',
      id: 'abc123',
    })
  })

  it('takes a height only from a message carrying its own id', () => {
    expect(matchingHeight({ id: 'w1', height: 640 }, 'w1')).toBe(640)
    expect(matchingHeight('{"id":"w1","height":"512.6"}', 'w1')).toBe(513)
    expect(matchingHeight({ id: 'w2', height: 640 }, 'w1')).toBeNull()
    expect(matchingHeight({ height: 640 }, 'w1')).toBeNull()
    expect(matchingHeight('not json', 'w1')).toBeNull()
    expect(matchingHeight({ id: 'w1', height: -5 }, 'w1')).toBeNull()
    expect(matchingHeight({ id: 'w1', height: 'tall' }, 'w1')).toBeNull()
    expect(matchingHeight({ id: 'w1', height: 1e9 }, 'w1')).toBe(5000)
  })
})
