/**
 * Backups of the single-box shape (issue 26 point 1): SQLite and the upload folders under DATA_DIR,
 * through the commands an operator runs (npm run backup:key / backup / restore). The PostgreSQL + S3
 * shape, with inquiries arriving during the backup, is the restore drill of the scale-out stage
 * (tests/scale/multi-instance.test.ts).
 */
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupCli } from '../support/backup-cli'

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

const rows = (dir: string) => {
  const database = new DatabaseSync(path.join(dir, 'clinic.db'), { readOnly: true })
  try {
    return database.prepare('SELECT reference, name FROM inquiries ORDER BY reference').all()
  } finally {
    database.close()
  }
}

beforeAll(async () => {
  // A small site as a clinic's single box holds it: a database in WAL mode, media, documents, photos.
  mkdirSync(path.join(source, 'media'), { recursive: true })
  mkdirSync(path.join(source, 'documents'), { recursive: true })
  mkdirSync(path.join(source, 'private/inquiry-photos'), { recursive: true })
  const database = new DatabaseSync(path.join(source, 'clinic.db'))
  database.exec('PRAGMA journal_mode = WAL; CREATE TABLE inquiries (reference TEXT PRIMARY KEY, name TEXT)')
  for (let i = 1; i <= 50; i++) database.prepare('INSERT INTO inquiries VALUES (?, ?)').run(`P-${1000 + i}`, `Pacientka ${i}`)
  database.close()
  writeFileSync(path.join(source, 'media/hero.jpg'), Buffer.alloc(300_000, 7))
  writeFileSync(path.join(source, 'documents/cenik.pdf'), Buffer.from('%PDF-1.7 ceník'))
  writeFileSync(path.join(source, 'private/inquiry-photos/a1b2.jpg'), Buffer.alloc(120_000, 3))
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

  it('a backup restores into an empty folder: the same rows and every file byte for byte', async () => {
    const backup = await backupCli('backup', backupFile, { DATA_DIR: source, BACKUP_RECIPIENTS: recipient })
    expect(backup.code, backup.stderr).toBe(0)
    expect(backup.stdout).toMatch(/Backup written to .*: database snapshot of .* \(sqlite, .*\), 3 files/)
    // Encrypted: none of the patients' data is readable in the file.
    expect(readFileSync(backupFile).includes('Pacientka')).toBe(false)
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)

    const target = path.join(work, 'restored')
    mkdirSync(target)
    const restored = await backupCli('restore', backupFile, { DATA_DIR: target, BACKUP_IDENTITY_FILE: keyFile })
    expect(restored.code, restored.stderr).toBe(0)
    expect(rows(target)).toEqual(rows(source))
    const { 'clinic.db': _sourceDb, 'clinic.db-wal': _wal, 'clinic.db-shm': _shm, ...sourceFiles } = checksums(source)
    const { 'clinic.db': _targetDb, ...targetFiles } = checksums(target)
    expect(targetFiles).toEqual(sourceFiles)
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
    expect(refused.stderr).toContain('Restore refused: The database is not empty (1 tables, e.g. inquiries)')
    expect(checksums(occupied)).toEqual(before)
  }, 180_000)
})
