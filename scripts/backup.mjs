// `npm run backup -- <file.age>`, `npm run restore -- <file.age>` and `npm run backup:key -- <key-file>`:
// encrypted backups of the database and every stored file (src/backup), against the DATABASE_URL,
// DATA_DIR and S3_* of the environment, like `npm run migrate`. README, "Backups".
import { spawn } from 'node:child_process'
import path from 'node:path'
import { payloadBin, requireProjectNode, root } from './lib.mjs'

requireProjectNode()

const [command, ...files] = process.argv.slice(2)
if (!['backup', 'restore', 'key'].includes(command) || files.length !== 1 || files[0].startsWith('--')) {
  console.error('Usage: npm run backup -- <file.age> | npm run restore -- <file.age> | npm run backup:key -- <secret-key-file>')
  process.exit(2)
}
// npm runs scripts in the project folder: a relative path means the caller's folder.
const file = path.resolve(process.env.INIT_CWD || process.cwd(), files[0])
const child = spawn(process.execPath, [payloadBin, 'run', 'src/backup/cli.ts', command, file], { cwd: root, stdio: 'inherit' })
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
