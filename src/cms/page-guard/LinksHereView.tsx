'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import { nativeLocaleNames } from '@/routing/locales'
import type { LinksHerePanelData } from './links-here-panel'

const text = {
  cs: {
    heading: 'Odkazuje sem',
    none: 'Žádná zveřejněná stránka sem neodkazuje.',
    home: 'Úvodní stránka',
    hint: 'Stránku nelze zrušit ani smazat, dokud sem tyto odkazy vedou: upravte je na jinou stránku. Starou adresu pak přesměrujte, ať ji návštěvníci z vyhledávačů a záložek nenajdou prázdnou:',
    hintNone: 'Než stránku zrušíte nebo smažete, přesměrujte její adresu, ať ji návštěvníci z vyhledávačů a záložek nenajdou prázdnou:',
    redirect: 'Přesměrovat',
    alreadyRedirected: 'už je přesměrovaná',
    redirectedHeading: 'Sem už přesměrovává',
    automatic: 'automaticky po změně slugu',
  },
  en: {
    heading: 'Links here',
    none: 'No published page links here.',
    home: 'Home page',
    hint: 'The page cannot be unpublished or deleted while these links lead here: change them to another page. Then redirect the old address, so visitors from search engines and bookmarks do not find it empty:',
    hintNone:
      'Before you unpublish or delete the page, redirect its address, so visitors from search engines and bookmarks do not find it empty:',
    redirect: 'Redirect',
    alreadyRedirected: 'is already redirected',
    redirectedHeading: 'Already redirected here',
    automatic: 'automatically after a slug change',
  },
}

const muted = { color: 'var(--theme-elevation-500)' }

/**
 * The "Odkazuje sem" panel's content: rendered with the server's data when the form loads, and
 * asked again after each save (Payload does not render a sidebar panel again then): after a slug
 * change the old address is listed as redirected here, not offered for a redirect again.
 */
export function LinksHereView({ initial, language }: { initial: LinksHerePanelData; language: 'cs' | 'en' }) {
  const { config } = useConfig()
  const { id, collectionSlug, lastUpdateTime } = useDocumentInfo()
  const [data, setData] = useState(initial)
  const firstUpdate = useRef(lastUpdateTime)

  useEffect(() => {
    if (lastUpdateTime === firstUpdate.current || id === undefined || !collectionSlug) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/${collectionSlug}/${id}/links-here`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<LinksHerePanelData>) : undefined))
      .then((fresh) => fresh && setData(fresh))
      .catch(() => undefined)
    return () => controller.abort()
  }, [lastUpdateTime, id, collectionSlug, config.routes.api])

  const t = text[language]
  const admin = config.routes.admin
  const published = Object.entries(data.addresses)
  const redirectedFrom = new Set(data.redirected.map((redirect) => redirect.from))
  if (!published.length && !data.redirected.length) return null
  return (
    <section className="field-type links-here" aria-labelledby="links-here-heading" style={{ marginBottom: 'var(--base)' }}>
      <h3 className="field-label" id="links-here-heading" style={{ fontSize: 'inherit', margin: 0 }}>
        {t.heading}
      </h3>
      {data.linking.length ? (
        <ul style={{ margin: '0.25rem 0', paddingLeft: '1.1rem' }}>
          {data.linking.map((item) => (
            <li key={item.adminPath}>
              <a href={`${admin}${item.adminPath}`}>{item.href === '/' ? t.home : item.title}</a> <span style={muted}>({item.href})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: '0.25rem 0' }}>{t.none}</p>
      )}
      {published.length ? (
        <>
          <p className="field-description" style={{ marginTop: '0.25rem' }}>
            {data.linking.length ? t.hint : t.hintNone}
          </p>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {published.map(([locale, href]) => (
              <li key={locale}>
                {redirectedFrom.has(href) ? (
                  <span>
                    {href} {t.alreadyRedirected}
                  </span>
                ) : (
                  <a href={`${admin}/collections/redirects/create?${new URLSearchParams({ from: href })}`}>
                    {t.redirect} {href}
                  </a>
                )}{' '}
                <span style={muted}>({nativeLocaleNames[locale as keyof typeof nativeLocaleNames]})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data.redirected.length ? (
        <>
          <h4 className="field-label" style={{ fontSize: 'inherit', margin: '0.5rem 0 0' }}>
            {t.redirectedHeading}
          </h4>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.redirected.map((redirect) => (
              <li key={String(redirect.id)}>
                <a href={`${admin}/collections/redirects/${redirect.id}`}>{redirect.from}</a>
                {redirect.automatic ? <span style={muted}> ({t.automatic})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
