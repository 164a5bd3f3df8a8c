import Link from 'next/link'
import type { ServerProps } from 'payload'
import { otherLocales } from '@/routing/locales'
import { statusTexts as t } from './labels'
import { countsOf, translationStatus } from './status'

/**
 * On the admin dashboard, for all staff: how many documents lack each translation ("Chybí překlady:
 * 12 EN, 15 DE") and how many translations are outdated, linking to the translation status.
 */
export async function MissingTranslationsLine({ payload, user, i18n }: ServerProps) {
  if (!user) return null
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const rows = await translationStatus(payload)
  const missing = countsOf(rows, 'missing')
  const outdated = countsOf(rows, 'outdated')
  const list = (counts: Record<string, number>) => otherLocales.map((locale) => `${counts[locale]} ${locale.toUpperCase()}`).join(', ')
  const anyOutdated = otherLocales.some((locale) => outdated[locale] > 0)
  const anyMissing = otherLocales.some((locale) => missing[locale] > 0)
  const view = `${payload.config.routes.admin}/translation-status`
  return (
    <p className="missing-translations" data-testid="missing-translations" style={{ margin: '0 0 calc(var(--base) * 1.5)' }}>
      {anyMissing || anyOutdated ? (
        <>
          <Link href={`${view}?state=missing`}>
            {t.missingLine[language]}: {list(missing)}
          </Link>
          {anyOutdated ? (
            <>
              {'; '}
              <Link href={`${view}?state=outdated`}>
                {t.outdatedLine[language]}: {list(outdated)}
              </Link>
            </>
          ) : null}
        </>
      ) : (
        <Link href={view}>{t.allTranslated[language]}</Link>
      )}
    </p>
  )
}
