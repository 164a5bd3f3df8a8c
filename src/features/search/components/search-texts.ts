import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/routing/locales'
import type { SearchBoxTexts } from './SearchBox'

/** The search page's texts in one language; the status templates raw, filled in the browser as the results change. */
export async function searchBoxTexts(locale: Locale): Promise<SearchBoxTexts> {
  const t = await getTranslations({ locale, namespace: 'search' })
  return {
    label: t('label'),
    submit: t('submit'),
    hint: t('hint'),
    results: t.raw('results') as string,
    none: t.raw('none') as string,
    error: t('error'),
    kinds: { procedure: t('kindProcedure'), person: t('kindPerson'), post: t('kindPost'), page: t('kindPage'), faq: t('kindFaq') },
  }
}
