// `npm run backup -- <file.age>`, `npm run restore -- <file.age>` and `npm run backup:key -- <key-file>`:
// encrypted backups of the database and every stored file (src/backup), against the DATABASE_URL,
// DATA_DIR and S3_* of the environment, like `npm run migrate`. docs/backups.md.
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generateIdentity, identityToRecipient } from 'age-encryption'
import { payloadBin, requireProjectNode, root } from './lib.mjs'

requireProjectNode()

const [command, ...files] = process.argv.slice(2)
if (!['backup', 'restore', 'key'].includes(command) || files.length !== 1 || files[0].startsWith('--')) {
  console.error('Usage: npm run backup -- <file.age> | npm run restore -- <file.age> | npm run backup:key -- <secret-key-file>')
  process.exit(2)
}
// npm runs scripts in the project folder: a relative path means the caller's folder.
const file = path.resolve(process.env.INIT_CWD || process.cwd(), files[0])
if (command === 'key') {
  // A key needs neither the database nor the storage: made here, in well under a second, not
  // through Payload's loader like backup and restore.
  const identity = await generateIdentity()
  const recipient = await identityToRecipient(identity)
  try {
    // `wx`: an existing key file is never overwritten (it may be the only key to older backups).
    await writeFile(file, `# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    console.error(error.code === 'EEXIST' ? `${file} already exists: choose a new file name.` : `The key failed: ${error.message}`)
    process.exit(1)
  }
  console.log(`Secret key written to ${file}: keep it off the servers, in two safe places; without it no backup can be restored.`)
  console.log(`Public key, for BACKUP_RECIPIENTS on the servers: ${recipient}`)
  process.exit(0)
}
const child = spawn(process.execPath, [payloadBin, 'run', 'src/backup/cli.ts', command, file], { cwd: root, stdio: 'inherit' })
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
