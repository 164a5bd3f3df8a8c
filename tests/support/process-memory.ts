import { readdirSync, readFileSync } from 'node:fs'

/** Resident memory (RSS) of a process and all its descendants, in bytes, from Linux's /proc. */
export function rssOf(pid: number): number {
  const children = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // The fields after the command name (which may hold spaces): state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
    } catch {}
  }
  let total = 0
  const visit = (id: number) => {
    try {
      total += Number(readFileSync(`/proc/${id}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0) * 1024
    } catch {}
    for (const child of children.get(id) ?? []) visit(child)
  }
  visit(pid)
  return total
}

/** Samples rssOf(pid) every `everyMs` until stop(), which answers the highest value seen. */
export function watchPeakRss(pid: number, everyMs = 100): { stop(): number } {
  let peak = rssOf(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid))
  }, everyMs)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(peak, rssOf(pid))
    },
  }
}
