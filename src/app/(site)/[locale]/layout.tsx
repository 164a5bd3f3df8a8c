// Global CSS in cascade order: tokens, reset and base type, then the shared primitives that
// components refine. Every component imports its own CSS file beside it.
import '../tokens.css'
import '../base.css'
import '@/components/ui/button.css'
import '@/components/ui/card.css'
import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { notFound } from 'next/navigation'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ErrorTextsProvider } from '@/components/errors/ErrorTexts'
import { isLocale, locales } from '@/routing/locales'
import { siteUrl } from '@/routing/site-url'

/**
 * Inter, one woff2 of about 28 KB for every public page, preloaded: the characters of Czech, English and
 * German, weights 400–700, kerning and the features the text uses (`npm run font:subset` makes it;
 * docs/decisions.md, "One font file"). The fallback stays Arial resized to Inter's metrics while it loads.
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
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: t('titleTemplate'), default: t('defaultTitle') },
    applicationName: t('name'),
    icons: {
      icon: [
        { url: '/favicon-32.png', sizes: '32x32' },
        { url: '/icon-192.png', sizes: '192x192' },
      ],
      apple: '/apple-touch-icon.png',
    },
    openGraph: { siteName: t('name') },
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
