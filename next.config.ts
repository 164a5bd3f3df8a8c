import { execFileSync } from 'node:child_process'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { runAfterProductionCompile } from './scripts/lib/compile-hints.mjs'
import { imageCsp, securityHeaderRules } from './src/platform/security/headers'

const withNextIntl = createNextIntlPlugin('./src/routing/i18n-request.ts')

// `npm run build` (scripts/build.mjs) makes the production build: a standalone server folder that
// every instance runs unchanged. `npm start` builds the demo in place.
const productionBuild = process.env.SITE_BUILD === 'production'

/** One id per build, the same on every instance: DEPLOYMENT_ID (CI, the image build), else the commit. */
function deploymentId(): string | undefined {
  if (process.env.DEPLOYMENT_ID) return process.env.DEPLOYMENT_ID
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || undefined
    )
  } catch {
    return undefined
  }
}
const buildId = productionBuild ? deploymentId() : undefined

const nextConfig: NextConfig = {
  // Tests build into their own folder so that they never serve (or overwrite) the demo site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  ...(productionBuild ? { output: 'standalone' as const } : {}),
  // The page cache: shared by all instances through Redis when REDIS_URL is set at run time, else
  // Next's own file-system cache (src/platform/cache/cache-handler.mjs decides when it starts). The demo
  // uses it too: a scheduled publish refreshes the pages through it (src/platform/cache/revalidate.ts).
  cacheHandler: `${process.cwd()}/src/platform/cache/cache-handler.mjs`,
  // Rendered pages Next also keeps in the process, beside the file-system cache (one instance
  // without Redis) or as the fallback while Redis is away. Next's 50 MB default counts characters:
  // Czech pages are two-byte strings in V8, so up to ≈ 100 MiB of RSS; the page files stay on disk
  // and are read from there instead (docs/decisions/0078-bounded-memory.md).
  cacheMaxMemorySize: 16 * 1024 * 1024,

  // Assets and client-side navigations carry the build's id: a browser holding an older page gets a
  // full load instead of chunks that no longer exist (several instances, rolling deploys).
  ...(buildId ? { deploymentId: buildId, generateBuildId: () => buildId } : {}),
  poweredByHeader: false,
  // React's and Next's bootstrap scripts are compiled whole on Chromium's background thread while
  // they download, not function by function on the main thread as the page boots (scripts/lib/compile-hints.mjs).
  compiler: { runAfterProductionCompile },
  // `npm test` type-checks the whole project first (tsc --noEmit over the same tsconfig) and then
  // builds twice (the demo and the production image): its builds skip Next's own second pass
  // (SKIP_BUILD_TYPECHECK=1, set by scripts/test.mjs). Every other build still checks.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // One copy of prom-client in the process: our server (src/platform/metrics.mjs) and the app count
  // into the same registry, and the standalone folder gets the package for the server.
  // The others are large server-only packages: Turbopack copies everything a route imports into
  // that route's own server chunks (each API route and page group had its own identical 7 MB chunk,
  // 14 MB of source text each in V8) and each bundle layer makes its own module instances (zxcvbn's
  // dictionaries were decoded three times, 13 MB each). External, Node loads them once for all
  // (docs/decisions/0078-bounded-memory.md).
  serverExternalPackages: [
    'prom-client',
    // Read by our server (src/platform/server/client-address.mjs, request-log.mjs): external, the standalone
    // folder gets them.
    'proxy-addr',
    'pino-http',
    '@zxcvbn-ts/core',
    '@zxcvbn-ts/language-common',
    '@zxcvbn-ts/language-cs',
    '@zxcvbn-ts/language-de',
    '@zxcvbn-ts/language-en',
    'exceljs',
    'nodemailer',
    'rate-limiter-flexible',
  ],
  // Stylesheets are linked, not inlined: Next's inlineCss also copies every inlined rule into the
  // page's RSC data, so each page carried its CSS twice (docs/decisions/0058-styles.md).
  images: {
    formats: ['image/avif', 'image/webp'],
    // 75 is Next's default for every picture; 55 is the home hero's, under its shade (HomeTemplate).
    qualities: [55, 75],
    // Only the widths the site's pictures ask for, so nobody can make the optimizer encode others
    // (it answers 400). Every CmsImage and gallery picture has `sizes` in vw, for which Next lists the
    // sizes from deviceSizes[0] × the smallest vw share up: the gallery's 25vw → 160 px, so 256 and
    // 384 of the small ones. Not 3840: one AVIF of it took 26–29 s of CPU (issue 40); 2048 covers
    // a full-width picture on a 1024-px screen at twice the density (tests/unit/image-sizes.test.ts).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048],
    imageSizes: [256, 384],
    // Only the CMS's pictures (every next/image of the site is one, with `?v=`, their version:
    // src/cms/media/versioned-url.ts): nothing else of ours, and nothing from elsewhere, is fetched
    // and encoded for a stranger (issue 40).
    localPatterns: [{ pathname: '/api/media/file/**' }],
    // A variant is made again only when it is gone from the cache, never "stale" in the background:
    // every optimization waits for its place (src/platform/server/image-queue.mjs), and the site's sources
    // never change under their URL (`?v=` changes with the file). 30 days, as long as Redis keeps one.
    minimumCacheTTL: 30 * 24 * 60 * 60,
    // Optimized images in the page cache (Redis when REDIS_URL is set): made once for all instances.
    ...(productionBuild ? { customCacheHandler: true } : {}),
    contentSecurityPolicy: imageCsp(),
  },
  // Security headers on every response: pages, 404s, files and API answers (src/platform/security/headers.ts).
  async headers() {
    return securityHeaderRules()
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload asks every response for the colour-scheme client hint as *critical* (Critical-CH, for the
// admin's dark mode). Chrome then restarts each first navigation to send it: an extra round trip
// (an internal 307) before every first public page, 0.6 s on Lighthouse's mobile connection.
// The admin keeps asking for it; the public site does not use it.
const payloadHeaders = config.headers
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
