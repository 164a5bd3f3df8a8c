import { getLocalI18n, type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Popup, User } from '@/payload-types'
import { freshPayload } from './payload'

let payload: Payload
let admin: User
let editor: User

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const

beforeAll(async () => {
  payload = await freshPayload()
  const staff = async (role: 'admin' | 'editor') =>
    (await payload.create({
      collection: 'users',
      data: { email: `${role}@settings.example`, password: 'settings-pass-1', role, language: 'cs' },
    })) as User
  admin = await staff('admin')
  editor = await staff('editor')
  // The admin's facts and marketing numbers as a clinic would have them.
  await payload.updateGlobal({
    slug: 'settings',
    user: admin,
    overrideAccess: false,
    data: {
      phone: '+420 222 000 111',
      phones: [{ label: 'Recepce', number: '+420 222 000 110' }],
      gtmId: 'GTM-ABC1234',
      metaPixelId: '123456789012345',
      address: { street: 'Olšanská 2666/7', city: '130 00 Praha 3' },
      happyClientsCount: '75 541',
    },
  })
})

afterAll(async () => {
  await payload?.destroy()
})

/** The messages of a refused save, field by field. */
async function refusal(save: Promise<unknown>): Promise<string[]> {
  const error = await save.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((entry) => entry.message)
}

describe('Settings: opening hours per day', () => {
  // Issue 25: no made-up hours on a new installation; the demo's Mon–Fri 7:00–18:00 comes from its seed.
  it('start empty: a new installation states no hours until staff enter them', async () => {
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(settings.openingHours ?? []).toEqual([])
  })

  it('refuse a time that is not HH:mm, a close before the open and a day in two rows, in Czech and English', async () => {
    const save = (openingHours: unknown, language?: 'en') =>
      (async () =>
        payload.updateGlobal({
          slug: 'settings',
          user: admin,
          overrideAccess: false,
          data: { openingHours } as never,
          ...(language ? { req: { i18n: await getLocalI18n({ config: payload.config, language }) } } : {}),
        }))()
    expect(await refusal(save([{ days: ['sat'], opens: '8 ráno', closes: '12:00' }]))).toContain(
      'Čas pište ve 24hodinovém formátu HH:mm, např. 07:00 nebo 18:30.',
    )
    expect(await refusal(save([{ days: ['sat'], opens: '08:00', closes: '7 pm' }], 'en'))).toContain(
      'Write the time on a 24-hour clock as HH:mm, e.g. 07:00 or 18:30.',
    )
    expect(await refusal(save([{ days: ['sat'], opens: '12:00', closes: '08:00' }]))).toContain(
      'Zavírací čas musí být později než otevírací.',
    )
    expect(await refusal(save([{ days: ['sat'], opens: '12:00', closes: '08:00' }], 'en'))).toContain(
      'The closing time must be after the opening time.',
    )
    expect(await refusal(save([{ days: ['sat'], opens: '', closes: '12:00' }]))).toContain(
      'Vyplňte čas (HH:mm), nebo řádek označte jako zavřeno.',
    )
    const twice = [
      { days: [...weekdays], opens: '07:00', closes: '18:00' },
      { days: ['fri', 'sat'], opens: '08:00', closes: '12:00' },
    ]
    expect(await refusal(save(twice))).toContain('Pátek je ve více řádcích; každý den patří do jednoho řádku.')
    expect(await refusal(save(twice, 'en'))).toContain('Friday is in more than one row; each day belongs to one row.')
  })

  it('store 7:00 as 07:00, and a closed day without times', async () => {
    const saved = await payload.updateGlobal({
      slug: 'settings',
      user: admin,
      overrideAccess: false,
      data: {
        openingHours: [
          { days: [...weekdays], opens: '7:00', closes: '18:00' },
          { days: ['sun'], closed: true },
        ],
      },
    })
    expect(saved.openingHours?.map(({ days, opens, closes, closed }) => ({ days, opens, closes, closed: Boolean(closed) }))).toEqual([
      { days: [...weekdays], opens: '07:00', closes: '18:00', closed: false },
      { days: ['sun'], opens: null, closes: null, closed: true },
    ])
  })
})

describe('Settings: who may change what', () => {
  it('an editor changes the opening hours and the statistics; the admin-only facts stay as they were', async () => {
    const saved = await payload.updateGlobal({
      slug: 'settings',
      user: editor,
      overrideAccess: false,
      data: {
        openingHours: [
          { days: [...weekdays], opens: '07:00', closes: '18:00' },
          { days: ['sat'], opens: '08:00', closes: '12:00' },
        ],
        happyClientsCount: '80 000',
      },
    })
    expect(saved.openingHours).toHaveLength(2)
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(settings.openingHours?.[1]).toMatchObject({ days: ['sat'], opens: '08:00', closes: '12:00' })
    expect(settings.happyClientsCount).toBe('80 000')
    // An editor's save of the whole global (as the admin form sends it) wipes nothing.
    expect(settings).toMatchObject({
      phone: '+420 222 000 111',
      gtmId: 'GTM-ABC1234',
      metaPixelId: '123456789012345',
      address: { street: 'Olšanská 2666/7' },
    })
    expect(settings.phones?.map((phone) => phone.number)).toEqual(['+420 222 000 110'])
  })

  it('an editor cannot change the phone, the tracking IDs or the address', async () => {
    const before = await payload.findGlobal({ slug: 'settings' })
    await payload.updateGlobal({
      slug: 'settings',
      user: editor,
      overrideAccess: false,
      data: {
        ...before,
        phone: '+420 999 999 999',
        phones: [],
        gtmId: 'GTM-EVIL666',
        metaPixelId: '666',
        address: { street: 'Jinde 1', city: '100 00 Praha 10' },
        emergencyPhone: null,
        breastCount: '500',
      },
    })
    const after = await payload.findGlobal({ slug: 'settings' })
    expect(after).toMatchObject({
      phone: '+420 222 000 111',
      gtmId: 'GTM-ABC1234',
      metaPixelId: '123456789012345',
      emergencyPhone: before.emergencyPhone,
    })
    expect(after.address).toMatchObject({ street: 'Olšanská 2666/7', city: '130 00 Praha 3' })
    expect(after.phones?.map((phone) => phone.number)).toEqual(['+420 222 000 110'])
    expect(after.breastCount).toBe('500')
  })

  it('an admin changes them', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      user: admin,
      overrideAccess: false,
      data: { phone: '+420 222 000 222', gtmId: 'GTM-NEW1234' },
    })
    expect(await payload.findGlobal({ slug: 'settings' })).toMatchObject({ phone: '+420 222 000 222', gtmId: 'GTM-NEW1234' })
  })

  it('reception and visitors cannot save Settings at all', async () => {
    const reception = (await payload.create({
      collection: 'users',
      data: { email: 'reception@settings.example', password: 'settings-pass-1', role: 'reception', language: 'cs' },
    })) as User
    await expect(
      payload.updateGlobal({ slug: 'settings', user: reception, overrideAccess: false, data: { happyClientsCount: '1' } }),
    ).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'settings', overrideAccess: false, data: { happyClientsCount: '1' } })).rejects.toThrow()
  })
})

describe('Popups: priority', () => {
  const day = 24 * 60 * 60 * 1000
  const at = (days: number) => new Date(Date.UTC(2027, 0, 1) + days * day).toISOString()
  // Without a priority the popup gets the default (the cast lets the type skip the required field).
  const popup = (title: string, lang: 'cs' | 'en', from: number, to: number, priority?: number) =>
    ({ title, lang, text: 'Text', validFrom: at(from), validTo: at(to), ...(priority === undefined ? {} : { priority }) }) as Pick<
      Popup,
      'title' | 'lang' | 'text' | 'validFrom' | 'validTo' | 'priority'
    >

  it('refuses a popup that overlaps another of the same language and priority, naming it, in Czech and English', async () => {
    await payload.create({ collection: 'popups', user: editor, overrideAccess: false, data: popup('Zimní nabídka', 'cs', 0, 30) })
    const messages = await refusal(
      payload.create({ collection: 'popups', user: editor, overrideAccess: false, data: popup('Jarní akce', 'cs', 20, 60) }),
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('popup „Zimní nabídka“ se stejnou prioritou 0')
    // When the other one is valid, on a 24-hour clock in Prague time.
    expect(messages[0]).toMatch(/1\.\s1\.\s2027\s1:00 – 31\.\s1\.\s2027\s1:00/)
    const i18n = await getLocalI18n({ config: payload.config, language: 'en' })
    const english = await refusal(
      payload.create({
        collection: 'popups',
        user: editor,
        overrideAccess: false,
        data: popup('Spring offer', 'cs', 20, 60),
        req: { i18n },
      }),
    )
    expect(english[0]).toContain('The popup "Zimní nabídka" is valid for this language at the same time')
    expect(english[0]).toContain('Raise the priority of the one that should win')
    expect(english[0]).toMatch(/01\/01\/2027,\s1:00 – 31\/01\/2027,\s1:00/)
    // The error's own message is the explanation too: the admin shows it as its notice.
    await expect(
      payload.create({ collection: 'popups', user: editor, overrideAccess: false, data: popup('Jarní akce', 'cs', 20, 60) }),
    ).rejects.toThrow(/^Ve stejné době .* platí pro tento jazyk popup „Zimní nabídka“/)
    expect((await payload.find({ collection: 'popups', where: { lang: { equals: 'cs' } } })).totalDocs).toBe(1)
  })

  it('accepts it with another priority, in another language or after the other one ends', async () => {
    await payload.create({ collection: 'popups', user: editor, overrideAccess: false, data: popup('Jarní akce', 'cs', 20, 60, 1) })
    await payload.create({ collection: 'popups', user: editor, overrideAccess: false, data: popup('Winter offer', 'en', 0, 30) })
    await payload.create({ collection: 'popups', user: editor, overrideAccess: false, data: popup('Letní akce', 'cs', 30, 90) })
    expect((await payload.find({ collection: 'popups', where: { lang: { equals: 'cs' } } })).totalDocs).toBe(3)
  })

  it('refuses moving an existing popup into an overlap, but lets it be saved unchanged', async () => {
    const { docs } = await payload.find({ collection: 'popups', where: { title: { equals: 'Letní akce' } } })
    const summer = docs[0]
    await payload.update({ collection: 'popups', id: summer.id, user: editor, overrideAccess: false, data: { text: 'Nový text' } })
    const messages = await refusal(
      payload.update({ collection: 'popups', id: summer.id, user: editor, overrideAccess: false, data: { validFrom: at(10) } }),
    )
    expect(messages[0]).toContain('„Zimní nabídka“')
  })

  it('gives new popups priority 0', async () => {
    const { docs } = await payload.find({ collection: 'popups', where: { title: { equals: 'Zimní nabídka' } } })
    expect(docs[0].priority).toBe(0)
  })
})
