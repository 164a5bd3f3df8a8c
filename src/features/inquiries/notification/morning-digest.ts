import type { Payload, TaskConfig } from 'payload'
import { emailSender } from '@/content/email-sender'
import { metrics } from '@/platform/metrics.mjs'
import { answerDeadline, pragueDay, promiseState } from '../promise/promise-deadline'
import { type PromiseGroup, promiseWhere } from '../promise/promise-queries'
import { isWorkingDay } from '../promise/working-days'
import { type DigestContent, type DigestLine, morningDigestEmail } from './morning-digest-email'
import { notificationPreferences, notificationSettings } from './notification-settings'

/** At most this many inquiries per section; the rest are counted ("… and 12 more in the admin"). */
const linesPerSection = 100

async function linesOf(payload: Payload, group: PromiseGroup, now: Date): Promise<{ lines: DigestLine[]; total: number }> {
  const where = promiseWhere(group, now)
  if (!where) return { lines: [], total: 0 }
  const found = await payload.find({
    collection: 'inquiries',
    where,
    sort: 'createdAt',
    limit: linesPerSection,
    depth: 0,
    overrideAccess: true,
    select: { reference: true, kind: true, createdAt: true },
  })
  const lines = found.docs.map((inquiry) => ({
    id: inquiry.id,
    reference: inquiry.reference,
    kind: inquiry.kind,
    dueDay: answerDeadline(inquiry.createdAt).day,
    state: promiseState(inquiry.createdAt, now),
  }))
  return { lines, total: found.totalDocs }
}

export type MorningDigestResult = { sent: boolean; reason?: 'day-off' | 'not-configured' | 'already-sent' }

/**
 * Sends reception the working morning's e-mail: the unanswered inquiries that are late and those due
 * today (src/features/inquiries/promise). Nothing on weekends and Czech public holidays. Once per day however
 * many instances run it: the first to store the day's row in `reception-digests` (a unique day)
 * sends; the others find the day taken and stop. A failed send gives the day back and throws, so the
 * job's retry sends later; an instance that dies between the claim and the send loses that morning's
 * e-mail (the list and the dashboard still show everything).
 */
export async function sendMorningDigest(payload: Payload, now: Date = new Date()): Promise<MorningDigestResult> {
  const day = pragueDay(now)
  if (!isWorkingDay(day)) return { sent: false, reason: 'day-off' }
  const settings = notificationSettings()
  if (!settings) {
    payload.logger.warn('receptionMorningDigest: SMTP_URL or INQUIRY_NOTIFY_TO is not set; no morning e-mail.')
    return { sent: false, reason: 'not-configured' }
  }
  const late = await linesOf(payload, 'late', now)
  const dueToday = await linesOf(payload, 'dueToday', now)
  const content: DigestContent = { day, late: late.lines, lateTotal: late.total, dueToday: dueToday.lines, dueTodayTotal: dueToday.total }

  let claimId: number | string
  try {
    const claim = await payload.create({
      collection: 'reception-digests',
      data: { day, late: late.total, dueToday: dueToday.total },
      overrideAccess: true,
      depth: 0,
    })
    claimId = claim.id
  } catch (error) {
    const taken = await payload.count({ collection: 'reception-digests', where: { day: { equals: day } }, overrideAccess: true })
    if (taken.totalDocs > 0) return { sent: false, reason: 'already-sent' }
    throw error
  }

  const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
  const { language } = await notificationPreferences(payload)
  const { subject, text } = morningDigestEmail(content, siteUrl, language)
  const { from } = await emailSender(payload, language)
  let host = 'clinic.invalid'
  try {
    host = new URL(siteUrl).hostname || host
  } catch {}
  try {
    await payload.sendEmail({ from, to: settings.notifyTo, subject, text, messageId: `<reception-morning-${day}@${host}>` })
  } catch (error) {
    metrics().emailFailures.inc({ email: 'reception-morning-digest' })
    await payload.delete({ collection: 'reception-digests', id: claimId, overrideAccess: true })
    throw error
  }
  await payload.update({
    collection: 'reception-digests',
    id: claimId,
    data: { sentAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return { sent: true }
}

/**
 * Each working morning at 7:30 on the server's clock (Europe/Prague: src/platform/server/serve.mjs sets TZ
 * when it is not set), queued by the default queue's schedule like the retention job. The handler
 * itself skips holidays and sends at most once a day.
 */
export const receptionMorningDigestTask: TaskConfig<{ input: object; output: { sent: boolean } }> = {
  slug: 'receptionMorningDigest',
  label: 'E-mail reception what is due today and late',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } },
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  schedule: [{ cron: '30 7 * * 1-5', queue: 'default' }],
  handler: async ({ req }) => {
    const result = await sendMorningDigest(req.payload)
    req.payload.logger.info(`receptionMorningDigest: ${result.sent ? 'sent' : `not sent (${result.reason})`}.`)
    return { output: { sent: result.sent } }
  },
}
