/**
 * `payload run src/backup/cli.ts backup|restore <file>`, started by scripts/backup.mjs
 * (npm run backup / restore / backup:key). Works on the database of DATABASE_URL (or the SQLite
 * file under DATA_DIR) and the storage of S3_* (or the folders under DATA_DIR), like the site.
 * Exit code 0 on success, 1 when it failed or was refused (a refused restore wrote nothing), 2 on
 * wrong usage.
 */
import { readFile } from 'node:fs/promises'
import { databaseUrl } from '@/platform/database/database-url'
import { uploadFiles } from '@/platform/cms/upload-files'
import { identitiesFrom, recipientsFrom } from './archive'
import { createBackup } from './create-backup'
import { RestoreRefused, restoreBackup } from './restore-backup'

const [command, file] = process.argv.slice(2)
const log = (line: string) => console.log(line)
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function backup(target: string) {
  const summary = await createBackup({
    file: target,
    recipients: recipientsFrom(process.env.BACKUP_RECIPIENTS),
    databaseUrl: databaseUrl(),
    files: uploadFiles(),
    log,
  })
  const { manifest } = summary
  console.log(
    `Backup written to ${target}: database snapshot of ${manifest.snapshotAt} (${manifest.database.kind}, ${megabytes(manifest.database.size)}), ` +
      `${manifest.files.length} files, ${megabytes(summary.bytes)} encrypted, in ${summary.seconds.toFixed(1)} s` +
      (summary.leftOut
        ? `; ${summary.leftOut} stored files no record in the snapshot names (stored after it, or a failed upload) left out`
        : '') +
      (summary.missing.length
        ? `; ${summary.missing.length} files its records name were not in the storage (deleted since the snapshot, or lost): ${summary.missing.slice(0, 5).join(', ')}${summary.missing.length > 5 ? ', …' : ''}.`
        : '.'),
  )
}

async function restore(source: string) {
  const identityFile = process.env.BACKUP_IDENTITY_FILE
  if (!identityFile) throw new RestoreRefused('BACKUP_IDENTITY_FILE is not set: name the file with the secret key (AGE-SECRET-KEY-1…).')
  let identities: string[]
  try {
    identities = identitiesFrom(await readFile(identityFile, 'utf8'))
  } catch (error) {
    throw new RestoreRefused(`Cannot read BACKUP_IDENTITY_FILE ${identityFile}: ${(error as NodeJS.ErrnoException).code ?? error}.`)
  }
  const summary = await restoreBackup({ file: source, identities, databaseUrl: databaseUrl(), files: uploadFiles(), log })
  console.log(
    `Restored the backup of ${summary.manifest.snapshotAt}: the database and ${summary.files} files (${megabytes(summary.bytes)}) in ${summary.seconds.toFixed(1)} s. ` +
      'Run `npm run migrate` if this release is newer than the one that took the backup, then start the site.',
  )
}

const commands: Record<string, (file: string) => Promise<void>> = { backup, restore }
if (!file || !commands[command]) {
  console.error('Usage: npm run backup -- <file.age> | npm run restore -- <file.age> | npm run backup:key -- <secret-key-file>')
  process.exit(2)
}
try {
  await commands[command](file)
  process.exit(0)
} catch (error) {
  if (error instanceof RestoreRefused) console.error(`Restore refused: ${error.message}`)
  else console.error(`The ${command} failed: ${(error as Error).message}`)
  process.exit(1)
}
