// Page-weight budgets of `npm test`, from the production build the end-to-end stage leaves in
// $E2E_DIST_DIR (.next-e2e): the first-load JavaScript of every prerendered page, gzip level 9,
// summed per page, against the budget of its page type in scripts/page-weight-budgets.json; and no
// page loads the admin's, the contact form's or the gallery lightbox's code unless it shows them.
//   E2E_DIST_DIR=.next-e2e node scripts/page-weight.mjs            # check
//   E2E_DIST_DIR=.next-e2e node scripts/page-weight.mjs --update   # new budgets: measured + 10 %
//   … --verbose lists the chunks of each page type's heaviest page
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { root } from './lib.mjs'
import routeKeyPaths from '../src/routing/fixed-paths.json' with { type: 'json' }
import {
  budgetProblems,
  chunkReferences,
  classifyPath,
  featureProblems,
  features,
  firstLoadChunks,
  gzipSize,
  kib,
  pageTypes,
  proposeBudgets,
} from './lib/page-weight.mjs'

const distDir = path.resolve(root, process.env.E2E_DIST_DIR || '.next-e2e')
const budgetsFile = path.join(root, 'scripts/page-weight-budgets.json')
const update = process.argv.includes('--update')
const verbose = process.argv.includes('--verbose')
const appDir = path.join(distDir, 'server/app')

if (!existsSync(path.join(distDir, 'BUILD_ID')) || !existsSync(appDir)) {
  console.error(
    `No production build in ${path.relative(root, distDir) || distDir}: the end-to-end stage builds it (or run npm start with NEXT_DIST_DIR set, and point E2E_DIST_DIR at it).`,
  )
  process.exit(1)
}

const problems = []

const texts = new Map()
const sizes = new Map()
function chunkText(chunk) {
  if (!texts.has(chunk)) {
    const file = path.join(distDir, decodeURIComponent(chunk))
    if (!existsSync(file)) {
      problems.push(`a page loads /_next/${chunk}, which is not in the build`)
      texts.set(chunk, '')
      sizes.set(chunk, 0)
    } else {
      const buffer = readFileSync(file)
      texts.set(chunk, buffer.toString('utf8'))
      sizes.set(chunk, gzipSize(buffer))
    }
  }
  return texts.get(chunk)
}
function chunkSize(chunk) {
  chunkText(chunk)
  return sizes.get(chunk)
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

// Chunks holding the lazily loaded features (found by their markers anywhere in the build).
const chunkDir = path.join(distDir, 'static/chunks')
const allChunks = readdirSync(chunkDir, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.js'))
  .map((name) => `static/chunks/${name.split(path.sep).join('/')}`)
const lazyChunks = new Map()
for (const feature of features.filter((f) => f.lazy)) {
  const holders = allChunks.filter((chunk) => feature.markers.some((marker) => chunkText(chunk).includes(marker)))
  if (holders.length === 0)
    problems.push(`no chunk of the build contains ${feature.label} (markers ${feature.markers.join(', ')}): update the markers`)
  lazyChunks.set(feature.id, holders)
}

// The admin: its chunks (from its client reference manifest) must carry the admin markers, else they prove nothing.
const adminManifest = path.join(appDir, '(payload)/admin/[[...segments]]/page_client-reference-manifest.js')
const admin = features.find((f) => f.id === 'admin')
if (!existsSync(adminManifest)) problems.push(`the admin's client reference manifest is missing (${path.relative(root, adminManifest)})`)
else {
  const adminChunks = chunkReferences(readFileSync(adminManifest, 'utf8'))
  const missing = admin.markers.filter((marker) => !adminChunks.some((chunk) => chunkText(chunk).includes(marker)))
  if (missing.length)
    problems.push(`the admin's chunks lack the marker(s) ${missing.join(', ')}: update the admin markers in scripts/lib/page-weight.mjs`)
}

// Every prerendered page of the site.
const pages = []
for (const file of htmlFiles(appDir)) {
  const internal = path
    .relative(appDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
  const type = classifyPath(internal, routeKeyPaths)
  if (!type) continue
  const html = readFileSync(file, 'utf8')
  pages.push({ type, label: `/${internal}`, html, chunks: firstLoadChunks(html) })
}

// The 404 page renders on request: its chunks are the catch-all page's own (Next's manifests list them),
// which is what a request for an unknown path loads (measured against a running server).
const siteManifest = path.join(appDir, '(site)/[locale]/[[...path]]/page_client-reference-manifest.js')
if (existsSync(siteManifest)) {
  const sandbox = { globalThis: {} }
  vm.runInNewContext(readFileSync(siteManifest, 'utf8'), sandbox)
  const manifest = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})[0]
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const chunks = new Set(buildManifest.rootMainFiles ?? [])
  for (const [segment, files] of Object.entries(manifest?.entryJSFiles ?? {})) {
    if (/\(site\)\/\[locale\]\/(layout|error|not-found|\[\[\.\.\.path\]\]\/page)$|builtin\/not-found$/.test(segment))
      for (const f of files) chunks.add(f)
  }
  pages.push({ type: 'notFound', label: '404 (from the build manifests)', html: '', chunks: [...chunks].sort() })
} else problems.push(`the site's client reference manifest is missing (${path.relative(root, siteManifest)})`)

// Weigh every page, check what it carries.
const verifiedBy = new Map()
const pageProblems = new Map()
for (const page of pages) {
  page.bytes = page.chunks.reduce((sum, chunk) => sum + chunkSize(chunk), 0)
  const { problems: found, verified } = featureProblems({ label: page.label, html: page.html, chunks: page.chunks, chunkText }, lazyChunks)
  for (const problem of found) {
    const key = `${problem.kind} ${problem.feature}`
    pageProblems.set(key, [...(pageProblems.get(key) ?? []), problem])
  }
  for (const id of verified) verifiedBy.set(id, [...(verifiedBy.get(id) ?? []), page.label])
}
// One line per kind of problem: the first page's message and how many other pages have it.
for (const group of pageProblems.values()) {
  const others = group.slice(1).map((p) => p.page)
  problems.push(
    `${group[0].text}${others.length ? `; so do ${others.length} more: ${others.slice(0, 4).join(', ')}${others.length > 4 ? ', …' : ''}` : ''}`,
  )
}
for (const feature of features.filter((f) => f.shownBy)) {
  if (!verifiedBy.has(feature.id))
    problems.push(`no page of the build shows ${feature.id} with its code found, so the check of ${feature.label} proves nothing`)
}

const byType = new Map()
for (const page of pages) {
  const group = byType.get(page.type) ?? []
  group.push(page)
  byType.set(page.type, group)
}
for (const type of pageTypes) if (!byType.has(type)) problems.push(`no page of type ${type} in the build`)

const measured = {}
for (const type of pageTypes) {
  const group = byType.get(type)
  if (group) measured[type] = Math.max(...group.map((p) => p.bytes))
}

let budgets = {}
if (existsSync(budgetsFile)) budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')).budgetsKiB ?? {}

const shared = new Set(pages[0]?.chunks ?? [])
for (const page of pages) for (const chunk of shared) if (!page.chunks.includes(chunk)) shared.delete(chunk)
const sharedBytes = [...shared].reduce((sum, chunk) => sum + chunkSize(chunk), 0)
console.log(
  `First-load JavaScript per page type, gzip level 9, KiB (1024 bytes); build ${path.relative(root, distDir)}, ${pages.length} pages`,
)
console.log(`Shared by every page: ${shared.size} chunks, ${kib(sharedBytes).toFixed(1)} KiB\n`)
const rows = [['page type', 'pages', 'min', 'max', 'budget', '', 'heaviest page']]
for (const type of pageTypes) {
  const group = byType.get(type)
  if (!group) continue
  const heaviest = group.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  const min = Math.min(...group.map((p) => p.bytes))
  const budget = budgets[type]
  const status = budget === undefined ? '–' : kib(heaviest.bytes) > budget ? 'OVER' : 'ok'
  rows.push([
    type,
    String(group.length),
    kib(min).toFixed(1),
    kib(heaviest.bytes).toFixed(1),
    budget === undefined ? '–' : String(budget),
    status,
    heaviest.label,
  ])
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
for (const row of rows)
  console.log(
    row
      .map((cell, i) => (i >= 1 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  )
console.log(
  `\nVerified: ${[...verifiedBy].map(([id, labels]) => `${id} code found on the ${labels.length} page(s) that show it`).join('; ')}; admin markers found in the admin's chunks.`,
)

if (verbose) {
  for (const type of pageTypes) {
    const group = byType.get(type)
    if (!group) continue
    const heaviest = group.reduce((a, b) => (b.bytes > a.bytes ? b : a))
    console.log(`\n${type} (${heaviest.label}):`)
    for (const chunk of heaviest.chunks)
      console.log(`  ${kib(chunkSize(chunk)).toFixed(1).padStart(6)} KiB  ${chunk}${shared.has(chunk) ? '' : '  (not on every page)'}`)
  }
}

if (update) {
  const proposed = proposeBudgets(measured, 0.1)
  const content = {
    about:
      'First-load JavaScript budget per page type, KiB (1024 bytes) of gzip level 9, checked by scripts/page-weight.mjs in npm test against the heaviest prerendered page of each type. Set from a measurement with 10 % headroom: E2E_DIST_DIR=<a production build> node scripts/page-weight.mjs --update',
    measuredOn: `${new Date().toISOString().slice(0, 10)}, build ${path.basename(distDir)}`,
    measuredKiB: Object.fromEntries(Object.entries(measured).map(([type, bytes]) => [type, Number(kib(bytes).toFixed(1))])),
    budgetsKiB: proposed,
  }
  writeFileSync(budgetsFile, `${JSON.stringify(content, null, 2)}\n`)
  console.log(`\nWrote ${path.relative(root, budgetsFile)}: measured + 10 %.`)
} else if (!existsSync(budgetsFile)) problems.push(`${path.relative(root, budgetsFile)} is missing: create it with --update`)
else problems.push(...budgetProblems(measured, budgets))

if (problems.length) {
  console.error(`\n✗ ${problems.length} page-weight problem(s):`)
  for (const problem of problems) console.error(`  - ${problem}`)
  process.exit(1)
}
console.log('\nPage weights are within their budgets; no page loads code it does not show.')
