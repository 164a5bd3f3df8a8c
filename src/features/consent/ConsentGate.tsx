'use client'

import './ConsentGate.css'
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { ConsentPurpose } from './consent-record'
import type { ConsentGateTexts } from './consent-texts'
import { consentStore } from './consent-store'
import { useConsent } from './use-consent'

interface Props {
  purpose: ConsentPurpose
  /** The placeholder's texts naming the service, from `consentGateTexts` on the server. */
  texts: ConsentGateTexts
  /** Keeps the placeholder the size of what it stands for (number = px). */
  minHeight?: number | string
  className?: string
  children: ReactNode
}

const focusable = 'iframe, button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Third-party content behind consent. With the purpose allowed, the children render; otherwise a
 * placeholder names the service and offers "Load content" (this once, nothing stored) and
 * "Always allow …" (stores consent for the purpose). Nothing of the children is rendered, so
 * nothing is requested, until one of them is chosen.
 */
export function ConsentGate({ purpose, texts, minHeight, className, children }: Props) {
  const allowed = useConsent(purpose)
  const [loadedOnce, setLoadedOnce] = useState(false)
  const [movedFocus, setMovedFocus] = useState(false)
  const content = useRef<HTMLDivElement>(null)
  const textId = useId()

  // After a click on the placeholder, hand the keyboard to the content that replaced it.
  useEffect(() => {
    if (!movedFocus) return
    setMovedFocus(false)
    const target = content.current?.querySelector<HTMLElement>(focusable)
    target?.focus({ preventScroll: true })
  }, [movedFocus])

  if (allowed || loadedOnce) {
    return (
      <div ref={content} className="consent-gate__content">
        {children}
      </div>
    )
  }

  const load = (always: boolean) => {
    if (always) consentStore.allow(purpose)
    else setLoadedOnce(true)
    setMovedFocus(true)
  }

  return (
    <section
      className={['consent-gate', className].filter(Boolean).join(' ')}
      style={{ minHeight } as CSSProperties}
      aria-label={texts.label}
      aria-describedby={textId}
    >
      <p id={textId} className="consent-gate__text">
        {texts.text}
      </p>
      <div className="consent-gate__actions">
        <button type="button" className="button" onClick={() => load(false)}>
          {texts.loadOnce}
        </button>
        <button type="button" className="link-button consent-gate__always" onClick={() => load(true)}>
          {texts.alwaysAllow}
        </button>
      </div>
    </section>
  )
}
