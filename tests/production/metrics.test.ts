/**
 * The metrics an operator scrapes (issue 26, point 3): Prometheus text at /metrics, only with the
 * METRICS_TOKEN, counting what the clinic must watch — inquiries accepted and refused, the
 * notification e-mails waiting (SMTP down here: nothing listens on its port) and failing, the
 * health of the database and storage, requests by route group, and the process's memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../faults/harness'
import { dataFolder, type DataFolder, type ImageServer, operatorToken, sleep, startImage } from './harness'

const token = operatorToken
let server: ImageServer
let data: DataFolder

beforeAll(async () => {
  data = dataFolder()
  const smtpDown = await freePort()
  server = await startImage(data, {
    SMTP_URL: `smtp://127.0.0.1:${smtpDown}`,
    INQUIRY_NOTIFY_TO: 'reception@production.example',
  })
})

afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

const scrape = (authorization?: string) => fetch(`${server.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} })

/** One sample's value from the Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const callMe = (phoneNumber: string) =>
  fetch(`${server.baseUrl}/api/v1/inquiries/call-me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ phoneNumber, locationUrl: `${server.baseUrl}/`, lang: 'cs' }),
  })

describe('/metrics', () => {
  it('answers nobody without the token', async () => {
    const anonymous = await scrape()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: 'unauthorized' })
    expect((await scrape(`Bearer ${token.slice(0, -1)}x`)).status).toBe(401)
  })

  it('counts inquiries, the unsent notification and its failed e-mail, requests, health and memory', async () => {
    expect((await callMe('+420 777 123 456')).status).toBe(201)
    expect((await callMe('not a phone')).status).toBe(422)
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200)

    // The notification queue runs every minute (SMTP is down here): wait for its first attempt.
    let text = ''
    for (let waited = 0; waited < 80_000; waited += 1_000) {
      const answer = await scrape(`Bearer ${token}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toContain('text/plain')
      text = await answer.text()
      if ((sample(text, 'clinic_email_failures_total{email="inquiry-notification"}') ?? 0) >= 1) break
      await sleep(1_000)
    }
    expect(sample(text, 'clinic_inquiries_total{kind="call-me",outcome="accepted"}')).toBe(1)
    expect(sample(text, 'clinic_inquiries_total{kind="call-me",outcome="refused"}')).toBe(1)
    expect(sample(text, 'clinic_email_failures_total{email="inquiry-notification"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'clinic_notification_queue_depth')).toBe(1)
    expect(sample(text, 'clinic_notification_oldest_pending_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'clinic_dependency_up{dependency="database"}')).toBe(1)
    expect(sample(text, 'clinic_dependency_up{dependency="storage"}')).toBe(1)
    expect(sample(text, 'clinic_http_requests_total{route="inquiry-call-me",method="POST",status="201"}')).toBe(1)
    expect(sample(text, 'clinic_http_requests_total{route="inquiry-call-me",method="POST",status="422"}')).toBe(1)
    expect(sample(text, 'clinic_http_requests_total{route="page",method="GET",status="200"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'clinic_http_request_duration_seconds_count{route="page"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'clinic_process_resident_memory_bytes')).toBeGreaterThan(50 * 1024 * 1024)
    // Nothing a visitor sent is in it.
    expect(text).not.toContain('777 123 456')
  })
})
