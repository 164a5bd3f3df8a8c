import { pbkdf2Sync } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isolateDataDir, standardForm, standardRequest, validFields } from './inquiry-support'
import { currentCode, passSecondFactor } from './second-factor'

/** A real SMTP peer that records what it accepts and, on demand, holds each e-mail until released. */
async function startGatedSmtpPeer() {
  let gate: Promise<void> = Promise.resolve()
  let open = () => {}
  let arrived = () => {}
  let arrival = Promise.resolve()
  const peer = {
    port: 0,
    messages: [] as string[],
    /** From now on an e-mail is received but not acknowledged until release(). */
    hold() {
      gate = new Promise((resolve) => {
        open = resolve
      })
      arrival = new Promise((resolve) => {
        arrived = resolve
      })
    },
    release: () => open(),
    /** Resolves when a held e-mail has reached the peer (the sender now waits for the answer). */
    heldMailArrived: () => arrival,
    close: async () => {},
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        arrived()
        await gate
        peer.messages.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  peer.port = (server.server.address() as AddressInfo).port
  peer.close = () => new Promise((resolve) => server.close(() => resolve()))
  return peer
}

isolateDataDir()
// The SMTP peer and the mail settings must exist before the Payload config is imported.
const smtp = await startGatedSmtpPeer()
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
process.env.SITE_URL = 'https://clinic.test'
delete process.env.INQUIRY_NOTIFY_TO
delete process.env.INQUIRY_RATE_LIMIT

const { freshPayload } = await import('./payload')
const rest = await import('@/app/(payload)/api/[...slug]/route')
const { POST: postStandard } = await import('@/app/api/v1/inquiries/standard/route')
const { payloadPasswordHash } = await import('@/auth/decoy-password-check')
const { sendPasswordResetSlug } = await import('@/auth/send-password-reset')

let payload: Payload
const admin = { email: 'admin@clinic.test', password: 'admin-password-1' }

beforeAll(async () => {
  payload = await freshPayload()
  await payload.create({ collection: 'users', data: { ...admin, name: 'Admin', role: 'admin' } })
})

afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type Call = { body?: unknown; from?: string; token?: string; headers?: Record<string, string> }

/** One request through the Payload REST route handlers, from client address `from`. */
function api(method: Method, path: string, { body, from = '192.0.2.1', token, headers = {} }: Call = {}): Promise<Response> {
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-clinic-client-address': from,
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
  })
  const slug = path.split('?')[0].split('/').map(decodeURIComponent)
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

const login = (email: string, password: string, from: string, headers?: Record<string, string>) =>
  api('POST', 'users/login', { body: { email, password }, from, headers })

/** The device cookie a successful login sets (src/auth/login-device.ts), as a browser sends it back. */
function deviceCookieOf(response: Response): { cookie: string } {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('payload-login-device-'))
  expect(cookie, 'device cookie').toBeDefined()
  expect(cookie).toMatch(/;\s*Path=\/api\/users\/login;\s*HttpOnly;\s*SameSite=Strict;.*Secure/)
  return { cookie: cookie?.split(';')[0] ?? '' }
}

let passedAdminToken: string | undefined

/** A session of the admin that has passed the second factor (kept while it still opens the inquiries). */
async function adminToken(): Promise<string> {
  if (passedAdminToken && (await api('GET', 'inquiries?limit=1', { token: passedAdminToken })).status === 200) return passedAdminToken
  const response = await login(admin.email, admin.password, '192.0.2.200')
  expect(response.status).toBe(200)
  const { token } = (await response.json()) as { token: string }
  await passSecondFactor(token, admin.email)
  passedAdminToken = token
  return token
}

/** Status and body, to compare two answers. */
async function outcome(response: Response) {
  return { status: response.status, body: await response.text() }
}

/** The database calls that write or hold a transaction, counted while `work` runs. */
async function writesDuring(work: () => Promise<unknown>): Promise<number> {
  const db = payload.db as unknown as Record<string, (...args: unknown[]) => unknown>
  const spies = ['beginTransaction', 'create', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'upsert', 'updateJobs'].map((name) =>
    vi.spyOn(db, name),
  )
  try {
    await work()
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0)
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

const resetJobs = async () =>
  (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: sendPasswordResetSlug } }, overrideAccess: true }))
    .totalDocs
const mailsTo = (address: string) => smtp.messages.filter((message) => message.includes(`To: ${address}`))
/** The reset link of an e-mail (quoted-printable soft line breaks joined first). */
const resetTokenIn = (message: string) => /https:\/\/clinic\.test\/admin\/reset\/([0-9a-f]+)/.exec(message.replace(/=\r?\n/g, ''))?.[1]

describe('login', () => {
  it('answers an unknown e-mail exactly like a wrong password, in either admin language', async () => {
    const unknown = await outcome(await login('nobody@clinic.test', 'some-password-1', '198.51.100.1'))
    const wrong = await outcome(await login(admin.email, 'wrong-password-1', '198.51.100.2'))
    expect(unknown.status).toBe(401)
    expect(wrong).toEqual(unknown)
    const english = { 'accept-language': 'en' }
    const unknownEn = await outcome(await login('nobody@clinic.test', 'some-password-1', '198.51.100.3', english))
    const wrongEn = await outcome(await login(admin.email, 'wrong-password-1', '198.51.100.4', english))
    expect(wrongEn).toEqual(unknownEn)
    expect(JSON.parse(unknownEn.body)).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
  })

  it('spends on an unknown e-mail the same password hashing Payload spends on a stored hash', async () => {
    const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: admin.email } } })) as unknown as {
      hash: string
      salt: string
    }
    const prefix = 'pbkdf2-sha256-v1:'
    expect(user.hash.startsWith(prefix)).toBe(true)
    const { iterations, keyLength, digest } = payloadPasswordHash
    expect(pbkdf2Sync(admin.password, user.salt, iterations, keyLength, digest).toString('hex')).toBe(user.hash.slice(prefix.length))
  })

  it("keeps Payload's success answer: user, token and the session cookie", async () => {
    const response = await login(admin.email, admin.password, '198.51.100.5')
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-payload-token=[^;]+;.*HttpOnly/i)
    expect(await response.json()).toMatchObject({ message: expect.any(String), token: expect.any(String), user: { email: admin.email } })
  })

  it('behind https (SITE_URL), sets every session cookie Secure, host-only, under a __Host- name', async () => {
    const response = await login(admin.email, admin.password, '198.51.100.15')
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    const token = cookies.find((cookie) => cookie.startsWith('__Host-payload-token='))
    const language = cookies.find((cookie) => cookie.startsWith('__Host-payload-lng='))
    for (const cookie of [token, language]) {
      expect(cookie).toBeDefined()
      // What the browser demands of a __Host- cookie: Secure, Path=/ and no Domain.
      expect(cookie).toMatch(/;\s*Secure\b/i)
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/i)
      expect(cookie).not.toMatch(/;\s*Domain=/i)
    }
    expect(token).toMatch(/;\s*HttpOnly/i)
    expect(token).toMatch(/;\s*SameSite=Lax/i)
    // A session sent back under that name is accepted; the old name is not read any more.
    const value = token?.split(';')[0] ?? ''
    const browser = { 'sec-fetch-site': 'same-origin' }
    const me = await api('GET', 'users/me', { headers: { cookie: value, ...browser } })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(admin.email)
    const oldName = await api('GET', 'users/me', { headers: { cookie: value.replace('__Host-', ''), ...browser } })
    expect(((await oldName.json()) as { user: unknown }).user).toBeNull()
  })

  it('keeps every session when one account logs in from several browsers at the same moment', async () => {
    const tokens = await Promise.all(
      ['198.51.100.21', '198.51.100.22', '198.51.100.23', '198.51.100.24'].map(async (from) => {
        const response = await login(admin.email, admin.password, from)
        expect(response.status).toBe(200)
        return ((await response.json()) as { token: string }).token
      }),
    )
    // Each browser is still logged in afterwards: no login overwrote another's session.
    const me = await Promise.all(
      tokens.map(
        async (token) => ((await (await api('GET', 'users/me', { token })).json()) as { user: { email: string } | null }).user?.email,
      ),
    )
    expect(me).toEqual(tokens.map(() => admin.email))
  })

  it("takes the admin's login form (multipart with a _payload field) like JSON", async () => {
    const adminForm = (data: unknown) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify(data))
      return new Request('http://localhost/api/users/login', {
        method: 'POST',
        body: form,
        headers: { 'x-clinic-client-address': '198.51.100.8' },
      })
    }
    const params = { params: Promise.resolve({ slug: ['users', 'login'] }) }
    const wrong = await rest.POST(adminForm({ email: admin.email, password: 'wrong-password-1' }), params)
    expect(await outcome(wrong)).toEqual(await outcome(await login('nobody@clinic.test', 'some-password-1', '198.51.100.9')))
    const right = await rest.POST(adminForm({ email: admin.email, password: admin.password }), params)
    expect(right.status).toBe(200)
    expect(right.headers.get('set-cookie')).toMatch(/^__Host-payload-token=/)
  })

  it('writes nothing and opens no transaction for a failed login', async () => {
    expect(
      await writesDuring(async () => {
        await login('nobody@clinic.test', 'some-password-1', '198.51.100.6')
        await login(admin.email, 'wrong-password-1', '198.51.100.6')
      }),
    ).toBe(0)
  })

  it('throttles one address after 5 failures at an e-mail with 429; the account stays open elsewhere and to its browsers', async () => {
    const attacker = '203.0.113.10'
    // The owner signed in from this (shared) address before: that browser holds a device cookie.
    const ownersBrowser = deviceCookieOf(await login(admin.email, admin.password, attacker))
    for (let i = 0; i < 5; i++) expect((await login(admin.email, `wrong-password-${i}`, attacker)).status).toBe(401)
    const throttled = await login(admin.email, admin.password, attacker)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    // The owner, from elsewhere or from the same address in the browser used before, is not locked
    // out; nothing about the account changed.
    expect((await login(admin.email, admin.password, '203.0.113.99')).status).toBe(200)
    expect((await login(admin.email, admin.password, attacker, ownersBrowser)).status).toBe(200)
    const stored = (await payload.db.findOne({ collection: 'users', where: { email: { equals: admin.email } } })) as Record<string, unknown>
    expect(stored.lockUntil ?? null).toBeNull()
  })

  it("throttles an address after 20 failures with one answer for every e-mail, known or not, but not an account's own browser", async () => {
    const attacker = '203.0.113.11'
    const ownersBrowser = deviceCookieOf(await login(admin.email, admin.password, attacker))
    for (let i = 0; i < 20; i++) expect((await login(`guess-${i}@clinic.test`, 'some-password-1', attacker)).status).toBe(401)
    const forUnknown = await login('another-guess@clinic.test', 'some-password-1', attacker)
    const forKnown = await login(admin.email, admin.password, attacker)
    expect(forUnknown.status).toBe(429)
    expect(forUnknown.headers.get('retry-after')).toBeTruthy()
    expect(await outcome(forKnown)).toEqual(await outcome(forUnknown))
    expect((await login(admin.email, admin.password, '203.0.113.12')).status).toBe(200)
    // Others' failures at other accounts from the owner's address do not block the owner's browser.
    expect((await login(admin.email, admin.password, attacker, ownersBrowser)).status).toBe(200)
  })

  it('trusts only a device cookie this server sealed, and limits a device itself to 10 wrong passwords', async () => {
    const account = { email: 'device-owner@clinic.test', password: 'kapradina-lampion-2032' }
    await payload.create({ collection: 'users', data: { ...account, role: 'editor' } })
    const browser = deviceCookieOf(await login(account.email, account.password, '203.0.113.30'))
    // A tampered copy is no device: the address's own count applies and blocks it.
    const [name, value] = [browser.cookie.slice(0, browser.cookie.indexOf('=')), browser.cookie.slice(browser.cookie.indexOf('=') + 1)]
    const tampered = { cookie: `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}` }
    const elsewhere = '203.0.113.31'
    for (let i = 0; i < 5; i++) expect((await login(account.email, `wrong-password-${i}`, elsewhere, tampered)).status).toBe(401)
    expect((await login(account.email, account.password, elsewhere, tampered)).status).toBe(429)
    // The real cookie still opens its account from that address; a stolen one gets 10 guesses per 15 minutes.
    expect((await login(account.email, account.password, elsewhere, browser)).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await login(account.email, `wrong-password-${i}`, elsewhere, browser)).status).toBe(401)
    expect((await login(account.email, account.password, elsewhere, browser)).status).toBe(429)
    expect((await login(account.email, account.password, '203.0.113.32')).status).toBe(200)
  })

  it('keeps the failure counts in the database, or on SQLite in their own file, so a restart does not reset them', async () => {
    const attacker = '203.0.113.33'
    for (let i = 0; i < 3; i++) expect((await login(admin.email, `wrong-password-${i}`, attacker)).status).toBe(401)
    // A limiter built afresh, as the next process would build it, reads the same counts.
    const { createLimiter, limitStores, sqliteLimitsFile } = await import('@/platform/security/rate-limiters')
    const rule = { name: 'login-address-email', points: 5, duration: 15 * 60 }
    const afterRestart = await createLimiter(payload, rule, limitStores.staffAuth)
    expect((await afterRestart.get(`${attacker}|${admin.email}`))?.consumedPoints).toBe(3)
    if (process.env.DATABASE_URL?.startsWith('postgres')) return
    // On SQLite: in DATA_DIR/rate-limits.db, as another connection (another process) sees it.
    const { DatabaseSync } = await import('node:sqlite')
    const file = new DatabaseSync(sqliteLimitsFile(), { readOnly: true })
    try {
      const row = file
        .prepare('SELECT points FROM staff_auth_rate_limits WHERE key = ?')
        .get(`auth-login-address-email:${attacker}|${admin.email}`)
      expect(row).toEqual({ points: 3 })
    } finally {
      file.close()
    }
  })

  it('lets the stored counts expire with their window', async () => {
    const { consumeOrRefuse, createLimiter, LimitReached, limitStores, sqliteLimitsFile } = await import(
      '@/platform/security/rate-limiters'
    )
    const limiter = await createLimiter(payload, { name: 'expiry-check', points: 2, duration: 1 }, limitStores.staffAuth)
    const key = `expiry-${crypto.randomUUID()}`
    await consumeOrRefuse(limiter, key)
    await consumeOrRefuse(limiter, key)
    await expect(consumeOrRefuse(limiter, key)).rejects.toBeInstanceOf(LimitReached)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    // The window is over: nothing counted, and the next request starts a new window.
    expect(await limiter.get(key)).toBeNull()
    await consumeOrRefuse(limiter, key)
    expect((await limiter.get(key))?.consumedPoints).toBe(1)
    if (process.env.DATABASE_URL?.startsWith('postgres')) return
    // Counted in the file, not in the memory kept as insurance.
    const { DatabaseSync } = await import('node:sqlite')
    const file = new DatabaseSync(sqliteLimitsFile(), { readOnly: true })
    try {
      expect(file.prepare('SELECT points FROM staff_auth_rate_limits WHERE key = ?').get(`auth-expiry-check:${key}`)).toEqual({ points: 1 })
    } finally {
      file.close()
    }
  })

  it.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'on SQLite, counts in memory while the limits file is locked: the visitor gets the usual answer, never a 500',
    async () => {
      const { consumeOrRefuse, createLimiter, LimitReached, limitStores, sqliteLimitsFile } = await import(
        '@/platform/security/rate-limiters'
      )
      const limiter = await createLimiter(payload, { name: 'locked-check', points: 2, duration: 60 }, limitStores.staffAuth)
      const { DatabaseSync } = await import('node:sqlite')
      // Another process holds the file's write lock (a copy being made, a stuck tool).
      const holder = new DatabaseSync(sqliteLimitsFile())
      holder.exec('BEGIN EXCLUSIVE')
      try {
        const key = `locked-${crypto.randomUUID()}`
        await consumeOrRefuse(limiter, key)
        await consumeOrRefuse(limiter, key)
        await expect(consumeOrRefuse(limiter, key)).rejects.toBeInstanceOf(LimitReached)
        expect((await login(admin.email, 'wrong-password-locked', '203.0.113.34')).status).toBe(401)
        // Nothing reached the locked file: the insurance in memory counted.
        expect(holder.prepare('SELECT points FROM staff_auth_rate_limits WHERE key = ?').get(`auth-locked-check:${key}`)).toBeUndefined()
      } finally {
        holder.exec('ROLLBACK')
        holder.close()
      }
    },
  )

  it('lets Payload name a missing password, without counting it', async () => {
    const response = await api('POST', 'users/login', { body: { email: admin.email }, from: '198.51.100.7' })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('"path":"password"')
  })
})

describe('staff passwords', () => {
  type FieldError = { path: string; message: string; label?: Record<string, string> }
  const labelledFieldErrors = async (response: Response) =>
    ((await response.json()) as { errors: { data?: { errors?: FieldError[] } }[] }).errors.flatMap((error) => error.data?.errors ?? [])
  // The field's label (issue 42: Payload's message names it, "Heslo", not "password") is checked once below.
  const fieldErrors = async (response: Response) => (await labelledFieldErrors(response)).map(({ path, message }) => ({ path, message }))

  it('refuses fewer than 12 characters on create, in Czech or English, naming the field', async () => {
    const token = await adminToken()
    const czech = await api('POST', 'users', { token, body: { email: 'short@clinic.test', password: 'abc', role: 'editor' } })
    expect(czech.status).toBe(400)
    const czechErrors = await labelledFieldErrors(czech)
    expect(czechErrors.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'password', message: 'Heslo musí mít alespoň 12 znaků.' },
    ])
    expect(czechErrors[0]?.label).toMatchObject({ cs: 'Heslo', en: 'Password' })
    const english = await api('POST', 'users', {
      token,
      body: { email: 'short@clinic.test', password: 'eleven-char', role: 'editor' },
      headers: { 'accept-language': 'en' },
    })
    expect(english.status).toBe(400)
    expect(await fieldErrors(english)).toEqual([{ path: 'password', message: 'The password must be at least 12 characters long.' }])
    await expect(
      payload.create({ collection: 'users', data: { email: 'local@clinic.test', password: 'short-pass', role: 'editor' } }),
    ).rejects.toThrow(/Heslo/)
    expect(
      (await payload.count({ collection: 'users', where: { email: { in: ['short@clinic.test', 'local@clinic.test'] } } })).totalDocs,
    ).toBe(0)
    expect(
      (await api('POST', 'users', { token, body: { email: 'twelve@clinic.test', password: 'twelve-chars', role: 'editor' } })).status,
    ).toBe(201)
  })

  it('refuses a password that is easy to guess, saying why in the admin language, and takes a strong one', async () => {
    const token = await adminToken()
    const create = (password: string, language = 'cs') =>
      api('POST', 'users', {
        token,
        body: { email: 'guessable@clinic.test', password, role: 'editor' },
        headers: { 'accept-language': language },
      })
    const repeated = await create('aaaaaaaaaaaa')
    expect(repeated.status).toBe(400)
    expect(await fieldErrors(repeated)).toEqual([
      { path: 'password', message: expect.stringMatching(/^Heslo je příliš snadné uhodnout\. Opakované znaky jako "aaa"/) },
    ])
    const common = await create('password1234', 'en')
    expect(common.status).toBe(400)
    expect(await fieldErrors(common)).toEqual([
      {
        path: 'password',
        message: expect.stringMatching(/^The password is too easy to guess\. This is similar to a commonly used password\./),
      },
    ])
    // Built from the account's own e-mail: weaker than it looks.
    expect((await create('guessable@clinic.test', 'en')).status).toBe(400)
    expect((await payload.count({ collection: 'users', where: { email: { equals: 'guessable@clinic.test' } } })).totalDocs).toBe(0)
    expect((await create('kvetinac-tramvaj-ostruzina')).status).toBe(201)
  })

  it("refuses a word with digits and a sign, the clinic's name with a year and the account's own e-mail, wherever a password is set", async () => {
    const token = await adminToken()
    await payload.updateGlobal({ slug: 'settings', locale: 'cs', data: { clinicName: 'Klinika Aurelia' } })
    await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { clinicName: 'Aurelia Clinic' } })
    const create = (password: string, language = 'cs') =>
      api('POST', 'users', {
        token,
        body: { email: 'weak-choice@clinic.test', password, role: 'editor' },
        headers: { 'accept-language': language },
      })
    const czechWord = await create('Sluníčko2024!')
    expect(czechWord.status).toBe(400)
    expect(await fieldErrors(czechWord)).toEqual([
      {
        path: 'password',
        message: expect.stringMatching(
          /^Heslo je příliš snadné uhodnout\. Je to jediné slovo nebo jméno \(třeba název kliniky\) s přidanými číslicemi/,
        ),
      },
    ])
    for (const clinicYear of ['KlinikaAurelia2026', 'Aurelia Clinic 2026', 'aurelia-clinic-2026!']) {
      const refused = await create(clinicYear, 'en')
      expect(refused.status, clinicYear).toBe(400)
      expect((await fieldErrors(refused))[0]?.message, clinicYear).toMatch(
        /^The password is too easy to guess\. It (contains|is a single word)/,
      )
    }
    expect((await payload.count({ collection: 'users', where: { email: { equals: 'weak-choice@clinic.test' } } })).totalDocs).toBe(0)

    // The account's own e-mail, checked against the account the password is for: a colleague's
    // set by an administrator, and one's own through a reset link.
    const colleague = await payload.create({
      collection: 'users',
      data: { email: 'kvetoslav.hradecky@clinic.test', password: 'vejce-kompas-lucerna-2027', role: 'editor' },
    })
    const byAdmin = await api('PATCH', `users/${colleague.id}`, {
      token,
      body: { password: 'kvetoslav.hradecky@clinic.test', currentPassword: admin.password },
      headers: { 'accept-language': 'en' },
    })
    expect(byAdmin.status).toBe(400)
    expect(await fieldErrors(byAdmin)).toEqual([
      { path: 'password', message: expect.stringContaining("It contains the account's e-mail or name, or the clinic's name.") },
    ])
    const resetToken = await payload.forgotPassword({ collection: 'users', data: { email: colleague.email }, disableEmail: true })
    const reset = await api('POST', 'users/reset-password', { body: { token: resetToken, password: 'kvetoslav.hradecky@clinic.test' } })
    expect(reset.status).toBe(400)
    expect(await fieldErrors(reset)).toEqual([{ path: 'password', message: expect.stringContaining('Obsahuje e-mail nebo jméno účtu') }])
    expect((await login(colleague.email, 'vejce-kompas-lucerna-2027', '198.51.100.45')).status).toBe(200)
    // A password of several less common words is taken.
    expect((await create('Sluníčko-kompas-pergola-2024')).status).toBe(201)
  })

  it('refuses a short password on update and on reset-password', async () => {
    const token = await adminToken()
    const user = await payload.create({
      collection: 'users',
      data: { email: 'editor@clinic.test', password: 'editor-password-1', role: 'editor' },
    })
    const update = await api('PATCH', `users/${user.id}`, { token, body: { password: 'short' } })
    expect(update.status).toBe(400)
    expect((await fieldErrors(update)).map((error) => error.path)).toEqual(['password'])

    const resetToken = await payload.forgotPassword({ collection: 'users', data: { email: 'editor@clinic.test' }, disableEmail: true })
    const reset = await api('POST', 'users/reset-password', { body: { token: resetToken, password: 'short' } })
    expect(reset.status).toBe(400)
    expect((await fieldErrors(reset)).map((error) => error.path)).toEqual(['password'])
    expect((await login('editor@clinic.test', 'editor-password-1', '198.51.100.20')).status).toBe(200)
  })

  it("changes one's own password only with the current one, refusing a missing or wrong one on that field", async () => {
    const account = { email: 'own-change@clinic.test', password: 'kapradina-lampion-2026' }
    const user = await payload.create({ collection: 'users', data: { ...account, role: 'editor' } })
    const loggedIn = await login(account.email, account.password, '198.51.100.40')
    const { token } = (await loggedIn.json()) as { token: string }
    const change = (body: Record<string, unknown>, language = 'cs') =>
      api('PATCH', `users/${user.id}`, { token, body, headers: { 'accept-language': language } })
    const newPassword = 'ostruzina-kompas-pergola'

    const missing = await change({ password: newPassword })
    expect(missing.status).toBe(400)
    expect(await fieldErrors(missing)).toEqual([{ path: 'currentPassword', message: expect.stringContaining('Současné heslo') }])
    const wrong = await change({ password: newPassword, currentPassword: 'not-my-password-1' }, 'en')
    expect(wrong.status).toBe(400)
    expect(await fieldErrors(wrong)).toEqual([{ path: 'currentPassword', message: 'The current password is not correct.' }])
    expect((await login(account.email, newPassword, '198.51.100.41')).status).toBe(401)

    // Other changes of one's own account need no password.
    expect((await change({ name: 'Own Change' })).status).toBe(200)
    const right = await change({ password: newPassword, currentPassword: account.password })
    expect(right.status).toBe(200)
    expect(JSON.stringify(await right.json())).not.toContain(account.password)
    expect((await login(account.email, newPassword, '198.51.100.42')).status).toBe(200)
    expect((await login(account.email, account.password, '198.51.100.43')).status).toBe(401)
  })

  it('stops guessing the current password after 5 wrong tries', async () => {
    const account = { email: 'guessing@clinic.test', password: 'kapradina-lampion-2027' }
    const user = await payload.create({ collection: 'users', data: { ...account, role: 'editor' } })
    const { token } = (await (await login(account.email, account.password, '198.51.100.44')).json()) as { token: string }
    const attempt = (currentPassword: string) =>
      api('PATCH', `users/${user.id}`, {
        token,
        body: { password: 'ostruzina-kompas-pergola', currentPassword },
        headers: { 'accept-language': 'en' },
      })
    for (let i = 0; i < 5; i++)
      expect(await fieldErrors(await attempt(`guess-number-${i}`))).toEqual([
        { path: 'currentPassword', message: 'The current password is not correct.' },
      ])
    const blocked = await attempt(account.password)
    expect(blocked.status).toBe(400)
    expect(await fieldErrors(blocked)).toEqual([{ path: 'currentPassword', message: expect.stringContaining('Too many') }])
  })

  it('refuses first-register once an account exists', async () => {
    const response = await api('POST', 'users/first-register', { body: { email: 'intruder@clinic.test', password: 'intruder-password-1' } })
    expect(response.status).toBe(403)
    expect((await payload.count({ collection: 'users', where: { email: { equals: 'intruder@clinic.test' } } })).totalDocs).toBe(0)
  })
})

describe('account takeover', () => {
  const fieldErrors = async (response: Response) =>
    ((await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }).errors.flatMap((error) =>
      (error.data?.errors ?? []).map(({ path, message }) => ({ path, message })),
    )
  const signIn = async (email: string, password: string, from: string) => {
    const response = await login(email, password, from)
    expect(response.status).toBe(200)
    return ((await response.json()) as { token: string }).token
  }
  const signedInAs = async (token: string) =>
    ((await (await api('GET', 'users/me', { token })).json()) as { user: { email: string } | null }).user?.email ?? null
  const noticesTo = (address: string) =>
    mailsTo(address)
      .map((message) => message.replace(/=\r?\n/g, ''))
      .filter((message) => message.includes('website admin has just been changed'))

  it("changes one's own e-mail only with the current password; then tells the old address, ends the other sessions and audits it", async () => {
    const account = { email: 'move-me@clinic.test', password: 'kapradina-lampion-2033' }
    const user = await payload.create({ collection: 'users', data: { ...account, name: 'Mover', role: 'editor' } })
    const mine = await signIn(account.email, account.password, '198.51.100.80')
    const other = await signIn(account.email, account.password, '198.51.100.81')
    const change = (body: Record<string, unknown>, language = 'cs') =>
      api('PATCH', `users/${user.id}`, { token: mine, body, from: '198.51.100.80', headers: { 'accept-language': language } })

    // With a stolen session alone the address cannot be moved (then reset): the field is named.
    const missing = await change({ email: 'attacker@example.net' })
    expect(missing.status).toBe(400)
    expect(await fieldErrors(missing)).toEqual([
      { path: 'currentPassword', message: 'Pro změnu e-mailu zadejte do pole „Současné heslo“ své nynější heslo.' },
    ])
    const missingEn = await change({ email: 'attacker@example.net' }, 'en')
    expect(await fieldErrors(missingEn)).toEqual([
      { path: 'currentPassword', message: 'To change the e-mail address, enter your present password in the field "Current password".' },
    ])
    const wrong = await change({ email: 'attacker@example.net', currentPassword: 'not-my-password-1' }, 'en')
    expect(await fieldErrors(wrong)).toEqual([{ path: 'currentPassword', message: 'The current password is not correct.' }])
    expect((await payload.findByID({ collection: 'users', id: user.id })).email).toBe(account.email)
    // The admin's form sends the unchanged e-mail with every save: that needs no password.
    expect((await change({ email: 'MOVE-ME@clinic.test', name: 'Mover Two' })).status).toBe(200)
    expect(await payload.count({ collection: 'account-audit', where: { accountId: { equals: user.id } } })).toMatchObject({ totalDocs: 0 })

    const moved = await change({ email: 'moved@clinic.test', currentPassword: account.password })
    expect(moved.status).toBe(200)
    expect(await signedInAs(mine)).toBe('moved@clinic.test')
    expect(await signedInAs(other)).toBeNull()

    await payload.jobs.run({ queue: 'default', limit: 10 })
    const notices = noticesTo(account.email)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain('from move-me@clinic.test to moved@clinic.test')
    expect(noticesTo('moved@clinic.test')).toHaveLength(0)

    const audit = await payload.find({ collection: 'account-audit', where: { accountId: { equals: user.id } }, overrideAccess: true })
    expect(
      audit.docs.map(({ action, accountEmail, byName, detail, clientAddress }) => ({
        action,
        accountEmail,
        byName,
        detail,
        clientAddress,
      })),
    ).toEqual([
      {
        action: 'email-change',
        accountEmail: 'moved@clinic.test',
        byName: 'Mover Two (move-me@clinic.test)',
        detail: 'move-me@clinic.test → moved@clinic.test',
        clientAddress: '198.51.100.80',
      },
    ])
    // Only administrators read the log.
    expect((await api('GET', 'account-audit', { token: mine })).status).toBe(403)
    const listed = await api('GET', 'account-audit?limit=50', { token: await adminToken() })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('cache-control')).toBe('no-store, private')
  })

  it("changing one's password ends the account's other sessions, keeps the one that changed it, and audits it", async () => {
    const account = { email: 'new-password@clinic.test', password: 'kapradina-lampion-2035' }
    const user = await payload.create({ collection: 'users', data: { ...account, name: 'Renewer', role: 'editor' } })
    const mine = await signIn(account.email, account.password, '198.51.100.83')
    // The session someone else holds (a stolen one, or a forgotten browser).
    const other = await signIn(account.email, account.password, '198.51.100.84')
    const changed = await api('PATCH', `users/${user.id}`, {
      token: mine,
      body: { password: 'ostruzina-kompas-pergola-2', currentPassword: account.password },
      from: '198.51.100.83',
    })
    expect(changed.status).toBe(200)
    expect(await signedInAs(mine)).toBe(account.email)
    expect(await signedInAs(other)).toBeNull()
    const audit = await payload.find({ collection: 'account-audit', where: { accountId: { equals: user.id } }, overrideAccess: true })
    expect(audit.docs.map(({ action, accountEmail, byName, clientAddress }) => ({ action, accountEmail, byName, clientAddress }))).toEqual([
      {
        action: 'password-change',
        accountEmail: account.email,
        byName: 'Renewer (new-password@clinic.test)',
        clientAddress: '198.51.100.83',
      },
    ])
    // A save without a new password changes no session and writes nothing.
    const third = await signIn(account.email, 'ostruzina-kompas-pergola-2', '198.51.100.85')
    expect((await api('PATCH', `users/${user.id}`, { token: mine, body: { name: 'Renewer Two' } })).status).toBe(200)
    expect(await signedInAs(third)).toBe(account.email)
    expect((await payload.count({ collection: 'account-audit', where: { accountId: { equals: user.id } } })).totalDocs).toBe(1)
  })

  it("lets an administrator change a colleague's e-mail only with the administrator's own password, ending all the colleague's sessions", async () => {
    const colleague = { email: 'colleague-move@clinic.test', password: 'kapradina-lampion-2034' }
    const user = await payload.create({ collection: 'users', data: { ...colleague, role: 'editor' } })
    const session = await signIn(colleague.email, colleague.password, '198.51.100.82')
    const token = await adminToken()
    const set = (body: Record<string, unknown>) => api('PATCH', `users/${user.id}`, { token, body })
    expect(await fieldErrors(await set({ email: 'colleague-new@clinic.test' }))).toEqual([
      { path: 'currentPassword', message: expect.stringContaining('Pro změnu e-mailu') },
    ])
    expect((await set({ email: 'colleague-new@clinic.test', currentPassword: admin.password })).status).toBe(200)
    expect(await signedInAs(session)).toBeNull()
    expect(await signedInAs(token)).toBe(admin.email)
    await payload.jobs.run({ queue: 'default', limit: 10 })
    expect(noticesTo(colleague.email)).toHaveLength(1)
    const [entry] = (await payload.find({ collection: 'account-audit', where: { accountId: { equals: user.id } }, overrideAccess: true }))
      .docs
    expect(entry).toMatchObject({
      action: 'email-change',
      byName: 'Admin (admin@clinic.test)',
      detail: 'colleague-move@clinic.test → colleague-new@clinic.test',
    })
  })
})

describe('forgot-password', () => {
  const forgot = (email: unknown, from: string) => api('POST', 'users/forgot-password', { body: { email }, from })

  it('answers known and unknown addresses alike at once, queueing one job each and sending nothing yet', async () => {
    const jobsBefore = await resetJobs()
    const mailsBefore = smtp.messages.length
    const known = await outcome(await forgot(admin.email, '198.51.100.30'))
    const unknown = await outcome(await forgot('nobody@clinic.test', '198.51.100.31'))
    expect(known).toEqual({ status: 200, body: JSON.stringify({ message: 'Úspěch' }) })
    expect(unknown).toEqual(known)
    expect(await resetJobs()).toBe(jobsBefore + 2)
    expect(smtp.messages.length).toBe(mailsBefore)
  })

  it('then sends exactly one e-mail, to the account, whose link sets a new password', async () => {
    await payload.jobs.run({ queue: 'default', limit: 50 })
    expect(await resetJobs()).toBe(0)
    expect(mailsTo('nobody@clinic.test')).toHaveLength(0)
    const mails = mailsTo(admin.email)
    expect(mails).toHaveLength(1)
    const token = resetTokenIn(mails[0])
    expect(token).toMatch(/^[0-9a-f]{40}$/)

    const newPassword = 'admin-password-2'
    const reset = await api('POST', 'users/reset-password', { body: { token, password: newPassword }, from: '198.51.100.38' })
    expect(reset.status).toBe(200)
    // The reset is in the account audit log: whose, from where, by nobody signed in.
    const audit = await payload.find({ collection: 'account-audit', where: { action: { equals: 'password-reset' } }, overrideAccess: true })
    expect(audit.docs.map(({ accountEmail, byName, clientAddress }) => ({ accountEmail, byName, clientAddress }))).toEqual([
      { accountEmail: admin.email, byName: null, clientAddress: '198.51.100.38' },
    ])
    expect((await login(admin.email, newPassword, '198.51.100.32')).status).toBe(200)
    admin.password = newPassword
    // A used link does not work twice, and writes nothing.
    expect((await api('POST', 'users/reset-password', { body: { token, password: 'admin-password-3' } })).status).toBe(403)
    expect((await payload.count({ collection: 'account-audit', where: { action: { equals: 'password-reset' } } })).totalDocs).toBe(1)
  })

  it('refuses a missing or malformed address, naming the field', async () => {
    for (const email of [undefined, '', 'not-an-address', 42]) {
      const response = await forgot(email, '198.51.100.33')
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('"path":"email"')
    }
  })

  it('allows a client address 5 requests in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot(`flood-${i}@clinic.test`, '203.0.113.40')).status).toBe(200)
    const refused = await forgot('flood-5@clinic.test', '203.0.113.40')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await forgot('flood-6@clinic.test', '203.0.113.41')).status).toBe(200)
    await payload.jobs.run({ queue: 'default', limit: 50 })
  })

  it('lets no crowd of anonymous addresses block a staff reset: limits are per address and per account, not site-wide', async () => {
    const jobsBefore = await resetJobs()
    // 25 addresses spend their allowance (125 requests; the old site-wide ceiling was 100).
    for (let client = 0; client < 25; client++) {
      for (let i = 0; i < 5; i++) expect((await forgot(`crowd-${client}-${i}@clinic.test`, `203.0.114.${client}`)).status).toBe(200)
      expect((await forgot(`crowd-${client}-5@clinic.test`, `203.0.114.${client}`)).status).toBe(429)
    }
    expect((await forgot(admin.email, '198.51.100.50')).status).toBe(200)
    expect(await resetJobs()).toBe(jobsBefore + 126)
    await payload.jobs.run({ queue: 'default', limit: 200 })
    expect(mailsTo(admin.email).length).toBeGreaterThan(0)
  })

  it('sends one account at most 5 reset e-mails in 15 minutes, whoever asks, with the usual answer', async () => {
    const jobsBefore = await resetJobs()
    const answers = []
    for (let i = 0; i < 7; i++) answers.push(await outcome(await forgot('one-account@clinic.test', `203.0.115.${i}`)))
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 200, body: JSON.stringify({ message: 'Úspěch' }) })]),
    )
    expect(await resetJobs()).toBe(jobsBefore + 5)
    await payload.jobs.run({ queue: 'default', limit: 50 })
  })

  it('stores an inquiry and answers another request while a reset e-mail waits for SMTP', async () => {
    expect((await forgot(admin.email, '198.51.100.34')).status).toBe(200)
    smtp.hold()
    const sent = mailsTo(admin.email).length
    const running = payload.jobs.run({ queue: 'default', limit: 10 })
    await smtp.heldMailArrived()
    // The e-mail is under way and unanswered: nothing of it may hold the database.
    const loggedErrors = vi.spyOn(payload.logger, 'error')
    const inquiry = await postStandard(
      standardRequest(standardForm({ ...validFields, email: 'during-reset@example.cz' }), { 'x-clinic-client-address': '198.51.100.35' }),
    )
    // Seen once in CI (a 500): the server's own log of the failure goes into the message.
    const failures = loggedErrors.mock.calls.map(([entry]) => {
      const err = (entry as { err?: unknown })?.err
      return err instanceof Error ? err.stack : JSON.stringify(entry)
    })
    expect(inquiry.status, failures.join('\n')).toBe(201)
    loggedErrors.mockRestore()
    expect((await forgot('nobody@clinic.test', '198.51.100.36')).status).toBe(200)
    expect(mailsTo(admin.email)).toHaveLength(sent)
    smtp.release()
    await running
    expect(mailsTo(admin.email)).toHaveLength(sent + 1)
    await payload.jobs.run({ queue: 'default', limit: 10 })
  })

  it('in the server process, sends the e-mail without waiting for the next scheduled run', async () => {
    // Payload's every-minute schedule (started by the first REST request) must not be what sends it.
    await api('GET', 'users/init')
    for (const cron of payload.crons) cron.stop()
    const sent = mailsTo(admin.email).length
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      expect((await forgot(admin.email, '198.51.100.37')).status).toBe(200)
      await vi.waitFor(() => expect(mailsTo(admin.email)).toHaveLength(sent + 1), { timeout: 10_000, interval: 100 })
      // The background run goes on after the e-mail (it marks the job done): let it finish, or its
      // writes land in the next test's count (seen on PostgreSQL, which is slower).
      await vi.waitFor(
        async () =>
          expect((await payload.count({ collection: 'payload-jobs', where: { processing: { equals: true } } })).totalDocs).toBe(0),
        { timeout: 10_000, interval: 100 },
      )
    } finally {
      delete process.env.NEXT_RUNTIME
    }
  })
})

describe('anonymous callers', () => {
  it('cannot make Payload write or open a transaction through any endpoint', async () => {
    const answers: Record<string, number> = {}
    const writes = await writesDuring(async () => {
      const calls: [Method, string, unknown?][] = [
        ['POST', 'pages', { title: 'x' }],
        ['PATCH', 'users/1', { role: 'admin' }],
        ['DELETE', 'media/1'],
        ['POST', 'pages/1/duplicate', {}],
        ['POST', 'pages/versions/1', {}],
        ['POST', 'globals/settings', {}],
        ['POST', 'users/unlock', { email: admin.email }],
        ['POST', 'users/refresh-token', {}],
        ['POST', 'users/verify/abc', {}],
        ['POST', 'users/logout', {}],
        ['POST', 'users/first-register', { email: 'x@clinic.test', password: 'long-enough-password' }],
        ['POST', 'users/reset-password', { token: 'guessed-token', password: 'long-enough-password' }],
        ['POST', 'payload-jobs', { taskSlug: 'sendPasswordReset' }],
        ['POST', 'payload-preferences/nav', { value: {} }],
        ['POST', 'payload-locked-documents', {}],
        ['GET', 'payload-jobs/run?queue=default'],
        ['GET', 'users/me'],
        ['GET', 'users/init'],
      ]
      for (const [method, path, body] of calls)
        answers[`${method} ${path}`] = (await api(method, path, { body, from: '203.0.113.50' })).status
    })
    expect(writes).toBe(0)
    for (const [call, status] of Object.entries(answers)) {
      if (call.startsWith('GET users/')) expect(status, call).toBe(200)
      else expect(status, call).toBeGreaterThanOrEqual(400)
    }
  })
})

describe('REST answers', () => {
  it('are never cached for inquiries, inquiry photos and users', async () => {
    const token = await adminToken()
    for (const path of ['inquiries', 'inquiry-photos', 'users', 'users/me', 'inquiry-photos/file/missing.jpg']) {
      for (const caller of [{}, { token }]) {
        const response = await api('GET', path, caller)
        expect(response.headers.get('cache-control'), path).toBe('no-store, private')
      }
    }
    expect((await api('GET', 'inquiries', { token })).status).toBe(200)
  })

  it('say 404 for a missing upload file, after the access check', async () => {
    const media = await api('GET', 'media/file/does-not-exist.jpg')
    expect(media.status).toBe(404)
    expect(await media.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    // An anonymous caller learns nothing about patients' photos, existing or not.
    expect((await api('GET', 'inquiry-photos/file/does-not-exist.jpg')).status).toBe(403)
    expect((await api('GET', 'inquiry-photos/file/does-not-exist.jpg', { token: await adminToken() })).status).toBe(404)
  })
})

describe('doors Payload leaves open over HTTP', () => {
  async function tokenFor(role: 'editor' | 'reception', from: string): Promise<string> {
    const account = { email: `${role}-jobs@clinic.test`, password: `${role}-password-2026`, name: role, role }
    await payload.create({ collection: 'users', data: account })
    const response = await login(account.email, account.password, from)
    expect(response.status).toBe(200)
    return ((await response.json()) as { token: string }).token
  }

  it('runs job queues over HTTP only for administrators (editors and reception get 403)', async () => {
    const run = (token?: string) => api('GET', 'payload-jobs/run?queue=inquiry-notifications', { token })
    const editorToken = await tokenFor('editor', '198.51.100.60')
    const editor = await run(editorToken)
    expect(editor.status).toBe(403)
    expect(JSON.stringify(await editor.json())).toContain('Only administrators may run job queues.')
    expect((await run(await tokenFor('reception', '198.51.100.61'))).status).toBe(403)
    expect((await api('GET', 'payload-jobs/handle-schedules', { token: editorToken })).status).toBe(403)
    expect((await run()).status).toBe(401)
    expect((await run(await adminToken())).status).toBe(200)
  })

  it('answers 400 naming the problem, not 500, for a NUL in a file name and a JSON body nested 2,000 deep', async () => {
    const file = await api('GET', 'media/file/%00.jpg')
    expect(file.status).toBe(400)
    expect(await file.json()).toEqual({ errors: [{ message: expect.stringContaining('file name is not valid') }] })

    let deep: unknown = 'x'
    for (let level = 0; level < 2000; level++) deep = { a: deep }
    const token = await adminToken()
    for (const [path, body] of [
      ['pages', { title: deep }],
      ['pages', { title: 'Hluboko', content: deep }],
      ['users/login', { email: deep, password: 'x' }],
      ['users/forgot-password', deep],
    ] as const) {
      const response = await api('POST', path, { body, token, from: '198.51.100.63' })
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toEqual({ errors: [{ message: 'The JSON body nests deeper than 128 levels.' }] })
    }
    // A body of ordinary depth still reaches Payload (and its rules).
    expect((await login(admin.email, 'wrong-password-9', '198.51.100.64')).status).toBe(401)
  })
})

describe('second factor', () => {
  const password = 'kapradina-lampion-2031'
  const staffMember = async (email: string, role: 'admin' | 'reception' | 'editor') =>
    payload.create({ collection: 'users', data: { email, password, role } })
  const sessionOf = async (email: string, from: string) => {
    const response = await login(email, password, from)
    expect(response.status).toBe(200)
    return ((await response.json()) as { token: string }).token
  }
  const factor = (token: string, action: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    api('POST', `users/second-factor/${action}`, { token, body, headers })
  const inquiries = (token: string) => api('GET', 'inquiries', { token })

  it('a receptionist without one opens nothing after the password login until enrolled, by REST or the Local API', async () => {
    await staffMember('reception-2fa@clinic.test', 'reception')
    const token = await sessionOf('reception-2fa@clinic.test', '198.51.100.60')
    const refused = await inquiries(token)
    expect(refused.status).toBe(403)
    expect(JSON.stringify(await refused.json())).toContain('secondFactorRequired')
    for (const path of ['inquiry-photos', 'users', 'globals/settings', 'payload-jobs', 'payload-preferences', 'pages']) {
      expect((await api('GET', path, { token })).status, path).toBe(403)
    }
    // The Local API with the session's user (as the admin's views and server functions call it).
    const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
    expect(user?.email).toBe('reception-2fa@clinic.test')
    await expect(payload.find({ collection: 'inquiries', overrideAccess: false, user })).rejects.toThrow()
    const usersCollection = payload.collections.users.config
    expect(await usersCollection.access.admin?.({ req: { user, payload } as never })).toBe(false)
    // Who is signed in is still known, so the admin can show the second-factor screen.
    const me = (await (await api('GET', 'users/me', { token })).json()) as { user: { email: string } }
    expect(me.user.email).toBe('reception-2fa@clinic.test')

    const started = await factor(token, 'start')
    expect(started.status).toBe(200)
    const { secret, uri, enrolment } = (await started.json()) as { secret: string; uri: string; enrolment: string }
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/)
    const wrong = await factor(
      token,
      'confirm',
      { enrolment, code: '000000' === currentCode(secret) ? '111111' : '000000' },
      { 'accept-language': 'en' },
    )
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(await wrong.json())).toContain('"path":"code"')
    expect((await inquiries(token)).status).toBe(403)

    const confirmed = await factor(token, 'confirm', { enrolment, code: currentCode(secret) })
    expect(confirmed.status).toBe(200)
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect((await inquiries(token)).status).toBe(200)
    expect((await api('GET', 'globals/settings', { token })).status).toBe(200)
  })

  it('a later login needs a real code from the app, once, or a recovery code, once', async () => {
    await staffMember('admin-2fa@clinic.test', 'admin')
    const first = await sessionOf('admin-2fa@clinic.test', '198.51.100.61')
    const { secret, enrolment } = (await (await factor(first, 'start')).json()) as { secret: string; enrolment: string }
    const enrolCode = currentCode(secret)
    const { recoveryCodes } = (await (await factor(first, 'confirm', { enrolment, code: enrolCode })).json()) as { recoveryCodes: string[] }
    expect((await factor(first, 'start')).status).toBe(409)

    // A new browser: the password alone opens nothing.
    const second = await sessionOf('admin-2fa@clinic.test', '198.51.100.62')
    expect((await inquiries(second)).status).toBe(403)
    // The code already used at the enrolment does not work again.
    expect((await factor(second, 'verify', { code: enrolCode })).status).toBe(400)
    // The app's next code (generated by otpauth, as the phone would) does.
    const nextCode = currentCode(secret, Date.now() + 30_000)
    expect((await factor(second, 'verify', { code: nextCode })).status).toBe(200)
    expect((await inquiries(second)).status).toBe(200)
    // The first session stays through; passing in one browser passes no other.
    expect((await inquiries(first)).status).toBe(200)

    const third = await sessionOf('admin-2fa@clinic.test', '198.51.100.63')
    expect((await factor(third, 'verify', { code: nextCode })).status).toBe(400)
    const viaRecovery = await factor(third, 'verify', { recoveryCode: recoveryCodes[3].toUpperCase() })
    expect(viaRecovery.status).toBe(200)
    expect(await viaRecovery.json()).toMatchObject({ recoveryCodesLeft: 9 })
    expect((await inquiries(third)).status).toBe(200)

    const fourth = await sessionOf('admin-2fa@clinic.test', '198.51.100.64')
    expect((await factor(fourth, 'verify', { recoveryCode: recoveryCodes[3] })).status).toBe(400)
    expect((await inquiries(fourth)).status).toBe(403)
  })

  it("keeps recovery codes usable while the app's codes are throttled; each kind has its own limit", async () => {
    await staffMember('throttled-2fa@clinic.test', 'reception')
    const first = await sessionOf('throttled-2fa@clinic.test', '198.51.100.70')
    const { secret, enrolment } = (await (await factor(first, 'start')).json()) as { secret: string; enrolment: string }
    const { recoveryCodes } = (await (await factor(first, 'confirm', { enrolment, code: currentCode(secret) })).json()) as {
      recoveryCodes: string[]
    }
    const valid = new Set([-30_000, 0, 30_000].map((shift) => currentCode(secret, Date.now() + shift)))
    const wrongCode = ['111111', '222222', '333333', '444444'].find((code) => !valid.has(code)) as string
    const verify = (token: string, body: Record<string, string>, from: string) =>
      api('POST', 'users/second-factor/verify', { token, body, from, headers: { 'accept-language': 'en' } })

    // Someone with the password guesses the app's code from several addresses: 10 per account.
    const intruder = await sessionOf('throttled-2fa@clinic.test', '203.0.113.70')
    for (let i = 0; i < 10; i++) {
      expect((await verify(intruder, { code: wrongCode }, `203.0.113.${70 + (i % 3)}`)).status).toBe(400)
    }
    const throttled = await verify(intruder, { code: currentCode(secret) }, '203.0.113.73')
    expect(throttled.status).toBe(429)
    expect(JSON.stringify(await throttled.json())).toContain('or sign in with one of your recovery codes')
    // The owner, in a new session, is refused the app's code too, but a recovery code opens it.
    const owner = await sessionOf('throttled-2fa@clinic.test', '198.51.100.71')
    expect((await verify(owner, { code: currentCode(secret, Date.now() + 30_000) }, '198.51.100.71')).status).toBe(429)
    const opened = await verify(owner, { recoveryCode: recoveryCodes[0] }, '198.51.100.71')
    expect(opened.status).toBe(200)
    expect((await inquiries(owner)).status).toBe(200)

    // Wrong recovery codes are limited too, 10 per account and address: the guesser's address is
    // stopped, the owner's is not.
    for (let i = 0; i < 10; i++) expect((await verify(intruder, { recoveryCode: 'aaaaa-bbbbb' }, '203.0.113.74')).status).toBe(400)
    const stopped = await verify(intruder, { recoveryCode: recoveryCodes[1] }, '203.0.113.74')
    expect(stopped.status).toBe(429)
    expect(await stopped.json()).toMatchObject({
      errors: [
        { message: 'Too many wrong recovery codes. Please try again in a few minutes.', data: { errors: [{ path: 'recoveryCode' }] } },
      ],
    })
    const again = await sessionOf('throttled-2fa@clinic.test', '198.51.100.72')
    expect((await verify(again, { recoveryCode: recoveryCodes[1] }, '198.51.100.72')).status).toBe(200)
    expect((await inquiries(intruder)).status).toBe(403)
  })

  it('an enrolment started in one session cannot be confirmed from another', async () => {
    await staffMember('reception-b-2fa@clinic.test', 'reception')
    const one = await sessionOf('reception-b-2fa@clinic.test', '198.51.100.65')
    const other = await sessionOf('reception-b-2fa@clinic.test', '198.51.100.66')
    const { secret, enrolment } = (await (await factor(one, 'start')).json()) as { secret: string; enrolment: string }
    const stolen = await factor(other, 'confirm', { enrolment, code: currentCode(secret) })
    expect(stolen.status).toBe(400)
    expect(JSON.stringify(await stolen.json())).toContain('"path":"enrolment"')
    expect((await inquiries(other)).status).toBe(403)
  })

  it("keeps the screen's key for its session until confirmed, or renews it once expired (issue 42)", async () => {
    const { pendingEnrolment } = await import('@/auth/second-factor/account')
    const { screenEnrolment } = await import('@/auth/second-factor/endpoints')
    const { newTotpSecret } = await import('@/auth/second-factor/codes')
    const created = await staffMember('pending-2fa@clinic.test', 'reception')
    const token = await sessionOf('pending-2fa@clinic.test', '198.51.100.70')
    const sid = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid
    const user = { id: created.id, email: created.email, role: 'reception', _sid: sid }
    const first = await screenEnrolment(payload, user)
    const again = await screenEnrolment(payload, user)
    expect(again?.secret).toBe(first?.secret)
    expect(again?.renewed).toBe(false)
    // Another session of the account has a key of its own, and leaves this one's alone.
    const other = await screenEnrolment(payload, { ...user, _sid: 'another-session' })
    expect(other?.secret).not.toBe(first?.secret)
    expect((await screenEnrolment(payload, user))?.secret).toBe(first?.secret)
    // Past its lifetime, a new key, said to be new.
    const renewed = await pendingEnrolment(payload, user, 0, newTotpSecret)
    expect(renewed?.renewed).toBe(true)
    expect(renewed?.secret).not.toBe(first?.secret)
    const current = await screenEnrolment(payload, user)
    expect(current?.secret).toBe(renewed?.secret)
    expect((await factor(token, 'confirm', { enrolment: current?.enrolment, code: currentCode(current?.secret ?? '') })).status).toBe(200)
    // Confirmed: nothing pending is started over the stored factor.
    expect(await screenEnrolment(payload, user)).toBeNull()
    expect(await pendingEnrolment(payload, { ...user, _sid: 'another-session' }, 60_000, newTotpSecret)).toBeNull()
  })

  it('never returns the secret or the recovery codes: it is stored sealed, the codes as hashes', async () => {
    await staffMember('secret-2fa@clinic.test', 'reception')
    const token = await sessionOf('secret-2fa@clinic.test', '198.51.100.67')
    const { secret, enrolment } = (await (await factor(token, 'start')).json()) as { secret: string; enrolment: string }
    const { recoveryCodes } = (await (await factor(token, 'confirm', { enrolment, code: currentCode(secret) })).json()) as {
      recoveryCodes: string[]
    }
    const leaks = (text: string) =>
      text.includes(secret) || recoveryCodes.some((code) => text.includes(code)) || text.includes('secondFactor"')
    const me = await (await api('GET', 'users/me', { token })).text()
    const list = await (await api('GET', 'users?limit=100', { token: await adminToken() })).text()
    expect(me).toContain('secret-2fa@clinic.test')
    expect(list).toContain('secret-2fa@clinic.test')
    expect(leaks(me)).toBe(false)
    expect(leaks(list)).toBe(false)
    const found = await payload.find({ collection: 'users', where: { email: { equals: 'secret-2fa@clinic.test' } } })
    expect(leaks(JSON.stringify(found.docs))).toBe(false)
    // In the database: neither the secret nor a code in the clear.
    const stored = await payload.db.findOne({ collection: 'users', where: { email: { equals: 'secret-2fa@clinic.test' } } })
    const raw = JSON.stringify(stored)
    expect(raw).toContain('secondFactor')
    expect(raw.includes(secret) || recoveryCodes.some((code) => raw.includes(code))).toBe(false)
  })

  it('editors are not asked; a form post is answered with the next screen', async () => {
    await staffMember('editor-2fa@clinic.test', 'editor')
    const token = await sessionOf('editor-2fa@clinic.test', '198.51.100.68')
    expect((await api('GET', 'pages', { token })).status).toBe(200)

    await staffMember('form-2fa@clinic.test', 'reception')
    const session = await sessionOf('form-2fa@clinic.test', '198.51.100.69')
    const { enrolment } = (await (await factor(session, 'start')).json()) as { enrolment: string }
    const form = new URLSearchParams({ enrolment, code: '12', redirect: '/admin/collections/inquiries' })
    const request = new Request('http://localhost/api/users/second-factor/confirm', {
      method: 'POST',
      body: form,
      headers: {
        authorization: `JWT ${session}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-clinic-client-address': '198.51.100.69',
      },
    })
    const answer = await rest.POST(request, { params: Promise.resolve({ slug: ['users', 'second-factor', 'confirm'] }) })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/admin/second-factor?error=wrongCode&redirect=%2Fadmin%2Fcollections%2Finquiries')
  })
})
