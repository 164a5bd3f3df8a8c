// `npm run build`: the production build, made once per release and run unchanged by every instance.
// No database is needed (pages render on their first request). The result is one folder,
// $NEXT_DIST_DIR/standalone (default .next/standalone), holding the server, the traced
// dependencies, the static files and public/: the container image copies only that folder and
// starts it with `node src/platform/server/serve.mjs` (Dockerfile).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { nextBin, root, run } from './lib.mjs'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const standalone = path.join(root, distDir, 'standalone')
const started = Date.now()

rmSync(standalone, { recursive: true, force: true })
await run(process.execPath, [nextBin, 'build'], {
  env: { ...process.env, NODE_ENV: 'production', SITE_BUILD: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir },
  label: 'next build',
})

// The file tracer follows paths built from process.cwd() (the data folder, Payload's search for
// .env files) and so copies the whole project, local database included. The server reads none of
// it: keep only the traced dependencies, the build and package.json (tests/production proves it).
for (const name of readdirSync(standalone)) {
  if (!['node_modules', distDir, 'package.json'].includes(name)) rmSync(path.join(standalone, name), { recursive: true, force: true })
}

// What Next leaves out of the standalone folder on purpose (a CDN could serve them) and our server.
// public/ may be empty, and then git has no such folder (the icons are routes since issue 25): the image gets it all the same.
mkdirSync(path.join(standalone, 'public'), { recursive: true })
if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })
cpSync(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true })
// Our HTTP server, the page cache and the platform modules both use (serve.mjs imports them at run
// time; cache-handler.mjs Next traces, but the source folder was dropped above): every .mjs of these
// folders, so a new module cannot be left out of the production folder.
for (const folder of ['src/platform', 'src/platform/server', 'src/platform/cache']) {
  for (const file of readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.mjs'))) {
    cpSync(path.join(root, folder, file), path.join(standalone, folder, file))
  }
}
writeFileSync(path.join(standalone, 'src/platform/server/standalone.json'), `${JSON.stringify({ distDir })}\n`)
// Next's own minimal server would bypass ours (client addresses, health, logs, shutdown).
rmSync(path.join(standalone, 'server.js'), { force: true })

console.log(
  `\n▸ Production build in ${path.relative(root, standalone)} (${((Date.now() - started) / 1000).toFixed(0)} s). Start it with: node src/platform/server/serve.mjs (from that folder)`,
)
