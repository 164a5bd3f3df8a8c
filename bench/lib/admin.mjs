import { demoAdminEmail, demoAdminPassword } from '../../src/platform/server/run-mode.mjs'

/** Staff login over Payload's REST API, shared by the benchmarks that read or change content. */
export async function adminLogin(baseUrl) {
  const email = process.env.ADMIN_EMAIL || demoAdminEmail
  const password = process.env.ADMIN_PASSWORD || demoAdminPassword
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Admin login failed (${response.status}); set ADMIN_EMAIL / ADMIN_PASSWORD.`)
  return (await response.json()).token
}
