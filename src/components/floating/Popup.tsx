'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useConsentState } from '@/consent/useConsent'
import { readStored, storageKeys, writeStored } from '../ui/browser-storage'
import { type PopupData, pickPopup } from './popup-choice'

const pickDelay = 100 // spec §9: the popup is picked 100 ms after mount

/** The CMS popup for this language (spec §4): closing hides it for the rest of the browser session. */
export function Popup({ popups, closeLabel }: { popups: PopupData[]; closeLabel: string }) {
  const [popup, setPopup] = useState<PopupData>()
  const [atEnd, setAtEnd] = useState(false)
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // One overlay at a time: on a first visit the popup waits until the consent banner is answered
  // (it would cover the popup, and the popup's focus trap would keep the keyboard from the banner).
  const consent = useConsentState()
  const consentAnswered = consent.ready && consent.choice !== null

  useEffect(() => {
    if (!consentAnswered) return
    const timer = window.setTimeout(() => setPopup(pickPopup(popups, new Date(), readStored('session', storageKeys.closedPopup))), pickDelay)
    return () => window.clearTimeout(timer)
  }, [popups, consentAnswered])

  useEffect(() => {
    if (!popup) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        writeStored('session', storageKeys.closedPopup, popup.id)
        setPopup(undefined)
      }
      // A modal dialog: Tab and Shift+Tab cycle through its own controls only.
      if (event.key === 'Tab' && dialog.current) {
        const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button')]
        const at = focusable.indexOf(document.activeElement as HTMLElement)
        event.preventDefault()
        focusable.at(event.shiftKey ? (at <= 0 ? -1 : at - 1) : (at + 1) % focusable.length)?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [popup])

  useEffect(() => {
    if (!popup) return
    // Focus goes back where it was when the popup closes; if it was nowhere (the popup opens on
    // load), to the start of the page, so the next Tab reaches the skip link, not the page's end.
    const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    dialog.current?.focus()
    const element = body.current
    const measure = () => {
      if (element) setAtEnd(element.scrollTop + element.clientHeight >= element.scrollHeight - 2)
    }
    measure()
    element?.addEventListener('scroll', measure, { passive: true })
    return () => {
      element?.removeEventListener('scroll', measure)
      if (previous) {
        previous.focus()
      } else {
        document.body.tabIndex = -1
        document.body.focus({ preventScroll: true })
        document.body.removeAttribute('tabindex')
      }
    }
  }, [popup])

  if (!popup) return null
  const close = () => {
    writeStored('session', storageKeys.closedPopup, popup.id)
    setPopup(undefined)
  }
  return (
    <div className="popup-backdrop">
      <div
        ref={dialog}
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button type="button" className="popup__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
        <div ref={body} className="popup__body" data-at-end={atEnd}>
          {popup.image ? (
            // biome-ignore lint/performance/noImgElement: a small CMS image inside a client-only dialog
            <img className="popup__image" src={popup.image.url} alt={popup.image.alt} width={popup.image.width} height={popup.image.height} />
          ) : null}
          <h2 id={titleId}>{popup.title}</h2>
          <p>{popup.text}</p>
          {popup.buttonText && popup.buttonLink ? (
            <a className="button" href={popup.buttonLink} onClick={close}>
              {popup.buttonText}
            </a>
          ) : null}
        </div>
        <div className="popup__fade" hidden={atEnd} aria-hidden="true" />
      </div>
    </div>
  )
}
