/**
 * A deploy's SIGTERM while the server's jobs runner is sending an inquiry's notification e-mail:
 * the job finishes (the clinic gets the e-mail, the job is complete) before the process exits 0;
 * or, when it cannot finish within SHUTDOWN_TIMEOUT_MS, it is handed back — not left "processing"
 * forever — for the next run. The SMTP peer is real (smtp-server) and holds its answer to DATA.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { Database } from '../faults/harness'
import { type HoldingSmtpPeer, startHoldingSmtpPeer } from '../support/holding-smtp-peer'
import { dataFolder, type DataFolder, type ImageServer, jsonLines, sleep, startImage } from './harness'

type Peer = HoldingSmtpPeer & { accepted: string[]; arrived: Promise<void> }

/** An SMTP server that waits `holdMs` before it accepts a message's data. */
async function holdingSmtpPeer(holdMs: number): Promise<Peer> {
  const accepted: string[] = []
  let arrived: () => void = () => {}
  const arrival = new Promise<void>((resolve) => (arrived = resolve))
  const peer = await startHoldingSmtpPeer({ holdMs, onData: () => arrived(), onAccepted: (text) => accepted.push(text) })
  return Object.assign(peer, { accepted, arrived: arrival })
}

/**
 * The jobs runner sends the notification at the next minute of its schedule; on a busy machine a
 * run may miss that minute (one ended 75 s after the inquiry in CI), so two minutes and a margin.
 */
const notificationWaitMs = 135_000
async function notificationArrives(peer: Peer): Promise<void> {
  const timeout = sleep(notificationWaitMs).then(() => Promise.reject(new Error(`no notification within ${notificationWaitMs / 1000} s`)))
  await Promise.race([peer.arrived, timeout])
}

/** Sends a call-back request; the visitor's receipt is the reference, the id is read as staff would (the database). */
async function sendCallMe(baseUrl: string, db: string) {
  const response = await fetch(`${baseUrl}/api/v1/inquiries/call-me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: '+420 777 123 456', locationUrl: '/kontakt', lang: 'cs' }),
  })
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const database = new Database(db)
  try {
    const row = database.prepare('SELECT id FROM inquiries WHERE reference = ?').get(reference) as { id: number }
    return { id: row.id, reference }
  } finally {
    database.close()
  }
}

function notificationJob(db: string, inquiryId: number) {
  const database = new Database(db)
  try {
    return database
      .prepare(
        "SELECT processing, completed_at AS completedAt, has_error AS hasError FROM payload_jobs WHERE task_slug = 'notifyInquiry' AND input LIKE ?",
      )
      .get(`%"${inquiryId}"%`)
  } finally {
    database.close()
  }
}

let data: DataFolder | undefined
let server: ImageServer | undefined
let peer: Peer | undefined
afterEach(async () => {
  await server?.stop()
  await peer?.close()
  data?.dispose()
})

describe('SIGTERM while a job runs', () => {
  it('the running notification job finishes (e-mail accepted, job complete), then the server exits 0', async () => {
    peer = await holdingSmtpPeer(3_000)
    data = dataFolder()
    server = await startImage(data, { SMTP_URL: peer.url, INQUIRY_NOTIFY_TO: 'recepce@clinic.example' })
    const inquiry = await sendCallMe(server.baseUrl, data.db)
    // The jobs runner takes the notification at its next minute.
    await notificationArrives(peer)
    server.child.kill('SIGTERM')
    const exit = await server.exit
    expect(exit).toEqual({ code: 0, signal: null })
    expect(peer.accepted.length).toBe(1)
    expect(peer.accepted[0]).toContain(inquiry.reference)
    // Done: Payload deletes a completed job, so none is left waiting or processing for this inquiry.
    const job = notificationJob(data.db, inquiry.id)
    expect(job === undefined || (Boolean(job.completedAt) && job.processing === 0 && job.hasError === 0), JSON.stringify(job)).toBe(true)
  })

  it('a job that cannot finish by SHUTDOWN_TIMEOUT_MS is handed back (not left processing), and the server still exits 0', async () => {
    peer = await holdingSmtpPeer(60_000)
    data = dataFolder()
    server = await startImage(data, { SMTP_URL: peer.url, INQUIRY_NOTIFY_TO: 'recepce@clinic.example', SHUTDOWN_TIMEOUT_MS: '1500' })
    const inquiry = await sendCallMe(server.baseUrl, data.db)
    await notificationArrives(peer)
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const exit = await server.exit
    expect(exit).toEqual({ code: 0, signal: null })
    expect(Date.now() - signalled).toBeLessThan(10_000)
    expect(peer.accepted).toEqual([])
    const job = notificationJob(data.db, inquiry.id)
    expect(job).toMatchObject({ processing: 0 })
    expect(job?.completedAt).toBeFalsy()
    expect(jsonLines(server).some((line) => line.msg === 'shutdown: job released unfinished; it runs again later')).toBe(true)
  })
})
