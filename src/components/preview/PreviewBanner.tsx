import './PreviewBanner.css'
import { getTranslations } from 'next-intl/server'
import { previewUser } from '@/content/documents'
import type { Locale } from '@/routing/locales'
import { LivePreviewRefresh } from './LivePreviewRefresh'

/**
 * Tells staff that they look at a preview (drafts included), not at the live site, and leads out:
 * a plain link to /api/v1/preview/exit, which ends draft mode and returns to this page, live. Shown
 * only when drafts are actually shown (draft mode and a staff session, src/content/documents.ts);
 * visitors' pages read no cookies for it and stay static.
 */
export async function PreviewBanner({ locale, path }: { locale: Locale; path: string }) {
  if (!(await previewUser())) return null
  const t = await getTranslations({ locale, namespace: 'preview' })
  const exit = `/api/v1/preview/exit?${new URLSearchParams({ to: path })}`
  return (
    <>
      <section className="preview-banner" aria-label={t('label')}>
        <p className="preview-banner__text">{t('banner')}</p>
        <a className="preview-banner__exit" href={exit} rel="nofollow">
          {t('exit')}
        </a>
      </section>
      {/* A frame around the window while scrolling; it takes no clicks, so it covers no control. */}
      <div className="preview-frame" aria-hidden="true" />
      {/* In Payload's live preview pane: reloads the page's server data when the editor saves. */}
      <LivePreviewRefresh />
    </>
  )
}
