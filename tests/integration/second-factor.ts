import { Secret, TOTP } from 'otpauth'

/** Recovery codes of the accounts enrolled by passSecondFactor, by e-mail (each works once). */
const recoveryCodes = new Map<string, string[]>()

async function call(token: string, action: string, body: unknown): Promise<Response> {
  const rest = await import('@/app/(payload)/api/[...slug]/route')
  const request = new Request(`http://localhost/api/users/second-factor/${action}`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return rest.POST(request, { params: Promise.resolve({ slug: ['users', 'second-factor', action] }) })
}

/** The code an authenticator app would show now for `secret` (otpauth, as the app computes it). */
export function currentCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  })
}

/**
 * Takes the session of `token` through the second step over REST, as an admin or receptionist in
 * production must before anything else: enrols the account the first time (with a real TOTP code),
 * later uses one of its recovery codes. Editors have nothing to pass.
 */
export async function passSecondFactor(token: string, email: string): Promise<void> {
  const started = await call(token, 'start', {})
  if (started.status === 401) return
  if (started.status === 200) {
    const { secret, enrolment } = (await started.json()) as { secret: string; enrolment: string }
    const confirmed = await call(token, 'confirm', { enrolment, code: currentCode(secret) })
    if (confirmed.status !== 200) throw new Error(`enrolment failed: ${await confirmed.text()}`)
    recoveryCodes.set(email, ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes)
    return
  }
  const code = recoveryCodes.get(email)?.shift()
  if (!code) throw new Error(`no recovery code left for ${email}`)
  const verified = await call(token, 'verify', { recoveryCode: code })
  if (verified.status !== 200) throw new Error(`second step failed: ${await verified.text()}`)
}
