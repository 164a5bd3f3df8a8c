'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { recoverFromStaleBuild } from '@/components/navigation/stale-build'
import { ErrorMessage } from '@/components/templates/ErrorMessage'
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
      <ErrorMessage code={500} title={t('title')} text={t('text')}>
        <p className="button-row">
          <button type="button" className="button" onClick={() => reset()}>
            {t('retry')}
          </button>
          <a className="button button--secondary" href={locale === defaultLocale ? '/' : `/${locale}`}>
            {t('home')}
          </a>
        </p>
      </ErrorMessage>
    </main>
  )
}
