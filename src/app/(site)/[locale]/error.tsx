'use client'

import { useEffect } from 'react'
import { useErrorTexts } from '@/components/errors/ErrorTexts'
import { recoverFromStaleBuild } from '@/components/navigation/stale-build'
import { ErrorMessage } from '@/components/templates/ErrorMessage'
import { defaultLocale } from '@/routing/locales'

/** Shown when rendering a page fails on the server (answered with status 500). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale, texts } = useErrorTexts()
  useEffect(() => {
    // Lazy code of an older build that is gone after a deployment: one reload fixes it.
    if (recoverFromStaleBuild(error)) return
    console.error(error)
  }, [error])
  return (
    <main id="main" className="page-hero page-hero--error">
      <ErrorMessage code={500} title={texts.title} text={texts.text}>
        <p className="button-row">
          <button type="button" className="button" onClick={() => reset()}>
            {texts.retry}
          </button>
          <a className="button button--secondary" href={locale === defaultLocale ? '/' : `/${locale}`}>
            {texts.home}
          </a>
        </p>
      </ErrorMessage>
    </main>
  )
}
