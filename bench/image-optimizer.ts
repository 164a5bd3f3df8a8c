/**
 * Issue 40, point 4: what the image optimizer's concurrency limit costs (the variants it accepts
 * per image are printed by tests/production/image-optimizer.test.ts). For each
 * IMAGE_OPTIMIZER_CONCURRENCY of IMAGE_LIMITS, starts a fresh instance of the standalone build
 * (tests/production/harness.ts: the Dockerfile's CMD and ENV, memory image cache) and asks for
 * IMAGE_VARIANTS distinct AVIF variants of the home page's pictures at once, as a browser on a page full of
 * new pictures does: wall time until all are made, until the first one, the median, the instance's
 * CPU seconds, and how long a page from the cache took meanwhile. Prints the load average.
 *   npx tsx bench/image-optimizer.ts   (after a production build; IMAGE_LIMITS=1,2 IMAGE_VARIANTS=12 ROUNDS=1)
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import nextConfig from '../next.config'
import { dataFolder, startImage } from '../tests/production/harness'

const limits = (process.env.IMAGE_LIMITS || '1,2').split(',').map(Number)
const variantCount = Number(process.env.IMAGE_VARIANTS || 12)
const rounds = Number(process.env.ROUNDS || 1)
const load = () => os.loadavg()[0].toFixed(2)

const images = nextConfig.images ?? {}
const widths = [...(images.imageSizes ?? []), ...(images.deviceSizes ?? [])]

/** Clock ticks of CPU (user + system) a process has used. */
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}
const ticksPerSecond = 100

for (let round = 1; round <= rounds; round++) {
  for (const limit of limits) {
    const data = dataFolder()
    const server = await startImage(data, { IMAGE_OPTIMIZER_CONCURRENCY: String(limit) })
    try {
      const home = await (await fetch(`${server.baseUrl}/en`)).text()
      const sources = [...new Set([...home.matchAll(/\/_next\/image\?url=([^&"]+)/g)].map((match) => decodeURIComponent(match[1])))]
      if (!sources.length) throw new Error('The home page has no optimized picture')
      const urls: string[] = []
      for (const width of [...widths].reverse())
        for (const source of sources) urls.push(`/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=75`)
      const chosen = urls.slice(0, variantCount)
      const pid = server.child.pid ?? 0
      const ticksBefore = cpuTicks(pid)
      const loadBefore = load()
      const started = performance.now()
      const times: number[] = []
      const asked = Promise.all(
        chosen.map(async (url) => {
          const response = await fetch(`${server.baseUrl}${url}`, { headers: { accept: 'image/avif,image/webp,*/*' } })
          await response.arrayBuffer()
          if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
          times.push(performance.now() - started)
        }),
      )
      // A page from the page cache, asked while the images are made: what a visitor's next click costs.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const pageStarted = performance.now()
      await (await fetch(`${server.baseUrl}/en`)).text()
      const pageMs = performance.now() - pageStarted
      await asked
      const wall = performance.now() - started
      const cpu = (cpuTicks(pid) - ticksBefore) / ticksPerSecond
      times.sort((a, b) => a - b)
      console.log(
        `round ${round}, IMAGE_OPTIMIZER_CONCURRENCY=${limit}: ${chosen.length} AVIF variants (${sources.length} sources, widths ${widths.at(-1)} down) in ${(wall / 1000).toFixed(1)} s, first ${(times[0] / 1000).toFixed(1)} s, median ${(times[Math.floor(times.length / 2)] / 1000).toFixed(1)} s; ${cpu.toFixed(1)} CPU-s (${(cpu / (wall / 1000)).toFixed(2)} cores); a cached page meanwhile ${pageMs.toFixed(0)} ms; load ${loadBefore} → ${load()}`,
      )
    } finally {
      await server.stop()
      data.dispose()
    }
  }
}
