import { type Locale, localeRegionTags } from '@/routing/locales'

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeRegionTags[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))
}
