import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackerIds } from '@/features/tracking/ids'
import { freshPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('Settings → Tracking (columns from the tracking migration)', () => {
  it('stores the tag manager and pixel IDs, which win over the environment', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { gtmId: 'GTM-ABC1234', metaPixelId: '123456789012345' } })
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(settings).toMatchObject({ gtmId: 'GTM-ABC1234', metaPixelId: '123456789012345' })
    expect(trackerIds(settings, { GTM_ID: 'GTM-ENV9999', META_PIXEL_ID: '999999' })).toEqual({
      gtmId: 'GTM-ABC1234',
      metaPixelId: '123456789012345',
    })
  })

  it('refuses IDs that do not look like one (they would end up in a script address)', async () => {
    await expect(payload.updateGlobal({ slug: 'settings', data: { gtmId: 'GTM-1"><script>' } })).rejects.toThrow(/gtmId|Tag Manager/i)
    await expect(payload.updateGlobal({ slug: 'settings', data: { metaPixelId: 'fb-123' } })).rejects.toThrow(/metaPixelId|pixel/i)
    expect(await payload.findGlobal({ slug: 'settings' })).toMatchObject({ gtmId: 'GTM-ABC1234', metaPixelId: '123456789012345' })
  })

  it('can be emptied: the environment then decides', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { gtmId: '', metaPixelId: null } })
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(trackerIds(settings, { GTM_ID: 'GTM-ENV9999' })).toEqual({ gtmId: 'GTM-ENV9999', metaPixelId: undefined })
  })
})
