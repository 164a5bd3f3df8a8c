/**
 * The go-live checklist (issue 25, point 5), computed from a real database and the environment: on an
 * empty database every item names what it lacks, filling a fact clears it, the test e-mail goes to a
 * real SMTP peer (and its failure, with the peer down, is told in plain words). Through the real REST
 * route for the test send. What the seeded demo lacks: go-live-demo.test.ts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodedMail, mailHeader } from '../support/mail-text'
import { item, linkOf, missingTexts } from './go-live-support'
import { isolateDataDir, type SmtpPeer, startSmtpPeer } from './inquiry-support'

isolateDataDir()
let smtp: SmtpPeer = await startSmtpPeer()
const smtpPort = smtp.port
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
process.env.INQUIRY_NOTIFY_TO = 'recepce@klinika.test'
process.env.SITE_URL = 'http://localhost:3000'
delete process.env.MAIL_FROM

// Imported after the environment is set: the config reads SMTP_URL when it is loaded.
const { freshPayload } = await import('./payload')
const { signInStaff } = await import('./staff-support')
const { goLiveChecklist, siteUrlProblem } = await import('@/features/go-live/checklist')
const { readTestEmailState, testSendLimits, testEmailStateKey } = await import('@/features/go-live/test-email')
type StaffTokens = Awaited<ReturnType<typeof signInStaff>>

let payload: Payload
let staff: StaffTokens

beforeAll(async () => {
  payload = await freshPayload()
  staff = await signInStaff(payload, { domain: 'golive.test', secondFactor: true })
})

afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

/** The send limit's interval as if it had passed: the recorded attempts moved back (instead of a 10 s sleep). */
async function asIfTheSendIntervalPassed() {
  const state = await readTestEmailState(payload)
  const earlier = (at: string) => new Date(Date.parse(at) - testSendLimits.minIntervalMs - 1_000).toISOString()
  await payload.kv.set(testEmailStateKey, { ...state, attempts: (state.attempts ?? []).map(earlier) })
}

async function postTestEmail(token: string | null, language: 'cs' | 'en' = 'en'): Promise<Response> {
  const rest = await import('@/app/(payload)/api/[...slug]/route')
  const request = new Request('http://localhost/api/go-live/test-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: '{}',
  })
  return rest.POST(request, { params: Promise.resolve({ slug: ['go-live', 'test-email'] }) })
}

describe('on an empty database', () => {
  it('lists every item as missing and names each missing fact, with the screen that fixes it', async () => {
    const list = await goLiveChecklist(payload, {})
    expect(list.map((entry) => entry.key)).toEqual(['identity', 'contact', 'notifications', 'legal', 'demo', 'siteUrl', 'content'])
    for (const key of ['identity', 'contact', 'notifications', 'legal', 'siteUrl', 'content']) expect(item(list, key).done).toBe(false)
    // Nothing of the demo is there to remove.
    expect(item(list, 'demo')).toMatchObject({ done: true, missing: [] })

    expect(missingTexts(list, 'identity')).toEqual([
      'Clinic name (Czech)',
      'Clinic name (English)',
      'Clinic name (German)',
      'Short name (Czech)',
      'Short name (English)',
      'Short name (German)',
      'Legal name',
      'Company ID',
      'E-mail sender name',
      'Logo',
    ])
    expect(linkOf(list, 'identity', 'Clinic name (German)')).toBe('/admin/globals/settings?locale=de')
    expect(linkOf(list, 'identity', 'Logo')).toBe('/admin/globals/settings')
    expect(missingTexts(list, 'contact')).toEqual(['Main phone', 'E-mail', 'Address', 'Opening hours'])
    expect(missingTexts(list, 'notifications').join('\n')).toMatch(
      /SMTP_URL is not set[\s\S]*INQUIRY_NOTIFY_TO is not set[\s\S]*Test e-mail/,
    )
    // The server's environment is not an admin screen: no link pretends to fix it.
    expect(item(list, 'notifications').missing.every((missing) => missing.href === undefined)).toBe(true)
    expect(missingTexts(list, 'legal')).toEqual([
      'Personal data (GDPR) page: not chosen in Settings',
      'Storno conditions (Czech)',
      'Storno conditions (English)',
      'Storno conditions (German)',
    ])
    expect(missingTexts(list, 'siteUrl')).toEqual(['The environment variable SITE_URL is not set (the site uses http://localhost).'])

    const content = missingTexts(list, 'content')
    for (const page of ['Home', 'About us', 'Procedures', 'Contact', 'FAQ', 'Our team'])
      expect(content).toContain(`Page „${page}“: no published page`)
    for (const language of ['Czech', 'English', 'German']) {
      for (const type of ['Home page sections', 'Procedures', 'Blog posts', 'Team members', 'FAQ topics'])
        expect(content).toContain(`${type} (${language})`)
    }
    const contactLink = new URL(linkOf(list, 'content', 'Page „Contact“: no published page') ?? '', 'http://x')
    expect(contactLink.pathname).toBe('/admin/collections/pages')
    expect(contactLink.searchParams.get('where[or][0][and][0][routeKey][equals]')).toBe('contact')
    expect(linkOf(list, 'content', 'Procedures (German)')).toBe('/admin/collections/procedures?locale=de')

    // Czech for a Czech admin.
    expect(item(list, 'identity').missing[1].text.cs).toBe('Název kliniky (Angličtina)')
    expect(item(list, 'contact').title.cs).toBe('Kontaktní údaje')
  })

  it('is computed: a fact filled in leaves the list, one language at a time', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      locale: 'cs',
      data: { clinicName: 'Klinika Testovací', legalName: 'Klinika Testovací s.r.o.' },
    })
    await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { clinicName: 'Test Clinic' } })
    const identity = missingTexts(await goLiveChecklist(payload, {}), 'identity')
    expect(identity).not.toContain('Clinic name (Czech)')
    expect(identity).not.toContain('Clinic name (English)')
    expect(identity).toContain('Clinic name (German)')
    expect(identity).not.toContain('Legal name')
    expect(identity).toContain('Company ID')
  })

  it('wants SITE_URL on https and not this machine', () => {
    expect(siteUrlProblem({ SITE_URL: 'http://www.klinika.cz' })?.en).toBe('SITE_URL http://www.klinika.cz does not start with https://.')
    expect(siteUrlProblem({ SITE_URL: 'https://localhost:3000' })?.en).toMatch(/local address/)
    expect(siteUrlProblem({ SITE_URL: 'https://127.0.0.1' })?.en).toMatch(/local address/)
    expect(siteUrlProblem({ SITE_URL: 'klinika.cz' })?.en).toMatch(/not a valid address/)
    expect(siteUrlProblem({ SITE_URL: 'https://www.klinika.cz' })).toBeNull()
  })
})

describe('the test e-mail', () => {
  it('is refused to anyone but an administrator, with a JSON error naming why', async () => {
    // Anonymous writes never reach an endpoint (src/auth/anonymous-writes.ts): Payload's own 403.
    const anonymous = await postTestEmail(null)
    expect(anonymous.status).toBe(403)
    expect(((await anonymous.json()) as { errors: unknown[] }).errors).toHaveLength(1)
    for (const token of [staff.editor.token, staff.reception.token]) {
      const response = await postTestEmail(token)
      expect(response.status).toBe(403)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
        'Only administrators may send the test e-mail.',
      )
    }
    expect(smtp.messages).toHaveLength(0)
  })

  it('goes to the inquiry recipients through the SMTP server, is recorded and completes the item', async () => {
    expect(item(await goLiveChecklist(payload), 'notifications').done).toBe(false)
    const response = await postTestEmail(staff.admin.token)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { ok: boolean; message: string; to: string; at: string }
    expect(body).toMatchObject({ ok: true, to: 'recepce@klinika.test', message: 'The test e-mail went to recepce@klinika.test.' })
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toMatch(/^To: recepce@klinika\.test/m)
    // Under the clinic's name (Settings → Identity, Czech: set above), as the inquiry notifications.
    expect(mailHeader(decodedMail(smtp.messages[0]), 'From')).toMatch(/^Klinika Testovací <[^>]+>$/)

    const notifications = item(await goLiveChecklist(payload), 'notifications')
    expect(notifications).toMatchObject({ done: true, missing: [] })
    expect(notifications.notes.map((note) => note.en).join('\n')).toMatch(/Last successful test e-mail: .*, to: recepce@klinika\.test\./)

    // Other mail settings than the ones that delivered: the test must be repeated.
    const changed = { ...process.env, INQUIRY_NOTIFY_TO: 'jinam@klinika.test' }
    expect(missingTexts(await goLiveChecklist(payload, changed), 'notifications')).toEqual([
      'Test e-mail: none has gone out yet with the current mail settings (button below).',
    ])
  })

  it('is limited to one send per few seconds (429 with Retry-After)', async () => {
    const response = await postTestEmail(staff.admin.token, 'cs')
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /^Zkušební e-mail lze poslat znovu za \d+ s\.$/,
    )
    expect(smtp.messages).toHaveLength(1)
  })

  it('with the mail server down: the transport’s error in plain words, and the item is open again', async () => {
    await smtp.close()
    await asIfTheSendIntervalPassed()
    const response = await postTestEmail(staff.admin.token)
    expect(response.status).toBe(502)
    const error = ((await response.json()) as { errors: { message: string; code: string; detail: string }[] }).errors[0]
    expect(error.code).toBe('refused')
    expect(error.message).toMatch(
      /^The mail server refused the connection: it is not running, or SMTP_URL has the wrong host or port\. The server said: .*ECONNREFUSED/,
    )

    const notifications = item(await goLiveChecklist(payload), 'notifications')
    expect(notifications.done).toBe(false)
    expect(notifications.notes.map((note) => note.en).join('\n')).toMatch(/Last attempt .*: The mail server refused the connection/)
    expect(notifications.notes.map((note) => note.cs).join('\n')).toMatch(/Poslední pokus .*: Poštovní server spojení odmítl/)

    // The server is back on the same address: a new test completes the item again.
    smtp = await startSmtpPeer(smtpPort)
    await asIfTheSendIntervalPassed()
    expect((await postTestEmail(staff.admin.token)).status).toBe(200)
    expect(item(await goLiveChecklist(payload), 'notifications').done).toBe(true)
  })

  it('from a browser without JavaScript (a plain form post): back to the dashboard with the outcome', async () => {
    const rest = await import('@/app/(payload)/api/[...slug]/route')
    const request = new Request('http://localhost/api/go-live/test-email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `JWT ${staff.admin.token}` },
      body: '',
    })
    const response = await rest.POST(request, { params: Promise.resolve({ slug: ['go-live', 'test-email'] }) })
    expect(response.status).toBe(303)
    // The previous test has just sent one: this one is within the limit's interval.
    expect(response.headers.get('location')).toBe('/admin?testEmail=rateLimited#go-live')
  })

  it('is refused with 409 naming the variables when mail is not configured', async () => {
    const { sendTestEmail } = await import('@/features/go-live/test-email')
    expect(await sendTestEmail(payload, { SITE_URL: 'https://www.klinika.cz' })).toEqual({
      ok: false,
      problem: 'notConfigured',
      missing: ['SMTP_URL', 'INQUIRY_NOTIFY_TO'],
    })
  })
})
