/**
 * Backups of the single-box shape (issue 26 point 1): SQLite and the upload folders under DATA_DIR,
 * through the commands an operator runs (npm run migrate / backup:key / backup / restore), on the
 * schema of the committed migrations. The PostgreSQL + S3 shape is the restore drill of the scale-out
 * stage (tests/scale/multi-instance.test.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupCli, migrateCli } from '../support/backup-cli'

const work = mkdtempSync(path.join(os.tmpdir(), 'clinic-backup-test-'))
const source = path.join(work, 'source')
const keyFile = path.join(work, 'backup.key')
const otherKeyFile = path.join(work, 'other.key')
const backupFile = path.join(work, 'clinic.backup.age')
let recipient = ''

/** Every file under `dir` with its SHA-256, by path relative to it. */
function checksums(dir: string): Record<string, string> {
  const sums: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    sums[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex')
  }
  return sums
}

function openDatabase(dir: string, readOnly = true) {
  const database = new DatabaseSync(path.join(dir, 'clinic.db'), { readOnly })
  database.exec('PRAGMA busy_timeout = 5000')
  return database
}

const rows = (dir: string) => {
  const database = openDatabase(dir)
  try {
    return database.prepare('SELECT reference, name FROM inquiries ORDER BY reference').all() as Array<{ reference: string; name: string }>
  } finally {
    database.close()
  }
}

/** The files the records of DATA_DIR `dir` name: media with its sizes, documents, and the photos of its inquiries. */
function namedFiles(dir: string): string[] {
  const database = openDatabase(dir)
  try {
    const select = (query: string) => (database.prepare(query).all() as Array<Record<string, string | null>>).flatMap(Object.values)
    const media = select(
      'SELECT filename, sizes_thumbnail_filename, sizes_card_filename, sizes_wide_filename, sizes_og_filename FROM media',
    )
    const documents = select('SELECT filename FROM documents')
    const photos = select(
      'SELECT p.filename, p.sizes_thumbnail_filename FROM inquiries i ' +
        "JOIN inquiries_rels r ON r.parent_id = i.id AND r.path = 'photos' JOIN inquiry_photos p ON p.id = r.inquiry_photos_id",
    )
    return [
      ...media.map((name) => `media/${name}`),
      ...documents.map((name) => `documents/${name}`),
      ...photos.map((name) => `private/inquiry-photos/${name}`),
    ].sort()
  } finally {
    database.close()
  }
}

/** As the intake stores an inquiry: its photo files first, then the inquiry and the photos' records in one transaction. */
function storeInquiry(database: DatabaseSync, reference: string, photos: number) {
  const files: Array<{ original: string; thumbnail: string }> = []
  for (let index = 0; index < photos; index++) {
    const name = randomUUID()
    const file = { original: `${name}.jpg`, thumbnail: `${name}-320x240.jpg` }
    writeFileSync(path.join(source, 'private/inquiry-photos', file.original), randomBytes(4_000))
    writeFileSync(path.join(source, 'private/inquiry-photos', file.thumbnail), randomBytes(1_000))
    files.push(file)
  }
  database.exec('BEGIN IMMEDIATE')
  const { id } = database
    .prepare('INSERT INTO inquiries (reference, name) VALUES (?, ?) RETURNING id')
    .get(reference, `Pacientka ${reference}`) as {
    id: number
  }
  files.forEach((file, order) => {
    const photo = database
      .prepare('INSERT INTO inquiry_photos (filename, mime_type, sizes_thumbnail_filename) VALUES (?, ?, ?) RETURNING id')
      .get(file.original, 'image/jpeg', file.thumbnail) as { id: number }
    database
      .prepare('INSERT INTO inquiries_rels ("order", parent_id, path, inquiry_photos_id) VALUES (?, ?, \'photos\', ?)')
      .run(order + 1, id, photo.id)
  })
  database.exec('COMMIT')
}

beforeAll(async () => {
  // A small site as a clinic's single box holds it: the real schema in WAL mode, media with its
  // sizes, a document, inquiries with photos, and a file no record names (an upload that failed).
  mkdirSync(source)
  const migrated = await migrateCli({ DATA_DIR: source, PAYLOAD_SECRET: 'backup-test-secret' })
  expect(migrated.code, migrated.stderr).toBe(0)
  mkdirSync(path.join(source, 'media'), { recursive: true })
  mkdirSync(path.join(source, 'documents'), { recursive: true })
  mkdirSync(path.join(source, 'private/inquiry-photos'), { recursive: true })
  const sizes = ['thumbnail', 'card', 'wide', 'og']
  // Incompressible: copying it keeps the backup busy between its snapshot and the photo folder.
  writeFileSync(path.join(source, 'media/hero.jpg'), randomBytes(2_000_000))
  for (const size of sizes) writeFileSync(path.join(source, `media/hero-${size}.jpg`), randomBytes(50_000))
  writeFileSync(path.join(source, 'media/failed-upload.jpg'), randomBytes(10_000))
  writeFileSync(path.join(source, 'documents/cenik.pdf'), Buffer.from('%PDF-1.7 ceník'))
  const database = openDatabase(source, false)
  const media = database
    .prepare(
      `INSERT INTO media (filename, ${sizes.map((size) => `sizes_${size}_filename`).join(', ')}) VALUES (?, ?, ?, ?, ?) RETURNING id`,
    )
    .get('hero.jpg', ...sizes.map((size) => `hero-${size}.jpg`)) as { id: number }
  database.prepare("INSERT INTO media_locales (alt, _locale, _parent_id) VALUES ('Ordinace', 'cs', ?)").run(media.id)
  const document = database.prepare("INSERT INTO documents (filename) VALUES ('cenik.pdf') RETURNING id").get() as { id: number }
  database.prepare("INSERT INTO documents_locales (title, _locale, _parent_id) VALUES ('Ceník', 'cs', ?)").run(document.id)
  for (let i = 1; i <= 50; i++) storeInquiry(database, `P-${1000 + i}`, i % 5 === 0 ? 1 : 0)
  database.close()
  const made = await backupCli('key', keyFile)
  expect(made.code, made.stderr).toBe(0)
  recipient = made.stdout.match(/age1[0-9a-z]+/)?.[0] ?? ''
  expect((await backupCli('key', otherKeyFile)).code).toBe(0)
}, 120_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('backup and restore on one box (SQLite, files on disk)', () => {
  it('the key file is private and is never overwritten', async () => {
    expect(statSync(keyFile).mode & 0o777).toBe(0o600)
    expect(recipient).toMatch(/^age1/)
    const again = await backupCli('key', keyFile)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('already exists')
  }, 60_000)

  it('a backup taken while inquiries arrive restores into an empty folder: every inquiry stored before it, and exactly the files its records name, byte for byte', async () => {
    // A visitor's inquiry with a photo every 20 ms or so, from before the backup starts until it ends.
    const database = openDatabase(source, false)
    const stored: Array<{ reference: string; at: number }> = []
    let writing = true
    const writer = (async () => {
      for (let i = 1; writing; i++) {
        storeInquiry(database, `P-${2000 + i}`, 1)
        stored.push({ reference: `P-${2000 + i}`, at: Date.now() })
        await sleep(20)
      }
    })()
    await sleep(50)
    const backupStarted = Date.now()
    const backup = await backupCli('backup', backupFile, { DATA_DIR: source, BACKUP_RECIPIENTS: recipient })
    writing = false
    await writer
    database.close()
    expect(backup.code, backup.stderr).toBe(0)
    expect(backup.stdout).toMatch(/Backup written to .*: database snapshot of .* \(sqlite, .*\), \d+ files/)
    // Encrypted: none of the patients' data is readable in the file.
    expect(readFileSync(backupFile).includes('Pacientka')).toBe(false)
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)

    const target = path.join(work, 'restored')
    mkdirSync(target)
    const restored = await backupCli('restore', backupFile, { DATA_DIR: target, BACKUP_IDENTITY_FILE: keyFile })
    expect(restored.code, restored.stderr).toBe(0)
    const restoredRows = rows(target)
    const sourceRows = rows(source)
    expect(sourceRows).toEqual(expect.arrayContaining(restoredRows))
    const restoredReferences = new Set(restoredRows.map((row) => row.reference))
    const storedBefore = stored.filter((item) => item.at < backupStarted).map((item) => item.reference)
    expect(storedBefore.filter((reference) => !restoredReferences.has(reference))).toEqual([])
    expect(restoredReferences.has('P-1050')).toBe(true)

    // No orphans: every restored file is named by a restored record (a photo by a restored inquiry),
    // and every file a restored record names is there, with the bytes of the original.
    const { 'clinic.db': _database, ...restoredFiles } = checksums(target)
    const named = namedFiles(target)
    expect(Object.keys(restoredFiles).filter((file) => !named.includes(file))).toEqual([])
    expect(named.filter((file) => !(file in restoredFiles))).toEqual([])
    const sourceSums = checksums(source)
    for (const file of named) expect(restoredFiles[file], file).toBe(sourceSums[file])
    // The race was there: photos stored after the snapshot, before the backup reached their folder.
    const leftOut = Number(backup.stdout.match(/inquiry-photos: \d+ files, (\d+) left out/)?.[1] ?? 0)
    expect(leftOut).toBeGreaterThan(0)
    const photos = named.filter((file) => file.startsWith('private/')).length
    console.log(
      `[backup] ${restoredRows.length} of ${sourceRows.length} inquiries in the backup (${stored.length} stored while it ran), ` +
        `${named.length} files restored (${photos} photo files), ${leftOut} photo files newer than the snapshot left out, 0 orphans`,
    )
  }, 120_000)

  it('a wrong key, a damaged file or a database that is not empty is refused, and nothing is written', async () => {
    const empty = path.join(work, 'empty')
    mkdirSync(empty)
    const wrongKey = await backupCli('restore', backupFile, { DATA_DIR: empty, BACKUP_IDENTITY_FILE: otherKeyFile })
    expect(wrongKey.code).toBe(1)
    expect(wrongKey.stderr).toContain('Restore refused: The key does not open this backup')
    expect(readdirSync(empty)).toEqual([])

    const bytes = readFileSync(backupFile)
    bytes[Math.floor(bytes.length / 2)] ^= 0x01
    const damaged = path.join(work, 'damaged.age')
    writeFileSync(damaged, bytes)
    const broken = await backupCli('restore', damaged, { DATA_DIR: empty, BACKUP_IDENTITY_FILE: keyFile })
    expect(broken.code).toBe(1)
    expect(broken.stderr).toContain('Restore refused: The backup is damaged')
    expect(readdirSync(empty)).toEqual([])

    const occupied = path.join(work, 'occupied')
    cpSync(source, occupied, { recursive: true })
    const before = checksums(occupied)
    const refused = await backupCli('restore', backupFile, { DATA_DIR: occupied, BACKUP_IDENTITY_FILE: keyFile })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/Restore refused: The database is not empty \(\d+ tables, e\.g\. /)
    expect(checksums(occupied)).toEqual(before)
  }, 180_000)
})
