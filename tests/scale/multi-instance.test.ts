/**
 * Two instances of the production image on PostgreSQL, Redis and an S3-protocol server, as the
 * clinic runs them behind a load balancer (issue "Scale out"). Each test asserts what a visitor,
 * the staff or the clinic sees; the counts are printed for the closing note.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newVisitor, renameFaqTopic, sendCallMe, sendInquiry, sleep } from '../faults/harness'
import { backupCli } from '../support/backup-cli'
import { photoChecksums, startEmptyTarget, storeUnnamedPhoto } from './backup-drill'
import { type Cluster, startCluster, staffAuthorization } from './cluster'

let cluster: Cluster
let a: Cluster['instances'][number]
let b: Cluster['instances'][number]

beforeAll(async () => {
  cluster = await startCluster({ instances: 2, jobLeaseSeconds: 15 })
  ;[a, b] = cluster.instances
})
afterAll(async () => {
  await cluster?.stop()
})

/** Waits until `done()` holds, polling; returns the seconds it took (or throws after `timeoutMs`). */
async function within(timeoutMs: number, done: () => Promise<boolean> | boolean, what: string): Promise<number> {
  const started = Date.now()
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await sleep(200)
  }
  return (Date.now() - started) / 1000
}

const referenceOf = (answer: { json?: Record<string, unknown> }) => String(answer.json?.reference ?? '')
const mailsFor = (references: string[]) =>
  cluster.mails.filter((mail) => references.some((reference) => mail.messageId === `<inquiry-${reference}@127.0.0.1>`))

describe('two instances, one clinic', () => {
  it('a save through instance A is on the page instance B serves within 5 s', async () => {
    const page = `${b.baseUrl}/caste-dotazy`
    expect((await fetch(page)).status).toBe(200) // B has the page cached now
    const name = `Dotazy k objednání ${Date.now()}`
    const { answer } = await renameFaqTopic(a.baseUrl, await staffAuthorization(a.baseUrl), name)
    expect(answer.status).toBe(200)
    const seconds = await within(10_000, async () => (await (await fetch(page)).text()).includes(name), 'the renamed topic on B')
    console.log(`[scale] a save on A shown by B after ${seconds.toFixed(1)} s`)
    expect(seconds).toBeLessThanOrEqual(5)
  })

  it('an inquiry with photos sent to A is listed through B, its photos shown to staff through B only, and nothing is on A’s disk', async () => {
    const sent = await sendInquiry(a.baseUrl, 2)
    expect(sent.answer.status).toBe(201)
    const reference = referenceOf(sent.answer)
    const authorization = await staffAuthorization(b.baseUrl)
    const listed = await fetch(`${b.baseUrl}/api/inquiries?where[reference][equals]=${reference}&depth=1`, { headers: { authorization } })
    expect(listed.status).toBe(200)
    const docs = ((await listed.json()) as { docs: Array<{ photos: Array<{ url: string; mimeType: string }> }> }).docs
    expect(docs.length).toBe(1)
    expect(docs[0].photos.length).toBe(2)
    for (const photo of docs[0].photos) {
      const url = new URL(photo.url, b.baseUrl)
      const asStaff = await fetch(`${b.baseUrl}${url.pathname}`, { headers: { authorization } })
      expect(asStaff.status).toBe(200)
      expect(asStaff.headers.get('content-type')).toMatch(/^image\//)
      const bytes = new Uint8Array(await asStaff.arrayBuffer())
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]) // the JPEG the visitor sent, re-encoded
      expect((await fetch(`${b.baseUrl}${url.pathname}`)).status).toBeGreaterThanOrEqual(401)
      expect((await fetch(`${a.baseUrl}${url.pathname}`)).status).toBeGreaterThanOrEqual(401)
    }
    const photosOnDisk = path.join(a.dataDir, 'private/inquiry-photos')
    expect(existsSync(photosOnDisk) ? readdirSync(photosOnDisk).filter((name) => !name.startsWith('.')) : []).toEqual([])
  })

  it('a visitor’s inquiry limit holds across instances (5 per 10 minutes, counted in PostgreSQL)', async () => {
    const visitor = newVisitor()
    const statuses: number[] = []
    for (const server of [a, b, a, b, a, b, a]) statuses.push((await sendInquiry(server.baseUrl, 0, visitor)).answer.status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
  })

  it('40 inquiries spread over both instances: exactly 40 notification e-mails, none twice', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => sendCallMe((i % 2 ? b : a).baseUrl)))
    expect(answers.map((sent) => sent.answer.status)).toEqual(Array(40).fill(201))
    const references = answers.map((sent) => referenceOf(sent.answer))
    // Both instances' job runners wake each minute and compete for the same jobs.
    const seconds = await within(200_000, () => mailsFor(references).length >= 40, '40 e-mails')
    // One more round of both runners: a double claim would show up now.
    await sleep(65_000)
    const mails = mailsFor(references)
    const byInstance = { A: mails.filter((mail) => mail.instance === 'A').length, B: mails.filter((mail) => mail.instance === 'B').length }
    console.log(
      `[scale] 40 inquiries → ${mails.length} e-mails (${new Set(mails.map((mail) => mail.messageId)).size} distinct) in ${seconds.toFixed(0)} s; sent by A ${byInstance.A}, by B ${byInstance.B}`,
    )
    expect(mails.length).toBe(40)
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(40)
  })

  it('a backup taken while inquiries arrive restores into a new PostgreSQL and new buckets: every inquiry acknowledged before its snapshot, photos byte for byte, no file without its record; a wrong key or a damaged file writes nothing', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'clinic-backup-drill-'))
    const target = await startEmptyTarget()
    try {
      const keyFile = path.join(folder, 'clinic-backup.key')
      const otherKeyFile = path.join(folder, 'another.key')
      const made = await backupCli('key', keyFile)
      expect(made.code, made.stderr).toBe(0)
      expect((await backupCli('key', otherKeyFile)).code).toBe(0)
      const recipient = made.stdout.match(/age1[0-9a-z]+/)?.[0] ?? ''

      // Visitors keep sending inquiries with a photo, to both instances, before, during and after the backup.
      const acknowledged: Array<{ reference: string; at: number }> = []
      let writing = true
      const writer = (async () => {
        for (let i = 0; writing && i < 40; i++) {
          const sent = await sendInquiry((i % 2 ? b : a).baseUrl, 1)
          if (sent.answer.status === 201) acknowledged.push({ reference: referenceOf(sent.answer), at: Date.now() })
          await sleep(100)
        }
      })()
      await within(60_000, () => acknowledged.length >= 4, 'inquiries before the backup')
      // A photo file no record names (a failed upload) is always there to be left out; photos stored
      // after the snapshot while inquiries keep arriving are left out the same way when the race occurs.
      const unnamedPhoto = `failed-upload-${Date.now()}.jpg`
      await storeUnnamedPhoto(cluster.env, unnamedPhoto, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))
      const backupStarted = Date.now()
      const file = path.join(folder, 'clinic.backup.age')
      const backup = await backupCli('backup', file, { ...cluster.env, BACKUP_RECIPIENTS: recipient })
      const backupEnded = Date.now()
      await within(60_000, () => acknowledged.some((item) => item.at > backupEnded), 'an inquiry after the backup').catch(() => 0)
      writing = false
      await writer
      expect(backup.code, backup.stderr).toBe(0)
      const before = acknowledged.filter((item) => item.at < backupStarted).map((item) => item.reference)
      const during = acknowledged.filter((item) => item.at >= backupStarted && item.at <= backupEnded).length

      // Refused restores write nothing.
      const damaged = path.join(folder, 'damaged.age')
      const bytes = readFileSync(file)
      bytes[Math.floor(bytes.length * 0.6)] ^= 0x01
      writeFileSync(damaged, bytes)
      const wrongKey = await backupCli('restore', file, { ...target.env, BACKUP_IDENTITY_FILE: otherKeyFile })
      expect(wrongKey.code).toBe(1)
      expect(wrongKey.stderr).toContain('The key does not open this backup')
      const brokenFile = await backupCli('restore', damaged, { ...target.env, BACKUP_IDENTITY_FILE: keyFile })
      expect(brokenFile.code).toBe(1)
      expect(brokenFile.stderr).toMatch(/Restore refused: The backup is damaged|does not match its checksum/)
      expect(await target.tables()).toBe(0)
      expect(await target.objects()).toBe(0)

      const restored = await backupCli('restore', file, { ...target.env, BACKUP_IDENTITY_FILE: keyFile })
      expect(restored.code, restored.stderr).toBe(0)

      // Every inquiry acknowledged before the snapshot, with each of its photos, byte for byte.
      const photosOf = (rows: Array<{ reference: string; filename: string }>) => rows.map((row) => row.filename).sort()
      const photoQuery =
        "SELECT i.reference, p.filename FROM inquiries i JOIN inquiries_rels r ON r.parent_id = i.id AND r.path = 'photos' " +
        'JOIN inquiry_photos p ON p.id = r.inquiry_photos_id WHERE i.reference = ANY($1)'
      const sourcePhotos = await cluster.query<{ reference: string; filename: string }>(photoQuery, [before])
      const restoredPhotos = await target.query<{ reference: string; filename: string }>(photoQuery, [before])
      const restoredInquiries = await target.query<{ reference: string }>('SELECT reference FROM inquiries WHERE reference = ANY($1)', [
        before,
      ])
      expect(restoredInquiries.map((row) => row.reference).sort()).toEqual([...before].sort())
      expect(sourcePhotos.length).toBe(before.length)
      expect(photosOf(restoredPhotos)).toEqual(photosOf(sourcePhotos))
      const filenames = photosOf(sourcePhotos)
      const sourceSums = await photoChecksums(cluster.env, filenames)
      const restoredSums = await target.photoChecksums(filenames)
      expect(restoredSums.size).toBe(filenames.length)
      expect(restoredSums).toEqual(sourceSums)

      // No orphans: every restored photo file (original and thumbnail) belongs to a restored inquiry,
      // and every photo file a restored inquiry names is there with the original's bytes; no media
      // or document file is restored without its record either.
      const namesIn = (rows: Array<Record<string, string | null>>) =>
        rows
          .flatMap(Object.values)
          .filter((name): name is string => Boolean(name))
          .sort()
      const namedPhotos = namesIn(
        await target.query(
          'SELECT p.filename, p.sizes_thumbnail_filename FROM inquiries i ' +
            "JOIN inquiries_rels r ON r.parent_id = i.id AND r.path = 'photos' JOIN inquiry_photos p ON p.id = r.inquiry_photos_id",
        ),
      )
      const storedPhotos = await target.fileNames('inquiry-photos')
      expect(storedPhotos.filter((name) => !namedPhotos.includes(name))).toEqual([])
      expect(namedPhotos.filter((name) => !storedPhotos.includes(name))).toEqual([])
      const everyPhotoSum = await target.photoChecksums(namedPhotos)
      expect(everyPhotoSum.size).toBe(namedPhotos.length)
      expect(everyPhotoSum).toEqual(await photoChecksums(cluster.env, namedPhotos))
      const namedMedia = namesIn(
        await target.query(
          'SELECT filename, sizes_thumbnail_filename, sizes_card_filename, sizes_wide_filename, sizes_og_filename FROM media',
        ),
      )
      const restoredMedia = await target.fileNames('media')
      expect(restoredMedia.filter((name) => !namedMedia.includes(name))).toEqual([])
      const namedDocuments = namesIn(await target.query('SELECT filename FROM documents'))
      expect((await target.fileNames('documents')).filter((name) => !namedDocuments.includes(name))).toEqual([])
      // Files no record in the snapshot names were left out: the failed upload, and photos stored after
      // the snapshot, before the backup listed the bucket (as many as the race produced this time).
      const leftOut = Number(backup.stdout.match(/inquiry-photos: \d+ files, (\d+) left out/)?.[1] ?? 0)
      expect(leftOut, backup.stdout).toBeGreaterThan(0)
      expect(storedPhotos).not.toContain(unnamedPhoto)

      const [{ n: documents }] = await target.query<{ n: string }>(
        'SELECT (SELECT count(*) FROM pages) + (SELECT count(*) FROM procedures) + (SELECT count(*) FROM inquiries) AS n',
      )
      console.log(
        `[scale] restore drill: backup of ${(bytes.length / 1024 / 1024).toFixed(1)} MB in ${backup.seconds.toFixed(1)} s while ${during} inquiries were acknowledged; ` +
          `${before.length} inquiries acknowledged before it, all restored with ${filenames.length} photos (checksums equal); ` +
          `${storedPhotos.length} photo files restored, all of restored inquiries (0 orphans), ${leftOut} unnamed by the snapshot left out (1 failed upload, ${leftOut - 1} stored after it); ${await target.objects()} files and ${documents} pages, procedures and inquiries in the new PostgreSQL + S3, restored in ${restored.seconds.toFixed(1)} s; ` +
          'wrong key and damaged file refused with nothing written',
      )
    } finally {
      await target.stop()
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('PostgreSQL down: every inquiry and call-back, with photos or without, is a 503 asking to try again, never a 500; both instances take them again once it is back', async () => {
    await cluster.pauseDatabase()
    let during: Awaited<ReturnType<typeof sendCallMe>>[]
    let page: { status: number; retryAfter: string | null; html: string }
    let sitemap: { status: number; retryAfter: string | null }
    try {
      during = await Promise.all(
        [a, b].flatMap((server) => [sendCallMe(server.baseUrl), sendInquiry(server.baseUrl, 0), sendInquiry(server.baseUrl, 3)]),
      )
      // A page no one asked for before: nothing cached to show, so it cannot render.
      const answer = await fetch(`${b.baseUrl}/de/seite-${Date.now()}`)
      page = { status: answer.status, retryAfter: answer.headers.get('retry-after'), html: await answer.text() }
      const map = await fetch(`${a.baseUrl}/sitemap.xml`)
      sitemap = { status: map.status, retryAfter: map.headers.get('retry-after') }
      await map.arrayBuffer()
    } finally {
      await cluster.resumeDatabase()
    }
    // The server's own outage page (src/platform/server/outage-page.mjs), in German, readable as sent (no
    // script); never Next's English "Application error" nor its error shell, blank without script.
    console.log(`[scale] PostgreSQL stopped: an uncached German page answers ${page.status}, sitemap.xml ${sitemap.status}`)
    expect([page.status, page.retryAfter]).toEqual([503, '60'])
    expect(page.html).toContain('<html lang="de">')
    expect(page.html).toContain('<h1>Die Website ist kurz nicht erreichbar</h1>')
    expect(page.html).not.toContain('<script')
    // Crawlers are told to come back, not that the sitemap broke (a prerendered copy answers 200).
    expect(sitemap.status === 200 || (sitemap.status === 503 && sitemap.retryAfter === '60'), `sitemap.xml: ${sitemap.status}`).toBe(true)
    const answers = during.map((sent) => `${sent.kind}+${sent.photos} → ${sent.answer.status}`)
    console.log(`[scale] PostgreSQL stopped: ${answers.join(', ')}`)
    expect(during.map((sent) => sent.answer.status)).toEqual(Array(6).fill(503))
    expect(during.map((sent) => sent.answer.json?.error)).toEqual(Array(6).fill('unavailable'))
    expect(during.every((sent) => sent.answer.headers?.['retry-after'] === '60')).toBe(true)
    for (const server of [a, b]) {
      const seconds = await within(
        30_000,
        async () => (await sendInquiry(server.baseUrl, 1)).answer.status === 201,
        'an inquiry taken again',
      )
      console.log(`[scale] PostgreSQL back: an inquiry with a photo taken again after ${seconds.toFixed(1)} s`)
    }
  })

  it('instance A killed with kill -9 mid-load: every 2xx stored, B keeps serving, A’s unfinished jobs are done by B', async () => {
    // Slow e-mail: A will be in the middle of sending when it dies.
    for (const peer of cluster.peers) peer.holdMs = 5_000
    // Contact-form inquiries here: the site-wide call-back limit (80 in 10 minutes) was used up above.
    // B is paused (SIGSTOP) while A's runner takes these jobs: otherwise B's runner may claim all
    // twenty first and A would never be mid-send when it dies. B resumes before the kill.
    b.child.kill('SIGSTOP')
    const nextSend = cluster.nextSend()
    let sender: string
    let before: Awaited<ReturnType<typeof sendInquiry>>[]
    try {
      before = await Promise.all(Array.from({ length: 20 }, () => sendInquiry(a.baseUrl, 0)))
      // A's runner wakes each minute; wait until it hands an e-mail to its SMTP peer.
      sender = await Promise.race([nextSend, sleep(90_000).then(() => 'nobody within 90 s')])
    } finally {
      b.child.kill('SIGCONT')
    }
    expect(sender).toBe('A')
    // Now, with inquiries in flight to both instances, kill A without warning.
    const burst = Array.from({ length: 20 }, (_, i) => sendInquiry((i % 2 ? b : a).baseUrl, 0))
    await sleep(150)
    const sendingAtKill = cluster.peers[0].sending
    a.child.kill('SIGKILL')
    await a.exit
    const during = await Promise.all(burst)
    const after = await Promise.all(Array.from({ length: 6 }, () => sendInquiry(b.baseUrl, 0)))
    const answers = [...before, ...during, ...after]
    const ok = answers.filter((sent) => sent.answer.status === 201)
    const failedOnA = answers.filter((sent) => sent.answer.status === 0).length
    expect(
      answers.filter((sent) => ![201, 0].includes(sent.answer.status) && sent.answer.status < 500).map((sent) => sent.answer.status),
    ).toEqual([])
    // B keeps serving: its inquiries after the kill are all accepted and its pages answer.
    expect(after.map((sent) => sent.answer.status)).toEqual(Array(6).fill(201))
    expect(during.filter((_, i) => i % 2).every((sent) => sent.answer.status === 201)).toBe(true)
    expect((await fetch(`${b.baseUrl}/`)).status).toBe(200)
    // Every 2xx is stored.
    const references = ok.map((sent) => referenceOf(sent.answer))
    const stored = await cluster.query<{ reference: string }>('SELECT reference FROM inquiries WHERE reference = ANY($1)', [references])
    expect(stored.length).toBe(references.length)
    // Every stored inquiry gets its e-mail, A's half-sent ones from B after the lease (15 s). B alone
    // now has up to 46 jobs and its runner takes 20 each minute: three of its minutes at most.
    for (const peer of cluster.peers) peer.holdMs = 0
    const seconds = await within(
      240_000,
      () => new Set(mailsFor(references).map((mail) => mail.messageId)).size >= references.length,
      'an e-mail for every stored inquiry',
    )
    // E-mails A handed over just before it died count above, but their jobs are done (again, with the
    // same Message-ID) only when B's runner takes them after the lease: up to two more of its minutes.
    const pendingJobs = async () =>
      Number(
        (
          await cluster.query<{ n: string }>(
            "SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'notifyInquiry' AND completed_at IS NULL",
          )
        )[0].n,
      )
    await within(150_000, async () => (await pendingJobs()) === 0, 'every notification job completed').catch(() => undefined)
    const pending = [{ n: String(await pendingJobs()) }]
    const mails = mailsFor(references)
    const distinct = new Set(mails.map((mail) => mail.messageId)).size
    console.log(
      `[scale] kill -9 of A with ${sendingAtKill} e-mail(s) in flight: ${ok.length} of ${answers.length} answered 201 (${failedOnA} lost with A's connections), ${stored.length} stored; ` +
        `${distinct} inquiries e-mailed (${mails.length - distinct} resent with the same Message-ID) within ${seconds.toFixed(0)} s; ${pending[0].n} notification jobs left`,
    )
    expect(distinct).toBe(references.length)
    expect(Number(pending[0].n)).toBe(0)
  })
})
