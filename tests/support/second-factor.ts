import { Secret, TOTP } from 'otpauth'

/** What the tests' "phone" keeps of each account it enrolled: the key, the last step used and the recovery codes. */
const enrolled = new Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>()
const stepOf = (timestamp: number) => Math.floor(timestamp / 30_000)
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp })

async function post(baseUrl: string, authorization: string, action: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/users/second-factor/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, authorization },
    body: JSON.stringify(body),
  })
}

/**
 * Takes a staff session (its Authorization header value) through the second step over a running
 * server's REST API, as an admin or receptionist in production must before anything else: enrols
 * the account the first time with a real TOTP code; later uses the app's next code, else a
 * recovery code. An account that needs none (an editor, the demo's own admin) is left as it is.
 */
export async function passSecondFactorOver(baseUrl: string, authorization: string, email: string): Promise<void> {
  const started = await post(baseUrl, authorization, 'start', {})
  if (started.status === 401) return
  if (started.status === 200) {
    const { secret, enrolment } = (await started.json()) as { secret: string; enrolment: string }
    const now = Date.now()
    const confirmed = await post(baseUrl, authorization, 'confirm', { enrolment, code: codeAt(secret, now) })
    if (confirmed.status !== 200) throw new Error(`Second-factor enrolment failed: ${confirmed.status} ${await confirmed.text()}`)
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
    enrolled.set(email, { secret, lastStep: stepOf(now), recoveryCodes })
    return
  }
  if (started.status !== 409) return
  const known = enrolled.get(email)
  if (!known) throw new Error(`${email} has a second factor these tests did not enrol`)
  const now = Date.now()
  const step = Math.max(stepOf(now), known.lastStep + 1)
  const body = step <= stepOf(now) + 1 ? { code: codeAt(known.secret, step * 30_000) } : { recoveryCode: known.recoveryCodes.shift() }
  const verified = await post(baseUrl, authorization, 'verify', body)
  if (verified.status !== 200) throw new Error(`Second step failed: ${verified.status} ${await verified.text()}`)
  if ('code' in body) known.lastStep = step
}
