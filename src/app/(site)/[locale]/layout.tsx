// Global CSS in cascade order: tokens, reset and base type, then the shared primitives that
// components refine. Every component imports its own CSS file beside it.
import '../tokens.css'
import '../base.css'
import '@/ui/button.css'
import '@/ui/card.css'
import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { notFound } from 'next/navigation'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ErrorTextsProvider } from '@/components/errors/ErrorTexts'
import { clinicNameOf, clinicShortNameOf, homeTitle, titleTemplate } from '@/content/clinic-identity'
import { getSettings } from '@/content/site'
import { isLocale, locales } from '@/routing/locales'
import { siteUrl } from '@/routing/site-url'
import { renderAtRequestWithoutBuildDatabase } from '@/platform/server/build-mode'

/**
 * Inter, one woff2 of about 28 KB for every public page, preloaded: the characters of Czech, English and
 * German, weights 400–700, kerning and the features the text uses (`npm run font:subset` makes it;
 * docs/decisions/0059-one-font-file.md). The fallback stays Arial resized to Inter's metrics while it loads.
 */
const inter = localFont({
  src: '../fonts/inter-variable-subset.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: true,
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'sans-serif'],
})

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  // The production build has no database: there the metadata (like the pages) renders per request.
  await renderAtRequestWithoutBuildDatabase()
  const settings = await getSettings(locale)
  // The clinic's name is Settings' (Identity), in the page's language; without it titles stay neutral
  // (the site's own host, as in the manifest: never somebody else's name).
  const name = clinicNameOf(settings)
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: titleTemplate(name), default: homeTitle(settings) ?? new URL(siteUrl()).host },
    applicationName: clinicShortNameOf(settings),
    icons: {
      icon: [
        { url: '/favicon-32.png', sizes: '32x32' },
        { url: '/icon-192.png', sizes: '192x192' },
      ],
      apple: '/apple-touch-icon.png',
    },
    openGraph: { siteName: name },
    manifest: '/manifest.webmanifest',
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const messages = await getMessages()
  return (
    <html lang={locale} className={inter.variable}>
      <body>
        {/* No translation library in the browser: client components get their texts resolved by the
            server, as props (the consent dialog, consent placeholders) or, for the error boundary, here. */}
        <ErrorTextsProvider locale={locale} texts={messages.error}>
          {children}
        </ErrorTextsProvider>
      </body>
    </html>
  )
}
