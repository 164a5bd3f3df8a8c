'use client'

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { CloseButton } from '@/ui/CloseButton'
import { Dialog } from '@/ui/Dialog'
import { type ConsentChoice, type ConsentPurposes, consentPurposes, fullConsent, noConsent } from './consent-record'
import { ConsentIntro } from './ConsentIntro'
import { consentStore, takeFocusReturn } from './consent-store'
import type { ConsentDialogTexts } from './consent-texts'

interface Props {
  locale: string
  /** Resolved on the server (src/features/consent/consent-texts.ts): no translation library in the browser. */
  texts: ConsentDialogTexts
  choice: ConsentChoice | null
  /** Opened on request (footer link, placeholder), so the per-purpose switches show at once. */
  settingsRequested: boolean
  privacyHref?: string
}

/** Where focus goes when the dialog closes: back where it came from, else the main content. */
function returnFocus(target: Element | null) {
  const element = target instanceof HTMLElement && target.isConnected && target !== document.body ? target : document.getElementById('main')
  element?.focus({ preventScroll: true })
}

/**
 * The consent dialog: a non-modal banner at the bottom of the page. First layer: "Accept all" and
 * "Reject all" with the same look, and "Settings" for a switch per purpose (none pre-ticked).
 * It takes focus when it appears, but never traps it: Tab leaves it like any other part of the page.
 * Loaded only when shown, so pages of visitors who have chosen carry none of its code.
 */
export default function ConsentDialog({ locale, texts, choice, settingsRequested, privacyHref }: Props) {
  const [expanded, setExpanded] = useState(settingsRequested)
  const [draft, setDraft] = useState<ConsentPurposes>(choice?.purposes ?? noConsent)
  const dialog = useRef<HTMLDialogElement>(null)
  const firstSwitch = useRef<HTMLInputElement>(null)
  const focusReturn = useRef<Element | null>(null)
  const id = useId()
  const showSettings = expanded || settingsRequested

  // On appearing, and again when the footer link asks for the open banner: focus into the dialog.
  // On a first visit it does not pull focus out of another open dialog (the promo popup); it is
  // then the next stop after the skip link.
  useEffect(() => {
    if (settingsRequested) setExpanded(true)
    const requested = takeFocusReturn()
    if (requested || !focusReturn.current) focusReturn.current = requested ?? document.activeElement
    const inOtherDialog = document.activeElement?.closest('dialog, [role="dialog"]') && !dialog.current?.contains(document.activeElement)
    if (settingsRequested || !inOtherDialog) dialog.current?.focus({ preventScroll: true })
  }, [settingsRequested])

  // Space below the page for the banner, so it never hides the end of the footer. On <body> itself:
  // a custom property on <html> would make the browser recompute the style of every element
  // (29 ms on a first visit on this machine, four times that on Lighthouse's phone).
  useEffect(() => {
    const element = dialog.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const body = document.body
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${element.offsetHeight}px`
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      body.style.removeProperty('padding-bottom')
    }
  }, [])

  const finish = (purposes: ConsentPurposes | null) => {
    const target = focusReturn.current
    if (purposes) consentStore.save(purposes)
    else consentStore.closeSettings()
    returnFocus(target)
  }

  const openSettings = () => {
    setExpanded(true)
    // The Settings button is replaced by "Save choices": keep the keyboard user in the dialog.
    requestAnimationFrame(() => firstSwitch.current?.focus())
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape only closes a dialog the visitor reopened; a first choice must be made with a button.
    if (event.key === 'Escape' && choice) {
      event.stopPropagation()
      finish(null)
    }
  }

  const savedAt = choice
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(choice.timestamp))
    : null

  return (
    // Non-modal on purpose: the page stays usable around the banner (Tab leaves it), so the
    // dialog primitive only renders it open and Escape and focus stay with this component.
    <Dialog
      ref={dialog}
      open
      modal={false}
      onClose={() => finish(null)}
      className={`consent${showSettings ? ' consent--settings' : ''}`}
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="consent-dialog"
    >
      <div className="consent__inner">
        {choice ? <CloseButton label={texts.close} onClick={() => finish(null)} /> : null}
        <ConsentIntro idPrefix={id} texts={texts} privacyHref={privacyHref} />
        {showSettings ? (
          <fieldset className="consent__purposes">
            <legend className="consent__legend">{texts.choices}</legend>
            <div className="consent__purpose">
              <span className="consent__purpose-title">{texts.necessary.title}</span>
              <span className="consent__always">{texts.necessary.always}</span>
              <p className="consent__purpose-text">{texts.necessary.text}</p>
            </div>
            {consentPurposes.map((purpose, index) => (
              <div className="consent__purpose" key={purpose}>
                <label className="consent__purpose-title" htmlFor={`${id}-${purpose}`}>
                  {texts.purposes[purpose].title}
                </label>
                <input
                  ref={index === 0 ? firstSwitch : undefined}
                  id={`${id}-${purpose}`}
                  className="consent__switch"
                  type="checkbox"
                  role="switch"
                  checked={draft[purpose]}
                  aria-checked={draft[purpose]}
                  onChange={(event) => setDraft({ ...draft, [purpose]: event.target.checked })}
                  aria-describedby={`${id}-${purpose}-text`}
                />
                <p id={`${id}-${purpose}-text`} className="consent__purpose-text">
                  {texts.purposes[purpose].text}
                </p>
              </div>
            ))}
            {savedAt ? <p className="consent__saved">{texts.savedAt.replace('{date}', savedAt)}</p> : null}
          </fieldset>
        ) : null}
        <div className="consent__actions">
          {/* Same element, same class: accepting and refusing weigh the same. */}
          <button type="button" className="button consent__choice" onClick={() => finish(fullConsent)}>
            {texts.acceptAll}
          </button>
          <button type="button" className="button consent__choice" onClick={() => finish(noConsent)}>
            {texts.rejectAll}
          </button>
          {showSettings ? (
            <button type="button" className="button button--secondary consent__more" onClick={() => finish(draft)}>
              {texts.save}
            </button>
          ) : (
            <button type="button" className="button button--secondary consent__more" onClick={openSettings}>
              {texts.settings}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  )
}
