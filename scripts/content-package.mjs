// `npm run content:export -- <file>` and `npm run content:import -- <file> [--dry-run]`: the content
// package (src/features/content-package) through Payload's Local API, against the DATABASE_URL and S3_*
// of the environment, like `npm run migrate`. A wrapper because the Payload CLI swallows options
// such as --dry-run before the script sees them.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { existsSync } from 'node:fs'
import { payloadBin, payloadSecret, requireProjectNode, root } from './lib.mjs'

requireProjectNode()

const [command, ...rest] = process.argv.slice(2)
const options = rest.filter((arg) => arg.startsWith('--'))
const files = rest.filter((arg) => !arg.startsWith('--'))
const usage = command === 'import' ? 'npm run content:import -- <package.tar.gz> [--dry-run]' : 'npm run content:export -- <package.tar.gz>'
const unknown = options.filter((option) => !(command === 'import' && option === '--dry-run'))
if (!['import', 'export'].includes(command) || files.length !== 1 || unknown.length) {
  console.error(`${unknown.length ? `Unknown option ${unknown.join(', ')}. ` : files.length > 1 ? 'One file only. ' : ''}Usage: ${usage}`)
  process.exit(2)
}
// npm runs scripts in the project folder: a relative path means the caller's folder.
const file = path.resolve(process.env.INIT_CWD || process.cwd(), files[0])
// A local SQLite database (the demo `npm start` made, or a staging copy) opens with the secret kept
// in its data folder, as `npm start` does; a server database needs the deployment's PAYLOAD_SECRET.
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
const secret =
  process.env.PAYLOAD_SECRET ||
  (!process.env.DATABASE_URL && existsSync(path.join(dataDir, '.payload-secret')) ? payloadSecret(dataDir) : '')
if (!secret) {
  console.error('PAYLOAD_SECRET is not set: give the content commands the same secret as the site whose database they open.')
  process.exit(2)
}
const child = spawn(process.execPath, [payloadBin, 'run', 'src/features/content-package/cli.ts', command, file], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PAYLOAD_SECRET: secret, CONTENT_PACKAGE_DRY_RUN: options.includes('--dry-run') ? '1' : '' },
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
