/**
 * Scheduled publishing reaches visitors: a draft change scheduled the way the admin's "Naplánovat
 * publikaci" does (the Prague time typed as "29. 11. 2026 15:33", to the minute, through its
 * endpoint) is published by the server's own jobs runner (outside any request) at that minute, not
 * before, and the public page shows it within 5 s of the publication, with no other save. Before,
 * the refresh the job asked for was refused (401).
 */
import { formatInPrague } from '@/platform/cms/prague-time'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminAuthorization, type DataFolder, dataFolder, type Server, send, sleep, startServer } from '../faults/harness'

let data: DataFolder
let server: Server

beforeAll(async () => {
  data = dataFolder()
  server = await startServer(data)
})

afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

it('a change scheduled for a minute in Prague time is published at that minute and on the public page within 5 s, without any other save', async () => {
  const { baseUrl } = server
  const authorization = await adminAuthorization(baseUrl)
  const listed = await send({ baseUrl, method: 'GET', path: '/api/procedures?limit=1&depth=0&locale=cs&where[_status][equals]=published' })
  const procedure = (listed.json as { docs: Array<{ id: number; slug: string; name: string }> }).docs[0]
  const pagePath = `/zakroky/${procedure.slug}`
  expect((await send({ baseUrl, method: 'GET', path: pagePath })).body).toContain(procedure.name)

  // The editor saves a draft: visitors keep seeing the published name.
  const newName = `${procedure.name} – naplánováno ${Date.now() % 100000}`
  const draft = await send({
    baseUrl,
    method: 'PATCH',
    path: `/api/procedures/${procedure.id}?draft=true&locale=cs`,
    body: JSON.stringify({ name: newName }),
    headers: { 'content-type': 'application/json', authorization },
  })
  expect(draft.status).toBe(200)
  expect((await send({ baseUrl, method: 'GET', path: pagePath })).body).not.toContain(newName)

  // …and schedules its publication for the next whole minute at least 20 s away, in Prague time;
  // the server's jobs runner (every minute) publishes it.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  const schedulePath = `/api/procedures/${procedure.id}/scheduled-publications`
  const json = { 'content-type': 'application/json', authorization }
  const scheduled = await send({
    baseUrl,
    path: schedulePath,
    body: JSON.stringify({ type: 'publish', at: formatInPrague(at), locale: 'cs' }),
    headers: json,
  })
  expect(scheduled.status, scheduled.body).toBe(201)
  const waiting = async () =>
    ((await send({ baseUrl, method: 'GET', path: schedulePath, headers: { authorization } })).json as { publications: { at: string }[] })
      .publications
  expect((await waiting()).map((publication) => publication.at)).toEqual([at.toISOString()])

  // The published document (Payload's API, never cached) tells when the job has published it.
  const publishedName = async () =>
    (
      (await send({ baseUrl, method: 'GET', path: `/api/procedures/${procedure.id}?locale=cs&depth=0` })).json as
        | { name?: string }
        | undefined
    )?.name
  const deadline = at.getTime() + 90_000
  let publishedAt: number | undefined
  let shownAt: number | undefined
  while (Date.now() < deadline && !shownAt) {
    const checkedAt = Date.now()
    if (!publishedAt && (await publishedName()) === newName) publishedAt = checkedAt
    if ((await send({ baseUrl, method: 'GET', path: pagePath })).body.includes(newName)) {
      shownAt = Date.now()
      // Published between the two reads: it happened after `checkedAt` (which overstates the delay).
      publishedAt ??= checkedAt
    } else await sleep(200)
  }
  expect(publishedAt, `the job did not publish within 90 s of its time; server log:\n${server.log.join('').slice(-2000)}`).toBeDefined()
  // At its minute: not before (the draft was still unpublished when read before it), and by the
  // runner's next round (every minute) after it.
  expect(publishedAt!).toBeGreaterThanOrEqual(at.getTime())
  expect(publishedAt! - at.getTime()).toBeLessThan(75_000)
  expect(shownAt, `the page never showed the scheduled name; server log:\n${server.log.join('').slice(-2000)}`).toBeDefined()
  console.log(
    `[server] scheduled publish seen ${((publishedAt! - at.getTime()) / 1000).toFixed(1)} s after its minute, on the page ${((shownAt! - publishedAt!) / 1000).toFixed(1)} s after that`,
  )
  expect(shownAt! - publishedAt!).toBeLessThan(5000)
  expect(await waiting()).toEqual([])
})
