import type { Payload } from 'payload'
import { expect } from 'vitest'
import type { Inquiry, User } from '@/payload-types'
import { jpegPhoto, receivedInquiry, standardForm, standardRequest, validFields } from './inquiry-support'
import { passSecondFactor } from './second-factor'

export type Role = 'admin' | 'reception' | 'editor'
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
export type StaffMember = { user: User; token: string }

/**
 * One real, signed-in user of each role, `<role>@<domain>` with password `<role>-password-1`. With
 * `secondFactor`, admin and reception pass the second factor before their token opens anything.
 */
export async function signInStaff(
  payload: Payload,
  { domain, names, secondFactor }: { domain: string; names?: Record<Role, string>; secondFactor: boolean },
): Promise<Record<Role, StaffMember>> {
  const staff = {} as Record<Role, StaffMember>
  for (const role of ['admin', 'reception', 'editor'] as const) {
    const email = `${role}@${domain}`
    const password = `${role}-password-1`
    const data = { email, password, role, ...(names ? { name: names[role] } : {}) }
    const user = await payload.create({ collection: 'users', data })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    if (!token) throw new Error(`no token for ${role}`)
    if (secondFactor) await passSecondFactor(token, email)
    staff[role] = { user, token }
  }
  return staff
}

/** One request through the admin's real REST route handler (/api/*), signed in with `token` or anonymous. */
export async function restCall(token: string | null, method: Method, path: string, body?: unknown): Promise<Response> {
  // Imported on first use: by then the test file has set the environment the config reads.
  const rest = await import('@/app/(payload)/api/[...slug]/route')
  const url = new URL(`http://localhost/api/${path}`)
  const request = new Request(url, {
    method,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

/**
 * A visitor's inquiry sent through the real form endpoint (must answer 201), as stored. Each call has
 * its own idempotency key, `<keyPrefix>-<uuid>`.
 */
export async function sendInquiry(
  payload: Payload,
  { keyPrefix, fields = validFields, photos = [] }: { keyPrefix: string; fields?: Record<string, string>; photos?: Buffer[] },
): Promise<Inquiry> {
  const { POST: postStandard } = await import('@/app/api/v1/inquiries/standard/route')
  const form = standardForm(
    fields,
    photos.map((data) => ({ data })),
  )
  const response = await postStandard(standardRequest(form, { 'idempotency-key': `${keyPrefix}-${crypto.randomUUID()}` }))
  expect(response.status).toBe(201)
  return receivedInquiry(payload, response)
}

/** `count` photos wider than the 320 px thumbnail, so each has two files on disk. */
export const widePhotos = (count: number) => Promise.all(Array.from({ length: count }, () => jpegPhoto({ width: 400, height: 300 })))
