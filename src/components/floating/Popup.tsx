'use client'

import './Popup.css'
import { useEffect, useId, useRef, useState } from 'react'
import { useConsentState } from '@/features/consent/use-consent'
import { readStored, storageKeys, writeStored } from '@/ui/browser-storage'
import { CloseButton } from '@/ui/CloseButton'
import { Dialog } from '@/ui/Dialog'
import { type PopupData, pickPopup } from './popup-choice'

const pickDelay = 100 // spec §9: the popup is picked 100 ms after mount

/** The CMS popup for this language (spec §4): closing hides it for the rest of the browser session. */
export function Popup({ popups, closeLabel }: { popups: PopupData[]; closeLabel: string }) {
  const [popup, setPopup] = useState<PopupData>()
  const [atEnd, setAtEnd] = useState(false)
  const body = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // One overlay at a time: on a first visit the popup waits until the consent banner is answered
  // (it would cover the popup, and the modal popup would make the banner unreachable).
  const consent = useConsentState()
  const consentAnswered = consent.ready && consent.choice !== null

  useEffect(() => {
    if (!consentAnswered) return
    const timer = window.setTimeout(
      () => setPopup(pickPopup(popups, new Date(), readStored('session', storageKeys.closedPopup))),
      pickDelay,
    )
    return () => window.clearTimeout(timer)
  }, [popups, consentAnswered])

  useEffect(() => {
    if (!popup) return
    const element = body.current
    const measure = () => {
      if (element) setAtEnd(element.scrollTop + element.clientHeight >= element.scrollHeight - 2)
    }
    measure()
    element?.addEventListener('scroll', measure, { passive: true })
    return () => element?.removeEventListener('scroll', measure)
  }, [popup])

  if (!popup) return null
  const close = () => {
    writeStored('session', storageKeys.closedPopup, popup.id)
    setPopup(undefined)
  }
  return (
    // The dialog element is the dimmed overlay (as the backdrop div was); the card sits inside.
    <Dialog open onClose={close} className="popup-backdrop" initialFocus="dialog" aria-labelledby={titleId}>
      <div className="popup">
        <CloseButton label={closeLabel} onClick={close} />
        <div ref={body} className="popup__body" data-at-end={atEnd}>
          {popup.image ? (
            // biome-ignore lint/performance/noImgElement: a small CMS image inside a client-only dialog
            <img
              className="popup__image"
              src={popup.image.url}
              alt={popup.image.alt}
              width={popup.image.width}
              height={popup.image.height}
            />
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
    </Dialog>
  )
}
