// Load test of the inquiry API (not a test: it prints figures). Starts nothing: point it at a
// running server started with INQUIRY_RATE_LIMIT=off (for load tests only), e.g.
//   INQUIRY_RATE_LIMIT=off npm start            # in one shell
//   node bench/inquiry-load.mjs                  # in another
// Environment: BASE_URL (http://localhost:3000), CONCURRENCY (10), TOTAL (50), PHOTO_MB (4),
// ADMIN_EMAIL / ADMIN_PASSWORD (the admin login, to count stored inquiries over REST).
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { adminLogin } from './lib/admin.mjs'

const baseUrl = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '')
const concurrency = Number(process.env.CONCURRENCY || process.env.N || 10)
const total = Number(process.env.TOTAL || 50)
const photoBytes = Number(process.env.PHOTO_MB || 4) * 1024 * 1024

/** A high-quality JPEG of noise (incompressible), grown until it is about `bytes` long. */
async function noisePhoto(bytes, seed) {
  let side = 1400
  for (;;) {
    const data = await sharp({
      create: { width: side, height: Math.round(side * 0.75), channels: 3, noise: { type: 'gaussian', mean: 100 + seed * 20, sigma: 50 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer()
    if (data.length >= bytes * 0.95) return data
    side = Math.ceil(side * Math.sqrt((bytes / data.length) * 1.02))
  }
}

async function storedInquiries(token) {
  const response = await fetch(`${baseUrl}/api/inquiries?limit=1&depth=0`, { headers: { authorization: `JWT ${token}` } })
  if (!response.ok) throw new Error(`Counting inquiries failed (${response.status}).`)
  return (await response.json()).totalDocs
}

function inquiryForm(index, photos) {
  const form = new FormData()
  const fields = {
    name: `Load Test ${index}`,
    email: `load-${index}@bench.example`,
    phoneNumber: '+420 777 123 456',
    message: `Benchmark inquiry number ${index}.`,
    lang: 'cs',
    isSpam: 'false',
    isHP: 'true',
    locationUrl: `${baseUrl}/kontakt`,
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [i, photo] of photos.entries()) form.append('images', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`)
  return form
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

console.log(`Generating 3 photos of ~${(photoBytes / 1024 / 1024).toFixed(1)} MB …`)
const photos = await Promise.all([0, 1, 2].map((seed) => noisePhoto(photoBytes, seed)))
console.log(`Photos: ${photos.map((photo) => `${(photo.length / 1024 / 1024).toFixed(2)} MB`).join(', ')}`)

const token = await adminLogin(baseUrl)
const before = await storedInquiries(token)

const latencies = []
const statuses = new Map()
let next = 0
async function sender() {
  while (next < total) {
    const index = next++
    const started = performance.now()
    let status = 'network-error'
    try {
      const response = await fetch(`${baseUrl}/api/v1/inquiries/standard`, {
        method: 'POST',
        body: inquiryForm(index, photos),
        headers: { 'idempotency-key': randomUUID() },
      })
      status = response.status
      await response.arrayBuffer()
    } catch (error) {
      console.error(`request ${index}: ${error.message}`)
    }
    latencies.push(performance.now() - started)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
}

console.log(`Sending ${total} inquiries with 3 photos each to ${baseUrl}, ${concurrency} at a time …`)
const started = performance.now()
await Promise.all(Array.from({ length: concurrency }, sender))
const seconds = (performance.now() - started) / 1000

const after = await storedInquiries(token)
const sorted = [...latencies].sort((a, b) => a - b)
const ok = [...statuses]
  .filter(([status]) => typeof status === 'number' && status >= 200 && status < 300)
  .reduce((sum, [, n]) => sum + n, 0)
const uploadedMb = (total * photos.reduce((sum, photo) => sum + photo.length, 0)) / 1024 / 1024

console.log('')
console.log(`requests:     ${total} in ${seconds.toFixed(1)} s`)
console.log(`throughput:   ${(total / seconds).toFixed(2)} inquiries/s (${(uploadedMb / seconds).toFixed(1)} MB/s of photos)`)
console.log(
  `latency:      p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`,
)
console.log(`statuses:     ${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}`)
console.log(`2xx answers:  ${ok}`)
console.log(`stored:       ${after - before} new inquiries (${before} → ${after})`)
if (statuses.has(429)) console.log('Note: 429 answers mean the server runs with the rate limiter on; start it with INQUIRY_RATE_LIMIT=off.')
if (after - before !== ok) {
  console.error(`MISMATCH: ${ok} successful answers but ${after - before} stored inquiries.`)
  process.exit(1)
}
console.log('OK: every 2xx answer is a stored inquiry.')
