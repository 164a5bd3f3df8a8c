'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { recoverFromStaleBuild } from '@/components/navigation/stale-build'
import { defaultLocale } from '@/routing/locales'

/** Shown when rendering a page fails on the server (answered with status 500). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error')
  const locale = useLocale()
  useEffect(() => {
    // Lazy code of an older build that is gone after a deployment: one reload fixes it.
    if (recoverFromStaleBuild(error)) return
    console.error(error)
  }, [error])
  return (
    <main id="main" className="page-hero page-hero--error">
      <div className="container">
        <p className="error-code" aria-hidden="true">
          500
        </p>
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <p className="button-row">
          <button type="button" className="button" onClick={() => reset()}>
            {t('retry')}
          </button>
          <a className="button button--secondary" href={locale === defaultLocale ? '/' : `/${locale}`}>
            {t('home')}
          </a>
        </p>
      </div>
    </main>
  )
}
