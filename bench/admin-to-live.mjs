// Time from saving a document in the admin to the public page showing it (not a test: it prints
// figures). Logs in over the admin's REST API, changes a title (a fixed page's and a procedure's),
// polls the public page until the new text is there, then puts the original title back.
//   BASE_URL=http://localhost:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/admin-to-live.mjs
// Environment: BASE_URL (http://localhost:3000), ADMIN_EMAIL / ADMIN_PASSWORD (the demo login),
// ROUNDS (3 per document), TIMEOUT_S (60), POLL_MS (100).
import { performance } from 'node:perf_hooks'
import { adminLogin } from './lib/admin.mjs'

const baseUrl = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '')
const rounds = Number(process.env.ROUNDS || 3)
const timeoutMs = Number(process.env.TIMEOUT_S || 60) * 1000
const pollMs = Number(process.env.POLL_MS || 100)

const token = await adminLogin(baseUrl)
const auth = { authorization: `JWT ${token}` }

async function api(method, pathAndQuery, body) {
  const response = await fetch(`${baseUrl}/api/${pathAndQuery}`, {
    method,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} /api/${pathAndQuery} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return response.json()
}

async function findOne(collection, where, locale) {
  const query = new URLSearchParams({ locale, depth: '0', limit: '1', draft: 'false', ...where })
  const found = await api('GET', `${collection}?${query}`)
  if (!found.docs?.[0]) throw new Error(`No ${collection} document matches ${JSON.stringify(where)}`)
  return found.docs[0]
}

/** Saves `field` = `value` as the published version, as the admin's Publish button does. */
async function save(collection, id, locale, field, value) {
  return api('PATCH', `${collection}/${id}?locale=${locale}&depth=0&draft=false`, { [field]: value, _status: 'published' })
}

async function pageShows(publicPath, text) {
  const response = await fetch(`${baseUrl}${publicPath}`, { headers: { 'cache-control': 'no-cache' } })
  const html = await response.text()
  return html.includes(text)
}

async function measure({ label, collection, where, field, locale, pathOf }) {
  const doc = await findOne(collection, where, locale)
  const publicPath = pathOf(doc)
  const original = doc[field]
  if (!(await pageShows(publicPath, original))) throw new Error(`${publicPath} does not show "${original}" before the change`)
  const times = []
  try {
    for (let round = 1; round <= rounds; round++) {
      const marker = `${original} ·${Date.now().toString(36)}`
      const started = performance.now()
      await save(collection, doc.id, locale, field, marker)
      const saved = performance.now()
      let polls = 0
      for (;;) {
        polls++
        if (await pageShows(publicPath, marker)) break
        if (performance.now() - started > timeoutMs)
          throw new Error(`${publicPath} did not show the new ${field} within ${timeoutMs / 1000} s`)
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
      const live = performance.now()
      times.push({ saveMs: saved - started, liveMs: live - started, polls })
      console.log(
        `  ${label} round ${round}: save answered in ${(saved - started).toFixed(0)} ms, live after ${(live - started).toFixed(0)} ms (${polls} requests)`,
      )
    }
  } finally {
    await save(collection, doc.id, locale, field, original)
    // Wait until the original is back, so the site is left as it was found.
    const deadline = performance.now() + timeoutMs
    while (!(await pageShows(publicPath, original)) && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  return { label, publicPath, times }
}

const cases = [
  {
    label: 'fixed page title (About, cs)',
    collection: 'pages',
    where: { 'where[routeKey][equals]': 'about' },
    field: 'title',
    locale: 'cs',
    pathOf: () => '/o-nas',
  },
  // The first published procedure with an English page.
  {
    label: 'procedure name (en)',
    collection: 'procedures',
    where: { 'where[slug][exists]': 'true', 'where[_status][equals]': 'published', sort: 'sortOrder' },
    field: 'name',
    locale: 'en',
    pathOf: (doc) => `/en/procedures/${doc.slug}`,
  },
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
const results = []
for (const item of cases) results.push(await measure(item))

console.log(`\nAdmin save → public page shows it (${baseUrl}, ${rounds} rounds each, polling every ${pollMs} ms)`)
console.log('| document | page | save answered (median) | live after save started (median, max) |')
console.log('| --- | --- | ---: | ---: |')
for (const r of results) {
  const live = r.times.map((t) => t.liveMs)
  console.log(
    `| ${r.label} | ${r.publicPath} | ${median(r.times.map((t) => t.saveMs)).toFixed(0)} ms | ${median(live).toFixed(0)} ms, ${Math.max(...live).toFixed(0)} ms |`,
  )
}
