import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { imageCsp, securityHeaderRules } from './src/security/headers'

const withNextIntl = createNextIntlPlugin('./src/routing/i18n-request.ts')

const nextConfig: NextConfig = {
  // Tests build into their own folder so that they never serve (or overwrite) the demo site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks with tsc; skipping it here keeps `npm start` builds shorter.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    contentSecurityPolicy: imageCsp(),
  },
  // Security headers on every response: pages, 404s, files and API answers (src/security/headers.ts).
  async headers() {
    return securityHeaderRules()
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
