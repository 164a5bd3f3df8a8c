'use client'

import './floating.css'
import './StickyCallback.css'
import { useEffect, useId, useState } from 'react'
import { CallMeForm, type CallMeTexts } from '@/features/inquiries/form/CallMeForm'
import { readStored, storageKeys, writeStored } from '@/ui/browser-storage'
import { CloseButton } from '@/ui/CloseButton'
import { phoneIcon } from './phone-icon'

/** Shown once the visitor has scrolled this share of the window's height: first the page, then the offer. */
const appearAfterScreens = 0.5

/**
 * The sticky call-back form (spec §4): only at 576 px and wider (a CSS rule), hidden for the rest
 * of the browser session once closed. It waits until the visitor has scrolled some way, and sits as
 * a round button in the page's margin (floating.css): the form opens beside it on a click, so it
 * never covers the text unasked. Rendered after mount so a closed form never flashes.
 */
export function StickyCallback({ title, closeLabel, texts }: { title: string; closeLabel: string; texts: CallMeTexts }) {
  const [dismissed, setDismissed] = useState(true)
  const [scrolled, setScrolled] = useState(false)
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const panelId = useId()

  useEffect(() => {
    setDismissed(readStored('session', storageKeys.stickyCallbackHidden) === '1')
    const check = () => setScrolled(window.scrollY >= window.innerHeight * appearAfterScreens)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  if (dismissed || (!scrolled && !open)) return null
  const dismiss = () => {
    writeStored('session', storageKeys.stickyCallbackHidden, '1')
    setDismissed(true)
  }
  return (
    <aside className="sticky-callback floating" aria-label={title}>
      <button
        type="button"
        className="sticky-callback__launcher"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={phoneIcon} />
        </svg>
        <span className="visually-hidden">{title}</span>
      </button>
      <section id={panelId} className="sticky-callback__panel" aria-labelledby={titleId} hidden={!open}>
        <CloseButton label={closeLabel} onClick={dismiss} className="sticky-callback__close" />
        <h2 id={titleId} className="sticky-callback__title">
          {title}
        </h2>
        <CallMeForm texts={texts} />
      </section>
    </aside>
  )
}
