/**
 * A throw-away Redis for tests: Debian's redis-server on a free loopback port, in a temporary
 * folder, keeping nothing on disk (no snapshots, no append-only file).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const redisServerBin = '/usr/bin/redis-server'

export type RedisServer = { url: string; port: number; process: ChildProcess; stop(): Promise<void> }

/** A loopback port nothing listens on right now. */
export async function freeRedisPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('Could not find a free port')
  return address.port
}

/** Sends PING over a fresh connection; true once the server answers PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    let answer = ''
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1_000, () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8')
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'))
    })
    socket.on('error', () => done(false))
  })
}

/** Starts redis-server and resolves once it answers PING (within 10 s). */
export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(redisServerBin))
    throw new Error(`redis-server not found at ${redisServerBin}: install Debian's redis-server package (apt-get install redis-server)`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-redis-'))
  const port = await freeRedisPort()
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    '--loglevel',
    'warning',
  ]
  const child = spawn(redisServerBin, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')))
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true
      resolve()
    }),
  )
  const stop = async () => {
    if (!exited) child.kill('SIGTERM')
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5_000))])
    if (!exited) child.kill('SIGKILL')
    await exit
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  while (!(await ping(port))) {
    if (exited || Date.now() > deadline) {
      await stop()
      throw new Error(`redis-server did not answer PING on port ${port} within 10 s:\n${output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `redis://127.0.0.1:${port}`, port, process: child, stop }
}
