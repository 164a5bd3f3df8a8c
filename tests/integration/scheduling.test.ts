import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatWallClock, pragueInstant, wallClockInPrague } from '@/platform/cms/prague-time'
import { freshPayload } from './payload'
import { type Role, restCall, type StaffMember, signInStaff } from './staff-support'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('scheduled publishing', () => {
  it('publishes a draft when its scheduled time has come and the jobs runner runs', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'sched@test.example', password: 'sched-password-1', role: 'admin' },
    })
    const draft = await payload.create({
      collection: 'posts',
      locale: 'cs',
      draft: true,
      data: { title: 'Naplánovaný článek', _status: 'draft' },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id }, user: { relationTo: 'users', value: admin.id } },
      waitUntil: new Date(Date.now() + 500),
    })
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'posts', id: draft.id }))._status).toBe('draft')

    await new Promise((resolve) => setTimeout(resolve, 700))
    await payload.jobs.run()
    const published = await payload.find({ collection: 'posts', overrideAccess: false, where: { id: { equals: draft.id } } })
    expect(published.docs).toHaveLength(1)
    expect(published.docs[0]._status).toBe('published')
  })
})

/**
 * "Naplánovat publikaci" (src/features/schedule-publish): the admin's endpoint takes the time as staff
 * type it, on Prague's clock, and queues Payload's own `schedulePublish` job, which the jobs runner
 * runs as before; only those who may publish the document schedule, list and cancel.
 */
describe('the scheduling endpoint', () => {
  const tomorrow = wallClockInPrague(new Date(Date.now() + 24 * 3600 * 1000))
  const typedTomorrow = (hour: number, minute: number) => formatWallClock({ ...tomorrow, hour, minute })
  let staff: Record<Role, StaffMember>
  let postId: number
  const path = () => `posts/${postId}/scheduled-publications`
  const errorOf = async (response: Response) => ((await response.json()) as { errors: { message: string; field?: string }[] }).errors[0]

  beforeAll(async () => {
    staff = await signInStaff(payload, { domain: 'schedule.test', secondFactor: true })
    const draft = await payload.create({
      collection: 'posts',
      locale: 'cs',
      draft: true,
      data: { title: 'Článek na zítra', _status: 'draft' },
    })
    postId = draft.id
  })

  it('queues the typed Prague time as Payload’s schedulePublish job, lists it and cancels it', async () => {
    const typed = typedTomorrow(15, 33)
    const scheduled = await restCall(staff.editor.token, 'POST', path(), {
      type: 'publish',
      at: ` ${typed.replace(/\. /g, '.')} `,
      locale: 'cs',
    })
    expect(scheduled.status).toBe(201)
    const answer = (await scheduled.json()) as { message: string; publication: { id: number; at: string; type: string; locale: string } }
    expect(answer.message).toBe(`Naplánováno publikování: ${typed} (pražský čas).`)
    const at = pragueInstant({ ...tomorrow, hour: 15, minute: 33 })!.toISOString()
    expect(answer.publication).toMatchObject({ type: 'publish', at, locale: 'cs' })

    // Exactly what Payload's own drawer queues: the runner and the clean-up on delete know it.
    const job = await payload.findByID({ collection: 'payload-jobs', id: answer.publication.id, depth: 0 })
    expect(job.taskSlug).toBe('schedulePublish')
    expect(new Date(String(job.waitUntil)).toISOString()).toBe(at)
    expect(job.input).toMatchObject({
      type: 'publish',
      locale: 'cs',
      timezone: 'Europe/Prague',
      doc: { relationTo: 'posts', value: String(postId) },
      user: { relationTo: 'users', value: staff.editor.user.id },
    })

    const listed = await restCall(staff.admin.token, 'GET', path())
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { publications: unknown[] }).publications).toEqual([answer.publication])

    expect((await restCall(staff.editor.token, 'DELETE', `${path()}/${answer.publication.id}`)).status).toBe(200)
    expect(((await (await restCall(staff.editor.token, 'GET', path())).json()) as { publications: unknown[] }).publications).toEqual([])
    const again = await restCall(staff.editor.token, 'DELETE', `${path()}/${answer.publication.id}`)
    expect(again.status).toBe(404)
    expect((await errorOf(again)).message).toBe('Tato naplánovaná změna už nečeká: mezitím proběhla, nebo ji někdo zrušil.')
  })

  it('refuses what is no time, a past time and the hour the clocks skip, naming the field', async () => {
    const refusals: [unknown, string][] = [
      [undefined, 'Zadejte datum a čas, např. 29. 11. 2026 15:33.'],
      [
        'lis 29, 2026 3:33 odp.',
        '„lis 29, 2026 3:33 odp.“ není datum a čas. Zadejte den. měsíc. rok hodiny:minuty, např. 29. 11. 2026 15:33.',
      ],
      ['31. 11. 2026 15:33', '„31. 11. 2026 15:33“ není datum a čas. Zadejte den. měsíc. rok hodiny:minuty, např. 29. 11. 2026 15:33.'],
      ['1. 1. 2020 10:00', '1. 1. 2020 10:00 už uplynulo. Zadejte čas v budoucnosti.'],
      // The last Sunday of March 2030: 2:00 becomes 3:00.
      ['31. 3. 2030 2:30', '31. 3. 2030 02:30 v Praze není: hodiny se v tu noc posouvají z 2:00 na 3:00. Zvolte jiný čas.'],
    ]
    for (const [at, message] of refusals) {
      const refused = await restCall(staff.editor.token, 'POST', path(), { type: 'publish', at })
      expect(refused.status, String(at)).toBe(400)
      expect(await errorOf(refused)).toEqual({ message, field: 'at' })
    }
    const language = await restCall(staff.editor.token, 'POST', path(), { type: 'publish', at: typedTomorrow(9, 1), locale: 'fr' })
    expect(await errorOf(language)).toEqual({ message: 'Jazyk „fr“ web nemá.', field: 'locale' })
    const type = await restCall(staff.editor.token, 'POST', path(), { type: 'delete', at: typedTomorrow(9, 1) })
    expect(await errorOf(type)).toEqual({ message: 'Vyberte, zda dokument publikovat, nebo publikování zrušit.', field: 'type' })
    expect(await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('refuses scheduling the unpublishing of a page the site needs, when it is scheduled, not at night', async () => {
    const contact = await payload.create({
      collection: 'pages',
      locale: 'cs',
      data: { title: 'Kontakt', slug: 'kontakt', routeKey: 'contact', _status: 'published' } as never,
      context: { disableRevalidate: true },
    })
    const refused = await restCall(staff.editor.token, 'POST', `pages/${contact.id}/scheduled-publications`, {
      type: 'unpublish',
      at: typedTomorrow(22, 0),
    })
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toEqual({
      message: 'Stránku nelze zrušit ani smazat: web ji potřebuje pro /kontakt (hlavní menu).',
      field: 'type',
    })
    expect(await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })).toMatchObject({
      totalDocs: 0,
    })
    // A document nobody needs can be scheduled to go offline.
    const accepted = await restCall(staff.editor.token, 'POST', path(), { type: 'unpublish', at: typedTomorrow(22, 0) })
    expect(accepted.status).toBe(201)
    const { publication } = (await accepted.json()) as { publication: { id: number } }
    expect((await restCall(staff.editor.token, 'DELETE', `${path()}/${publication.id}`)).status).toBe(200)
  })

  it('answers only those who may publish the document', async () => {
    for (const token of [staff.reception.token, null]) {
      for (const [method, body] of [
        ['GET', undefined],
        ['POST', { type: 'publish', at: typedTomorrow(10, 0) }],
      ] as const) {
        const refused = await restCall(token, method, path(), body)
        expect(refused.status, `${method} ${token ? 'reception' : 'anonymous'}`).toBe(403)
      }
    }
    expect((await restCall(staff.editor.token, 'GET', `posts/999999/scheduled-publications`)).status).toBe(404)
    expect(await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('publishes through the jobs runner when the time has come', async () => {
    const scheduled = await restCall(staff.editor.token, 'POST', path(), { type: 'publish', at: typedTomorrow(7, 59) })
    const { publication } = (await scheduled.json()) as { publication: { id: number } }
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'posts', id: postId, depth: 0 }))._status).toBe('draft')
    // Time passes (the job is moved to a moment ago instead of waiting for tomorrow).
    await payload.update({ collection: 'payload-jobs', id: publication.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
    await payload.jobs.run()
    const published = await payload.find({ collection: 'posts', overrideAccess: false, where: { id: { equals: postId } } })
    expect(published.docs.map((post) => post._status)).toEqual(['published'])
    expect(((await (await restCall(staff.editor.token, 'GET', path())).json()) as { publications: unknown[] }).publications).toEqual([])
  })
})
