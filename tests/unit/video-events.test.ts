import { describe, expect, it } from 'vitest'
import { isStopEvent } from '../../src/components/sections/video-events'

describe('video player state messages (spec §4: the end or a pause returns to stopped)', () => {
  it('stops on pause and end, in either message shape', () => {
    expect(isStopEvent('{"event":"onStateChange","info":2}')).toBe(true)
    expect(isStopEvent({ event: 'onStateChange', info: 0 })).toBe(true)
    expect(isStopEvent('{"event":"infoDelivery","info":{"playerState":0,"currentTime":12}}')).toBe(true)
  })

  it('keeps playing on other states and on anything else', () => {
    expect(isStopEvent('{"event":"onStateChange","info":1}')).toBe(false)
    expect(isStopEvent('{"event":"onStateChange","info":3}')).toBe(false)
    expect(isStopEvent('{"event":"infoDelivery","info":{"currentTime":12}}')).toBe(false)
    expect(isStopEvent('{"event":"initialDelivery","info":{"playerState":-1}}')).toBe(false)
    expect(isStopEvent('garbage')).toBe(false)
    expect(isStopEvent(null)).toBe(false)
  })
})
