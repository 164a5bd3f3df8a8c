import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { notificationSettings } from '@/features/inquiries/notification/notification-settings'
import { emailSender } from '@/content/email-sender'
import { type AdminText, tx } from '@/platform/cms/i18n'

/**
 * The go-live checklist's test e-mail: sent to the inquiry recipients through the transport inquiry
 * notifications use (Payload's e-mail adapter, SMTP_URL), and remembered in Payload's key-value store
 * (`payload.kv`, the `payload-kv` table every installation has), so the checklist can tell whether the
 * current mail settings have delivered once. No schema of its own.
 */
export const testEmailStateKey = 'go-live:test-email'

type Env = Record<string, string | undefined>

export type TestSendRecord = { at: string; to: string; settings: string }
export type TestSendFailure = TestSendRecord & { code: string; detail: string }
export type TestEmailState = { lastSuccess?: TestSendRecord; lastFailure?: TestSendFailure; attempts?: string[] }

/**
 * Which mail settings a send used: a hash of SMTP_URL (with its password), the recipients and the
 * sender, so that changing any of them asks for a new test. The URL itself is never stored.
 */
export function mailSettingsFingerprint(env: Env = process.env): string {
  const parts = [env.SMTP_URL?.trim() ?? '', env.INQUIRY_NOTIFY_TO?.trim() ?? '', env.MAIL_FROM?.trim() ?? '']
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32)
}

export async function readTestEmailState(payload: Payload): Promise<TestEmailState> {
  return (await payload.kv.get<TestEmailState>(testEmailStateKey)) ?? {}
}

/** A send counts for the checklist only when it went out with the mail settings in force now. */
export function testSendIsCurrent(state: TestEmailState, env: Env = process.env): boolean {
  const success = state.lastSuccess
  if (!success || success.settings !== mailSettingsFingerprint(env)) return false
  // A later failure with the same settings means the settings no longer deliver.
  const failure = state.lastFailure
  return !(failure && failure.settings === success.settings && failure.at > success.at)
}

/** Sends allowed: one per `minIntervalMs`, at most `perHour` an hour (all admins together). */
export const testSendLimits = { minIntervalMs: 10_000, perHour: 20 }
/** A mail server that does not answer within this is reported as not answering (nodemailer would wait minutes). */
export const testSendTimeoutMs = 30_000

/** Why a transport failed, in words an administrator can act on; the server's own message follows it. */
const failureReasons: Record<string, AdminText> = {
  refused: tx(
    'Poštovní server spojení odmítl: neběží, nebo je v SMTP_URL chybná adresa či port.',
    'The mail server refused the connection: it is not running, or SMTP_URL has the wrong host or port.',
  ),
  notFound: tx(
    'Poštovní server se nepodařilo najít: název serveru v SMTP_URL neexistuje.',
    'The mail server could not be found: the host name in SMTP_URL does not exist.',
  ),
  timeout: tx('Poštovní server neodpověděl včas.', 'The mail server did not answer in time.'),
  auth: tx(
    'Poštovní server odmítl přihlášení: zkontrolujte jméno a heslo v SMTP_URL.',
    'The mail server refused the login: check the user name and password in SMTP_URL.',
  ),
  envelope: tx(
    'Poštovní server odmítl adresu příjemce nebo odesílatele (INQUIRY_NOTIFY_TO, MAIL_FROM).',
    'The mail server refused the recipient or sender address (INQUIRY_NOTIFY_TO, MAIL_FROM).',
  ),
  tls: tx(
    'Šifrované spojení (TLS) s poštovním serverem se nepodařilo navázat: zkontrolujte port a smtp:// nebo smtps:// v SMTP_URL.',
    'The encrypted (TLS) connection to the mail server failed: check the port and smtp:// or smtps:// in SMTP_URL.',
  ),
  other: tx('Odeslání se nepodařilo.', 'Sending failed.'),
}

export function failureReason(code: string): AdminText {
  return failureReasons[code] ?? failureReasons.other
}

/** Sorts a nodemailer error into one of the reasons above. */
export function classifyTransportError(error: unknown): string {
  const { code, message, responseCode } = (error ?? {}) as { code?: string; message?: string; responseCode?: number }
  const text = `${code ?? ''} ${message ?? ''}`
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH/.test(text)) return 'refused'
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(text)) return 'notFound'
  if (/ETIMEDOUT|timeout/i.test(text)) return 'timeout'
  if (code === 'EAUTH' || responseCode === 535) return 'auth'
  if (code === 'EENVELOPE') return 'envelope'
  if (code === 'ETLS' || /certificate|SSL|TLS/i.test(text)) return 'tls'
  return 'other'
}

/** The transport's message without credentials a URL in it might carry. */
function plainDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\/\/[^/@\s]*@/g, '//').slice(0, 300)
}

export type TestSendResult =
  | { ok: true; at: string; to: string }
  | { ok: false; problem: 'notConfigured'; missing: ('SMTP_URL' | 'INQUIRY_NOTIFY_TO')[] }
  | { ok: false; problem: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; problem: 'transport'; at: string; to: string; code: string; detail: string }

const subject = tx('Zkušební e-mail z webu kliniky', 'Test e-mail from the clinic’s website')
const body = tx(
  'Tento e-mail odeslal administrátor z kontrolního seznamu před spuštěním webu. Oznámení o nových poptávkách přijdou na tuto adresu stejnou cestou.',
  'An administrator sent this e-mail from the go-live checklist. Notifications of new inquiries will reach this address the same way.',
)

/**
 * Sends the test e-mail to the inquiry recipients and records the outcome. Refuses (without
 * sending) when SMTP_URL or INQUIRY_NOTIFY_TO is missing, and when sends come too often.
 */
export async function sendTestEmail(payload: Payload, env: Env = process.env, now: Date = new Date()): Promise<TestSendResult> {
  const configured = notificationSettings(env)
  if (!configured) {
    const missing = (['SMTP_URL', 'INQUIRY_NOTIFY_TO'] as const).filter((name) => !env[name]?.trim())
    return { ok: false, problem: 'notConfigured', missing }
  }
  const state = await readTestEmailState(payload)
  const hourAgo = now.getTime() - 3_600_000
  const attempts = (state.attempts ?? []).filter((at) => Date.parse(at) > hourAgo)
  const last = attempts.length > 0 ? Date.parse(attempts[attempts.length - 1]) : 0
  const wait = Math.max(
    last + testSendLimits.minIntervalMs - now.getTime(),
    attempts.length >= testSendLimits.perHour ? Date.parse(attempts[0]) + 3_600_000 - now.getTime() : 0,
  )
  if (wait > 0) return { ok: false, problem: 'rateLimited', retryAfterSeconds: Math.ceil(wait / 1000) }

  const at = now.toISOString()
  const to = configured.notifyTo
  const settings = mailSettingsFingerprint(env)
  // Counted before sending, so a slow or failing server cannot be hammered by repeated clicks.
  await payload.kv.set(testEmailStateKey, { ...state, attempts: [...attempts, at] } satisfies TestEmailState)
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('No answer within 30 s'), { code: 'ETIMEDOUT' })), testSendTimeoutMs)
    })
    // From the clinic, as the inquiry notifications: the test shows the sender name they will carry.
    const { from } = await emailSender(payload, 'cs')
    await Promise.race([
      payload.sendEmail({ from, to, subject: `${subject.cs} / ${subject.en}`, text: `${body.cs}\n\n${body.en}\n` }),
      timeout,
    ])
  } catch (error) {
    const failure: TestSendFailure = { at, to, settings, code: classifyTransportError(error), detail: plainDetail(error) }
    const latest = await readTestEmailState(payload)
    await payload.kv.set(testEmailStateKey, { ...latest, lastFailure: failure } satisfies TestEmailState)
    payload.logger.warn({ code: failure.code }, `Go-live test e-mail failed: ${failure.detail}`)
    return { ok: false, problem: 'transport', ...failure }
  } finally {
    clearTimeout(timer)
  }
  const latest = await readTestEmailState(payload)
  await payload.kv.set(testEmailStateKey, { ...latest, lastSuccess: { at, to, settings } } satisfies TestEmailState)
  return { ok: true, at, to }
}
