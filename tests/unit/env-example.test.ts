/**
 * .env.example lists every environment variable the code reads, and only those. A small regex
 * scanner collects the reads from the source (comments left out, assignments and deletes are not
 * reads):
 * - JavaScript/TypeScript: process.env.NAME, process.env['NAME'], const { A, B } = process.env, and
 *   env.NAME / env['NAME'] where `env` is a parameter defaulting to process.env (or a copy of it);
 * - shell scripts and compose.yaml: $NAME and ${NAME…} in capitals, except names the file assigns
 *   itself ($lower_case variables are the script's own); ${NAME:-…} and the like always count.
 * compose.yaml is scanned because it reads .env (copied from .env.example) for its ${…} values.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const thisFile = path.relative(root, import.meta.filename)

/** Read by the code but set by Node, Next.js or our own scripts, never by a person: not listed. */
const ignored: Record<string, string> = {
  NEXT_RUNTIME: 'set by Next.js inside its server ("nodejs" or "edge")',
  NEXT_PHASE: 'set by Next.js while it builds or serves',
  __NEXT_PRIVATE_STANDALONE_CONFIG: 'Next.js internal; serve.mjs sets it from the build for Next to read',
  SEED_RESULT_FILE: 'set by scripts/start.mjs for its child src/cms/prepare.ts, to report back',
  CI: 'set by .ci/run (and CI services): the end-to-end tests get one retry there (playwright.config.ts)',
  PATH: "the system's program search path, passed on to child processes",
  PWD: 'set by the shell to the current folder',
  INIT_CWD: 'set by npm to the folder `npm run` was called from (scripts/content-package.mjs resolves the file from it)',
  CONTENT_PACKAGE_DRY_RUN: 'set by scripts/content-package.mjs for its child src/features/content-package/cli.ts (the --dry-run option)',
  TEST_TIMINGS_DIR: "set by scripts/test.mjs for its runners: where they leave their durations for the run's table",
  SKIP_BUILD_TYPECHECK: 'set by scripts/test.mjs, which type-checks the project itself before it builds (next.config.ts)',
  TEST_TIMINGS_PROJECT: 'set by scripts/test.mjs for the PostgreSQL pass of the integration files, to name it in the table',
  TRUSTED_PROXY_COUNT:
    'no longer a setting: read only so that the server refuses to start with it (src/platform/server/serve.mjs; TRUSTED_PROXIES replaced it)',
}
const ignoredPrefixes: Record<string, string> = {
  npm_: 'set by npm for the scripts it runs (npm_config_*, npm_package_*, npm_lifecycle_*)',
}
const isIgnored = (name: string) => name in ignored || Object.keys(ignoredPrefixes).some((prefix) => name.startsWith(prefix))

// ---------- the files ----------

const jsExtensions = /\.(ts|tsx|mts|js|mjs|cjs)$/

/** Files under `dir` (relative to the root) whose names match `pattern`. */
function filesUnder(dir: string, pattern: RegExp, { recursive = true } = {}): string[] {
  return readdirSync(path.join(root, dir), { recursive, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

function codeFiles(): { js: string[]; shell: string[] } {
  const js = [
    ...filesUnder('src', jsExtensions),
    ...filesUnder('scripts', /\.mjs$/, { recursive: false }),
    ...filesUnder('scripts/lib', /\.mjs$/, { recursive: false }),
    'next.config.ts',
    'playwright.config.ts',
    'vitest.config.ts',
    ...filesUnder('tests', jsExtensions).filter((file) => file !== thisFile),
    ...filesUnder('bench', /\.(mjs|ts)$/),
  ]
  const shell = ['.ci/run', ...filesUnder('scripts', /\.sh$/, { recursive: false }), 'compose.yaml']
  return { js, shell }
}

// ---------- the scanner ----------

const name = '[A-Za-z_][A-Za-z0-9_]*'
const capitalName = '[A-Z_][A-Z0-9_]*'

function withoutJsComments(source: string): string {
  return source
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, '') // block comments that start a line (JSDoc included)
    .replace(/^\s*\/\/.*$/gm, '') // whole-line comments
    .replace(/\s\/\/\s.*$/gm, '') // comments after code
}

/** Names a piece of JavaScript or TypeScript reads from the environment. */
function jsReads(source: string): string[] {
  const code = withoutJsComments(source)
    .replace(new RegExp(`\\bdelete\\s+(process\\.)?env\\.${name}`, 'g'), '') // deletes
    .replace(new RegExp(`\\b(process\\.)?env\\.${name}\\s*=(?!=)`, 'g'), '') // assignments (not ==, not ||=)
  const found: string[] = []
  const patterns = [
    new RegExp(`\\bprocess\\.env\\??\\.(${name})`, 'g'), // process.env.NAME
    new RegExp(`\\benv\\??\\.(${capitalName})`, 'g'), // env.NAME: an env parameter or a copy of process.env
    new RegExp(`\\benv\\??\\.?\\[\\s*['"\`](${name})['"\`]\\s*\\]`, 'g'), // process.env['NAME'], env["NAME"]
  ]
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1])
  // const { A, B: b, C = 'x', ...rest } = process.env
  for (const match of code.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)) {
    for (const part of match[1].split(',')) {
      const key = part.trim().split(/\s*[:=]/)[0]
      if (new RegExp(`^${name}$`).test(key)) found.push(key)
    }
  }
  return [...new Set(found)]
}

/** Capitalised names a shell script (or compose.yaml) reads. */
function shellReads(source: string): string[] {
  const code = source.replace(/^\s*#.*$/gm, '').replace(/\s#\s.*$/gm, '')
  const assigned = new Set([...code.matchAll(new RegExp(`(?:^|[\\s;&|(])(${capitalName})=`, 'gm'))].map((match) => match[1]))
  const found = [...code.matchAll(new RegExp(`\\$\\{?(${capitalName})`, 'g'))]
    .map((match) => match[1])
    .filter((read) => !assigned.has(read))
  const withFallback = [...code.matchAll(new RegExp(`\\$\\{(${capitalName}):?[-=?+]`, 'g'))].map((match) => match[1])
  return [...new Set([...found, ...withFallback])]
}

/** Every name the code reads (ignored ones included), with the files that read it. */
function readsInCode(): Map<string, string[]> {
  const { js, shell } = codeFiles()
  const reads = new Map<string, string[]>()
  const scan = (files: string[], scanner: (source: string) => string[]) => {
    for (const file of files) {
      for (const read of scanner(readFileSync(path.join(root, file), 'utf8'))) reads.set(read, [...(reads.get(read) ?? []), file])
    }
  }
  scan(js, jsReads)
  scan(shell, shellReads)
  return reads
}

/** Names in .env.example: `NAME=value` (set) and `# NAME=value` (optional, commented out). */
function listedNames(text: string): string[] {
  return [...text.matchAll(new RegExp(`^(?:#\\s*)?(${name})=`, 'gm'))].map((match) => match[1])
}

// ---------- the tests ----------

describe('the scanner', () => {
  it('finds reads in every form and skips assignments, deletes and comments', () => {
    const source = `
const a = process.env.ALPHA || 'x'
const b = process.env['BRAVO'] ?? process.env?.CHARLIE
const { DELTA, ECHO: echo, FOXTROT = 1, ...rest } = process.env
export function f(env = process.env) { return env.GOLF?.trim() }
process.env.HOTEL = "1"
delete process.env.INDIA
process.env.JULIET ||= "default"
// process.env.KILO is only mentioned
/**
 * and process.env.LIMA in a block comment
 */
const url = \`http://localhost:\${process.env.MIKE}\` // process.env.NOVEMBER
const copy = { ...process.env, OSCAR: '1' }
`
    expect(jsReads(source).sort()).toEqual(['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO', 'FOXTROT', 'GOLF', 'JULIET', 'MIKE'])
  })

  it('reads shell variables in capitals that the script does not assign itself', () => {
    const source = `
# uses $COMMENTED
port="\${PGPORT:-54329}"
export CI=true
echo "$CI $port $UNSET_HERE"
OWN=1
echo "$OWN \${OWN:-x}"
`
    expect(shellReads(source).sort()).toEqual(['OWN', 'PGPORT', 'UNSET_HERE'])
  })

  it('finds known reads in the code, so the list check cannot pass by finding nothing', () => {
    const reads = readsInCode()
    expect(reads.get('PAYLOAD_SECRET')).toEqual(expect.arrayContaining(['src/platform/server/run-mode.mjs', 'src/payload.config.ts']))
    expect(reads.get('DATABASE_URL')).toEqual(expect.arrayContaining(['src/platform/database/database-url.ts']))
    expect(reads.get('SITE_URL_INTERNAL')).toEqual(['src/features/content-package/cli.ts'])
    expect(reads.get('SHUTDOWN_TIMEOUT_MS')).toEqual(expect.arrayContaining(['src/platform/server/shutdown.mjs']))
    expect(reads.get('PGPORT')).toEqual(expect.arrayContaining(['scripts/postgres-server.sh']))
    expect(reads.get('POSTGRES_PASSWORD')).toEqual(expect.arrayContaining(['compose.yaml']))
    expect(reads.size).toBeGreaterThan(40)
  })

  it('reads .env.example lines set or commented out, and nothing from the comments', () => {
    expect(listedNames('# A comment: SITE_MODE is demo\nPAYLOAD_SECRET=\n# PORT=3000\n#LOG_LEVEL=info\n')).toEqual([
      'PAYLOAD_SECRET',
      'PORT',
      'LOG_LEVEL',
    ])
  })
})

describe('.env.example', () => {
  const listed = listedNames(readFileSync(path.join(root, '.env.example'), 'utf8'))
  const reads = readsInCode()

  it('lists every variable the code reads', () => {
    const missing = [...reads].filter(([read]) => !isIgnored(read) && !listed.includes(read)).sort(([a], [b]) => a.localeCompare(b))
    const message = missing.map(([read, files]) => `${read} (read in ${files.join(', ')})`).join('\n  ')
    expect(
      missing.map(([read]) => read),
      `Add these to .env.example (or, if nobody sets them, to the ignore list of ${thisFile}):\n  ${message}\n`,
    ).toEqual([])
  })

  it('lists no variable the code no longer reads, none that is ignored, and none twice', () => {
    const stale = listed.filter((entry) => !reads.has(entry) || isIgnored(entry))
    expect(stale, 'In .env.example but read nowhere (or on the ignore list): remove them').toEqual([])
    expect(
      listed.filter((entry, index) => listed.indexOf(entry) !== index),
      'Listed twice in .env.example',
    ).toEqual([])
  })
})
