import { type APIRequestContext, expect } from '@playwright/test'
import { test } from './helpers'

/** The seeded e2e administrator (tests/e2e/helpers.ts logInToAdmin). */
async function adminHeaders(request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', {
    data: { email: 'admin@e2e.example', password: 'e2e-password-1' },
    headers: { origin: baseURL },
  })
  expect(login.status(), await login.text()).toBe(200)
  return { authorization: `JWT ${(await login.json()).token}`, origin: baseURL }
}

const deepObject = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`
const deepArray = `${'['.repeat(2000)}${']'.repeat(2000)}`

test('leaving the preview leads only to a path on this site, whatever `to` says', async ({ request }) => {
  const exit = (to: string) => request.get(`/api/v1/preview/exit?to=${to}`, { maxRedirects: 0 })
  // The reported bypass and its relatives, as a browser sends them in the query.
  for (const to of [
    '/%09/evil.example',
    '/%0a/evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '/.//evil.example',
    '%2F%2Fevil.example',
    'https://evil.example',
  ]) {
    const answer = await exit(to)
    expect(answer.status(), to).toBe(303)
    expect(answer.headers().location, to).toBe('/')
  }
  const back = await exit(encodeURIComponent('/zakroky/botox?utm_source=x#cena'))
  expect(back.headers().location).toBe('/zakroky/botox?utm_source=x#cena')
})

test('a NUL in an upload file name and a JSON body nested 2,000 deep answer 400 naming the problem, not 500', async ({
  request,
  baseURL,
}) => {
  const file = await request.get('/api/media/file/%00.jpg')
  expect(file.status()).toBe(400)
  expect(JSON.stringify(await file.json())).toContain('file name is not valid')

  const tooDeep = 'The JSON body nests deeper than 128 levels.'
  const json = { 'content-type': 'application/json', origin: baseURL as string }
  for (const [path, body] of [
    ['/api/users/login', deepObject],
    ['/api/users/login', `{"email":${deepArray},"password":"x"}`],
    ['/api/users/forgot-password', deepObject],
    ['/api/v1/inquiries/call-me', deepObject],
  ]) {
    const answer = await request.post(path, { data: body, headers: json })
    expect(answer.status(), path).toBe(400)
    expect(await answer.text(), path).toContain(tooDeep)
  }
  const staff = await adminHeaders(request, baseURL as string)
  for (const body of [deepObject, `{"title":${deepArray}}`]) {
    const answer = await request.post('/api/pages', { data: body, headers: { ...json, ...staff } })
    expect(answer.status()).toBe(400)
    expect(await answer.text()).toContain(tooDeep)
  }
})

test('staff redirects: /\\host is refused with a clear message, another site only when allowed', async ({ request, baseURL }) => {
  const headers = await adminHeaders(request, baseURL as string)
  const stamp = Date.now()
  const backslash = await request.post('/api/redirects', {
    data: { from: `/stary-${stamp}`, toType: 'url', toUrl: '/\\evil.example/x' },
    headers,
  })
  expect(backslash.status()).toBe(400)
  expect(await backslash.text()).toContain('zpětné lomítko')

  const outside = { from: `/rezervace-${stamp}`, toType: 'url', toUrl: 'https://booking.example.com/aurelia' }
  const refused = await request.post('/api/redirects', { data: outside, headers })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('booking.example.com')

  const setHosts = (redirectHosts: string) => request.post('/api/globals/settings', { data: { redirectHosts }, headers })
  expect((await setHosts('booking.example.com')).status()).toBe(200)
  let id: number | undefined
  try {
    const created = await request.post('/api/redirects', { data: outside, headers })
    expect(created.status(), await created.text()).toBe(201)
    id = (await created.json()).doc.id
    await expect(async () => {
      const answer = await request.get(outside.from, { maxRedirects: 0 })
      expect(answer.status()).toBe(301)
      expect(answer.headers().location).toBe('https://booking.example.com/aurelia')
    }).toPass({ timeout: 5_000, intervals: [250] })
    // Off the list again: the stored redirect is no longer served.
    expect((await setHosts('')).status()).toBe(200)
    await expect(async () => {
      expect((await request.get(outside.from, { maxRedirects: 0 })).status()).toBe(404)
    }).toPass({ timeout: 5_000, intervals: [250] })
  } finally {
    await setHosts('')
    if (id !== undefined) await request.delete(`/api/redirects/${id}`, { headers })
  }
})
