/**
 * Debian's Varnish for tests, in front of instances on loopback ports, configured with the repo's
 * own deploy/varnish/default.vcl: only backends.vcl (the list of instances, which an operator
 * writes too) is generated here, in the same shape as the sample beside it.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort, sleep } from '../faults/harness'

const execFileAsync = promisify(execFile)
export const varnishd = '/usr/sbin/varnishd'
const deployDir = path.resolve(import.meta.dirname, '../../deploy/varnish')

export type Varnish = {
  url: string
  port: number
  process: ChildProcess
  lines: string[]
  /** Each backend's health as Varnish's probes see it: name → 'healthy' | 'sick'. */
  health(): Promise<Record<string, string>>
  /** Waits until the probes see instance `index` (0-based) as `state`; the milliseconds it took. */
  waitFor(index: number, state: 'healthy' | 'sick', timeoutMs?: number): Promise<number>
  stop(): Promise<void>
}

export function backendsVcl(ports: number[]): string {
  const backends = ports.map(
    (port, i) =>
      `backend app${i + 1} {\n    .host = "127.0.0.1";\n    .port = "${port}";\n    .probe = ready;\n}\n\n` +
      `backend app${i + 1}_unprobed {\n    .host = "127.0.0.1";\n    .port = "${port}";\n}\n`,
  )
  const adds = ports.map((_, i) => `    app.add_backend(app${i + 1});\n    everyone.add_backend(app${i + 1}_unprobed);`).join('\n')
  return `${backends.join('\n')}\nsub vcl_init {\n${adds}\n}\n`
}

export async function startVarnish({ backendPorts, port }: { backendPorts: number[]; port?: number }): Promise<Varnish> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'clinic-varnish-'))
  writeFileSync(path.join(folder, 'backends.vcl'), backendsVcl(backendPorts))
  const listen = port ?? (await freePort())
  const workDir = path.join(folder, 'work')
  const child = spawn(
    varnishd,
    [
      '-F',
      '-j',
      'none',
      '-n',
      workDir,
      '-a',
      `127.0.0.1:${listen}`,
      '-T',
      '127.0.0.1:0',
      '-f',
      path.join(deployDir, 'default.vcl'),
      // backends.vcl is found in the test's folder first, default.vcl's own folder after it.
      '-p',
      `vcl_path=${folder}:${deployDir}`,
      '-s',
      'malloc,256m',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const lines: string[] = []
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true
      resolve()
    }),
  )

  async function health(): Promise<Record<string, string>> {
    const { stdout } = await execFileAsync('varnishadm', ['-n', workDir, 'backend.list'])
    const states: Record<string, string> = {}
    for (const line of stdout.split('\n')) {
      const match = line.match(/^\S*?\.?(app\d+)\s+\S+\s+\S+\s+(healthy|sick)/i)
      if (match) states[match[1]] = match[2].toLowerCase()
    }
    return states
  }
  const url = `http://127.0.0.1:${listen}`
  const varnish: Varnish = {
    url,
    port: listen,
    process: child,
    lines,
    health,
    async waitFor(index, state, timeoutMs = 60_000) {
      const started = Date.now()
      while ((await health().catch(() => ({}) as Record<string, string>))[`app${index + 1}`] !== state) {
        if (Date.now() - started > timeoutMs) throw new Error(`Varnish did not see app${index + 1} ${state} within ${timeoutMs} ms`)
        await sleep(100)
      }
      return Date.now() - started
    },
    async stop() {
      if (!exited) child.kill('SIGTERM')
      await Promise.race([exit, sleep(10_000)])
      if (!exited) child.kill('SIGKILL')
      await exit
      rmSync(folder, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    if (exited) throw new Error(`varnishd exited:\n${lines.join('\n')}`)
    const states = await health().catch(() => ({}) as Record<string, string>)
    if (backendPorts.every((_, i) => states[`app${i + 1}`] === 'healthy')) break
    if (Date.now() > deadline) {
      await varnish.stop()
      throw new Error(`Varnish's probes did not find every instance ready within 30 s: ${JSON.stringify(states)}\n${lines.join('\n')}`)
    }
    await sleep(200)
  }
  return varnish
}
