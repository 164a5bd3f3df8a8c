/**
 * The second factor guards everything staff can see (issue 40, point 2): a session with the right
 * password that has not passed its second step opens no admin view and no endpoint. The views and
 * endpoints are enumerated from the admin's own configuration, so one added later without the guard
 * fails here. Only the second step itself, `me`, logging out and refreshing stay open (rest-gate.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, type DataFolder, dataFolder, type Server, send, startServer } from './harness'

let data: DataFolder
let server: Server
let pendingToken: string

type Route = { method: string; path: string }

/** Every admin view with its own path, and every endpoint, as the running build's configuration has them. */
async function adminRoutes(): Promise<{ views: string[]; endpoints: Route[] }> {
  process.env.PAYLOAD_SECRET ||= 'enumeration-only'
  const config = await (await import('@/payload.config')).default
  const views = Object.values(config.admin.components?.views ?? {})
    .map((view) => (view as { path?: string }).path)
    .filter((path): path is string => typeof path === 'string')
  // `/` is the collection's own route (`/api/pages`, not `/api/pages/`).
  const concrete = (path: string) => (path === '/' ? '' : path.replace(/:[^/]+/g, '1'))
  const endpoints: Route[] = []
  for (const endpoint of config.endpoints || []) endpoints.push({ method: endpoint.method, path: concrete(endpoint.path) })
  for (const collection of config.collections) {
    for (const endpoint of collection.endpoints || [])
      endpoints.push({ method: endpoint.method, path: `/${collection.slug}${concrete(endpoint.path)}` })
  }
  for (const global of config.globals) {
    for (const endpoint of global.endpoints || [])
      endpoints.push({ method: endpoint.method, path: `/globals/${global.slug}${concrete(endpoint.path)}` })
  }
  return { views, endpoints }
}

/**
 * What a session that owes its second step may still call (src/auth/second-factor/rest-gate.ts), and
 * what anyone may call without a session, answered as to anyone (src/auth/guarded-rest.ts).
 */
const anonymousAuth = ['/users/login', '/users/forgot-password', '/users/reset-password', '/users/first-register']
const openWhilePending = ({ method, path }: Route) =>
  (method === 'post' && anonymousAuth.includes(path)) ||
  path.startsWith('/users/second-factor') ||
  (method === 'get' && path === '/users/me') ||
  (method === 'post' && (path === '/users/logout' || path === '/users/refresh-token'))

/** The session cookie as a browser sends it on a navigation within the site (Payload reads it only then). */
const browserSession = {} as Record<string, string>

beforeAll(async () => {
  data = dataFolder()
  server = await startServer(data)
  // The admin's password alone: a session that still owes its second step (production rules).
  const login = await send({
    baseUrl: server.baseUrl,
    path: '/api/users/login',
    body: JSON.stringify(admin),
    headers: { 'content-type': 'application/json' },
  })
  pendingToken = String((login.json as { token?: string }).token)
  expect(login.status).toBe(200)
  Object.assign(browserSession, { cookie: `payload-token=${pendingToken}`, 'sec-fetch-site': 'same-origin' })
})
afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

describe('a session that has not passed its second step', () => {
  it('is sent to the second-factor screen by every admin view: the project’s own and Payload’s', async () => {
    const { views } = await adminRoutes()
    expect(views).toEqual(expect.arrayContaining(['/lead-report', '/translation-status']))
    const opened: string[] = []
    for (const path of [...views, '', '/collections/inquiries', '/globals/settings', '/account']) {
      const answer = await send({
        baseUrl: server.baseUrl,
        method: 'GET',
        path: `/admin${path}`,
        headers: browserSession,
      })
      const location = String(answer.headers?.location ?? '')
      if (!(answer.status >= 300 && answer.status < 400 && new URL(location, server.baseUrl).pathname === '/admin/second-factor'))
        opened.push(`${path}: ${answer.status} ${location}`)
    }
    console.log(
      `[second factor] ${views.length} views of the project's configuration (${views.join(', ')}) and 4 of Payload's: ${opened.length} opened`,
    )
    expect(opened).toEqual([])
  })

  it('is refused by every endpoint of the configuration but the second step, me, logout and refresh', async () => {
    const { endpoints } = await adminRoutes()
    const refused: Route[] = []
    const opened: string[] = []
    for (const route of endpoints.filter((route) => !openWhilePending(route))) {
      const answer = await send({
        baseUrl: server.baseUrl,
        method: route.method.toUpperCase(),
        path: `/api${route.path}`,
        body: route.method === 'get' ? undefined : '{}',
        headers: { authorization: `JWT ${pendingToken}`, 'content-type': 'application/json' },
      })
      const named = (answer.json as { errors?: Array<{ data?: { secondFactorRequired?: boolean } }> } | undefined)?.errors?.[0]?.data
        ?.secondFactorRequired
      if (answer.status === 403 && named) refused.push(route)
      else opened.push(`${route.method.toUpperCase()} ${route.path}: ${answer.status} ${answer.body.slice(0, 80)}`)
    }
    console.log(
      `[second factor] ${endpoints.length} endpoints in the configuration: ${refused.length} refused, ${opened.length} answered otherwise`,
    )
    expect(opened).toEqual([])
    expect(refused.length).toBeGreaterThan(100)
  })

  it('still reaches the second-factor screen and its own account', async () => {
    const screen = await send({
      baseUrl: server.baseUrl,
      method: 'GET',
      path: '/admin/second-factor',
      headers: browserSession,
    })
    expect(screen.status).toBe(200)
    const me = await send({
      baseUrl: server.baseUrl,
      method: 'GET',
      path: '/api/users/me',
      headers: { authorization: `JWT ${pendingToken}` },
    })
    expect((me.json as { user?: { email?: string } }).user?.email).toBe(admin.email)
  })
})
