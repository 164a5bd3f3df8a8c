/**
 * The go-live checklist on the seeded demo (issue 25, point 5): it names what a demo lacks (https,
 * its illustrations, its demo account, a test e-mail with the current settings) and what it has.
 * From the run's seeded template (seeded-template.ts), not a seed of its own.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { goLiveChecklist } from '@/features/go-live/checklist'
import { demoAdminEmail } from '@/platform/server/run-mode.mjs'
import { item, linkOf, missingTexts } from './go-live-support'
import { seededPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('on the seeded demo', () => {
  it('lists what a demo lacks: https, its illustrations and demo account, the test e-mail with other settings', async () => {
    // The template was seeded with an administrator of its own (seededAdmin): the demo's account added.
    await payload.create({ collection: 'users', data: { email: demoAdminEmail, password: 'go-live-test-2', role: 'admin' } })
    const list = await goLiveChecklist(payload, { SITE_URL: 'http://localhost:3000' })
    const illustrations = await payload.count({ collection: 'media', where: { illustrative: { equals: true } } })
    expect(illustrations.totalDocs).toBeGreaterThan(0)
    const demo = item(list, 'demo')
    expect(demo.done).toBe(false)
    expect(demo.missing[0].text.en).toBe(`Pictures marked as illustrations: ${illustrations.totalDocs}`)
    const mediaLink = new URL(demo.missing[0].href ?? '', 'http://x')
    expect(mediaLink.pathname).toBe('/admin/collections/media')
    expect(mediaLink.searchParams.get('where[or][0][and][0][illustrative][equals]')).toBe('true')
    expect(demo.missing[1].text.en).toBe(`The demo account ${demoAdminEmail}`)
    expect(demo.missing[1].href).toMatch(/^\/admin\/collections\/users\/\d+$/)

    expect(missingTexts(list, 'siteUrl')).toEqual(['SITE_URL http://localhost:3000 does not start with https://.'])
    expect(item(list, 'notifications').done).toBe(false)
    // What the demo has: its contact facts, legal pages in three languages and content of every type in every language.
    expect(item(list, 'contact').done).toBe(true)
    expect(item(list, 'legal')).toMatchObject({ done: true, missing: [] })
    expect(item(list, 'content')).toMatchObject({ done: true, missing: [] })
  })

  it('names a language a page type lacks once its documents there are gone', async () => {
    const gdpr = await payload.find({ collection: 'pages', where: { routeKey: { equals: 'faq' } }, limit: 1 })
    const faqPage = gdpr.docs[0]
    await payload.update({ collection: 'pages', id: faqPage.id, locale: 'de', data: { title: '' } })
    const list = await goLiveChecklist(payload, {})
    expect(missingTexts(list, 'content')).toContain('Page „FAQ“ (German)')
    expect(linkOf(list, 'content', 'Page „FAQ“ (German)')).toBe(`/admin/collections/pages/${faqPage.id}?locale=de`)
  })
})
