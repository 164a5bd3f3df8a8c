'use client'

import './LanguageSwitcher.css'
import { useEffect, useRef, useState } from 'react'
import type { Alternates } from '@/content/resolve'
import { type Locale, locales, nativeLocaleNames } from '@/routing/locales'
import { storageKeys, writeStored } from '@/ui/browser-storage'
import { useOpenedByLink } from '@/ui/opened-by-link'
import { pressAsButton } from '@/ui/press-as-button'

const shortNames: Record<Locale, string> = { cs: 'CZ', en: 'EN', de: 'DE' }
/** The list's id: the toggle links to it, so without script the browser shows it by :target. */
const listId = 'site-languages'

/**
 * CZ / EN / DE dropdown of plain links from the route table: each leads to this page's translation
 * (or its nearest parent) and remembers the choice for the next visit. Before the script runs, or
 * without it, the toggle is a link to the list, which the CSS then shows.
 */
export function LanguageSwitcher({ locale, targets, label }: { locale: Locale; targets: Alternates; label: string }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useOpenedByLink(listId, () => setOpen(true))

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      root.current?.querySelector<HTMLElement>('.language-switcher__toggle')?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="language-switcher">
      <a
        href={`#${listId}`}
        className="language-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        {...pressAsButton(() => setOpen(!open))}
      >
        <span className="visually-hidden">{label}: </span>
        {shortNames[locale]}
        <span className="language-switcher__chevron" aria-hidden="true" />
      </a>
      <ul id={listId} className="language-switcher__list" hidden={!open}>
        {locales.map((code) => (
          <li key={code}>
            <a
              href={targets[code]}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={() => writeStored('local', storageKeys.language, code)}
            >
              <span aria-hidden="true">{shortNames[code]}</span> {nativeLocaleNames[code]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
