import type { UIFieldServerProps } from 'payload'
import { nativeLocaleNames } from '@/routing/locales'
import { templateOfCollection } from '@/routing/live-documents'
import { linksHere } from './links-here'

const text = {
  cs: {
    heading: 'Odkazuje sem',
    none: 'Žádná zveřejněná stránka sem neodkazuje.',
    home: 'Úvodní stránka',
    hint: 'Stránku nelze zrušit ani smazat, dokud sem tyto odkazy vedou: upravte je na jinou stránku. Starou adresu pak přesměrujte, ať ji návštěvníci z vyhledávačů a záložek nenajdou prázdnou:',
    hintNone: 'Než stránku zrušíte nebo smažete, přesměrujte její adresu, ať ji návštěvníci z vyhledávačů a záložek nenajdou prázdnou:',
    redirect: 'Přesměrovat',
  },
  en: {
    heading: 'Links here',
    none: 'No published page links here.',
    home: 'Home page',
    hint: 'The page cannot be unpublished or deleted while these links lead here: change them to another page. Then redirect the old address, so visitors from search engines and bookmarks do not find it empty:',
    hintNone:
      'Before you unpublish or delete the page, redirect its address, so visitors from search engines and bookmarks do not find it empty:',
    redirect: 'Redirect',
  },
}

/**
 * The "Odkazuje sem" panel in the sidebar of a published page-like document (issue 30): the
 * published texts that link to it, each opening in the admin, and for each of its addresses a
 * new redirect with that address filled in. Rendered on the server when the form loads and after
 * each save (Payload renders UI fields then, not on every keystroke).
 */
export async function LinksHerePanel({ id, collectionSlug, req, i18n }: UIFieldServerProps) {
  const template = collectionSlug ? templateOfCollection(collectionSlug) : undefined
  if (id === undefined || id === null || !template) return null
  const { addresses, linking } = await linksHere(req.payload, req, template, id)
  const published = Object.entries(addresses)
  if (!published.length) return null
  const t = text[i18n.language === 'en' ? 'en' : 'cs']
  const admin = req.payload.config.routes.admin
  return (
    <section className="field-type links-here" aria-labelledby="links-here-heading" style={{ marginBottom: 'var(--base)' }}>
      <h3 className="field-label" id="links-here-heading" style={{ fontSize: 'inherit', margin: 0 }}>
        {t.heading}
      </h3>
      {linking.length ? (
        <ul style={{ margin: '0.25rem 0', paddingLeft: '1.1rem' }}>
          {linking.map((item) => (
            <li key={item.adminPath}>
              <a href={`${admin}${item.adminPath}`}>{item.href === '/' ? t.home : item.title}</a>{' '}
              <span style={{ color: 'var(--theme-elevation-500)' }}>({item.href})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: '0.25rem 0' }}>{t.none}</p>
      )}
      <p className="field-description" style={{ marginTop: '0.25rem' }}>
        {linking.length ? t.hint : t.hintNone}
      </p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {published.map(([locale, href]) => (
          <li key={locale}>
            <a href={`${admin}/collections/redirects/create?${new URLSearchParams({ from: href })}`}>
              {t.redirect} {href}
            </a>{' '}
            <span style={{ color: 'var(--theme-elevation-500)' }}>({nativeLocaleNames[locale as keyof typeof nativeLocaleNames]})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
