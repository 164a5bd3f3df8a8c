/**
 * The production suite's tools: the image's folder started the way the Dockerfile starts it (its
 * CMD, its ENV, the variables compose.yaml adds), on a data folder of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { freePort, sleep } from '../faults/harness'

import { buildDir, root, secret, templateDataDir } from './prepare.mjs'

export { buildDir, root, secret, staff, templateDataDir } from './prepare.mjs'
/** The operator's token (METRICS_TOKEN): /metrics, and the details of /api/health*. */
export const operatorToken = 'production-suite-operator-token-0123456789'
export const operatorHeaders = { authorization: `Bearer ${operatorToken}` }

/** The copy of the standalone folder the global setup made; outside Vitest (bench/), the build folder itself. */
export function imageDir(): string {
  try {
    return inject('imageDir')
  } catch {
    return path.join(root, buildDir, 'standalone')
  }
}

/** The runtime stage of the Dockerfile: its CMD and its ENV, read from the file itself. */
export function dockerfileRuntime(): { cmd: string[]; env: Record<string, string> } {
  const text = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
  const runtime = text.slice(text.lastIndexOf('\nFROM '))
  const cmdLine = runtime.match(/^CMD (\[.*\])$/m)
  if (!cmdLine) throw new Error('The Dockerfile has no CMD in exec form in its last stage')
  const env: Record<string, string> = {}
  for (const line of runtime.match(/^ENV .*$/gm) ?? []) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      // The value may hold '=' itself (NODE_OPTIONS=--max-old-space-size=320).
      env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1)
    }
  }
  return { cmd: JSON.parse(cmdLine[1]), env }
}

export type DataFolder = { dir: string; db: string; dispose(): void }

/** A data folder: a copy of the seeded template, or empty (a new production database). */
export function dataFolder({ empty = false } = {}): DataFolder {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-production-data-'))
  if (!empty) cpSync(templateDataDir, dir, { recursive: true })
  return { dir, db: path.join(dir, 'clinic.db'), dispose: () => rmSync(dir, { recursive: true, force: true }) }
}

export { sleep }

export type ImageServer = {
  baseUrl: string
  /** The instance's DATA_DIR. */
  dataDir: string
  port: number
  child: ChildProcess
  /** Everything the server wrote to stdout and stderr, line by line. */
  lines: string[]
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Milliseconds from spawn to the first 200 of /api/health (null if it never answered). */
  startMs: number | null
  stop(): Promise<void>
}

/**
 * Starts the image's folder with the Dockerfile's CMD from that folder, with only the image's ENV,
 * PATH and `env` (what compose.yaml's environment adds). Resolves once /api/health answers 200,
 * or once the process exited (a refused start) — `waitForHealth: false` does not wait at all.
 */
export async function startImage(
  data: DataFolder,
  env: Record<string, string | undefined> = {},
  {
    waitForHealth = true,
    ownCopy = false,
    alterCopy,
    port: fixedPort,
  }: { waitForHealth?: boolean; ownCopy?: boolean; alterCopy?: (folder: string) => void; port?: number } = {},
): Promise<ImageServer> {
  // ownCopy: a folder of its own, as on another box (nothing shared through the image's disk cache);
  // alterCopy changes that copy before it starts (e.g. a dependency as another version would be).
  const copied = ownCopy || Boolean(alterCopy)
  const folder = copied ? mkdtempSync(path.join(os.tmpdir(), 'clinic-image-copy-')) : imageDir()
  if (copied) cpSync(imageDir(), folder, { recursive: true })
  alterCopy?.(folder)
  const { cmd, env: imageEnv } = dockerfileRuntime()
  // A fixed port: the same instance started again where a load balancer expects it.
  const port = fixedPort ?? (await freePort())
  const baseUrl = `http://127.0.0.1:${port}`
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    ...imageEnv,
    PORT: String(port),
    DATA_DIR: data.dir,
    SITE_URL: baseUrl,
    // Test servers on loopback have no TLS; and without DATABASE_URL they run on SQLite on purpose.
    ALLOW_HTTP_SITE_URL: '1',
    SQLITE_SINGLE_BOX: '1',
    PAYLOAD_SECRET: secret,
    METRICS_TOKEN: operatorToken,
    // No drain period on stop (tests stop many servers); the shutdown tests set their own.
    SHUTDOWN_DRAIN_MS: '0',
  }
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name]
    else childEnv[name] = value
  }
  const started = performance.now()
  const child = spawn(cmd[0], cmd.slice(1), { cwd: folder, env: childEnv as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  let partial = ''
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8')
    const parts = text.split('\n')
    partial = parts.pop() ?? ''
    lines.push(...parts.filter(Boolean))
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      if (partial) lines.push(partial)
      resolve({ code, signal })
    }),
  )
  let exited = false
  void exit.then(() => {
    exited = true
  })
  const server: ImageServer = {
    baseUrl,
    dataDir: data.dir,
    port,
    child,
    lines,
    exit,
    startMs: null,
    async stop() {
      if (!exited) child.kill('SIGTERM')
      await Promise.race([exit, sleep(30_000)])
      if (!exited) child.kill('SIGKILL')
      await exit
      if (copied) rmSync(folder, { recursive: true, force: true })
    },
  }
  if (!waitForHealth) return server
  const deadline = Date.now() + 90_000
  while (!exited) {
    const status = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) {
      server.startMs = Math.round(performance.now() - started)
      break
    }
    if (Date.now() > deadline) throw new Error(`The image did not answer within 90 s:\n${lines.join('\n')}`)
    await sleep(100)
  }
  return server
}

/** The server's log lines that are JSON, parsed. */
export function jsonLines(server: ImageServer): Record<string, unknown>[] {
  return server.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>]
    } catch {
      return []
    }
  })
}
