import { getTranslations } from 'next-intl/server'
import type { Alternates } from '@/content/resolve'
import { type Locale, locales } from '@/routing/locales'

const shortNames: Record<Locale, string> = { cs: 'CZ', en: 'EN', de: 'DE' }

/** Plain links from the route table: each leads to this page's translation (or its nearest parent). */
export async function LanguageSwitcher({ locale, targets }: { locale: Locale; targets: Alternates }) {
  const t = await getTranslations('languages')
  return (
    <nav className="language-switcher" aria-label={t('label')}>
      <ul>
        {locales.map((code) => (
          <li key={code}>
            <a
              href={targets[code]}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              title={t(code)}
            >
              <abbr title={t(code)}>{shortNames[code]}</abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
