'use client'

import './LanguageSwitcher.css'
import { useEffect, useId, useRef, useState } from 'react'
import type { Alternates } from '@/content/resolve'
import { type Locale, locales, nativeLocaleNames } from '@/routing/locales'
import { storageKeys, writeStored } from '../ui/browser-storage'

const shortNames: Record<Locale, string> = { cs: 'CZ', en: 'EN', de: 'DE' }

/**
 * CZ / EN / DE dropdown of plain links from the route table: each leads to this page's translation
 * (or its nearest parent) and remembers the choice for the next visit.
 */
export function LanguageSwitcher({ locale, targets, label }: { locale: Locale; targets: Alternates; label: string }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      root.current?.querySelector('button')?.focus()
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
      <button
        type="button"
        className="language-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{label}: </span>
        {shortNames[locale]}
        <span className="language-switcher__chevron" aria-hidden="true" />
      </button>
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
