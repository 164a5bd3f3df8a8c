'use client'

import './CallMeForm.css'
import { type FormEvent, useId, useRef, useState } from 'react'
import { newIdempotencyKey, postCallMe } from './client'
import { callMeSentEvent } from '@/features/tracking/site-events'

export interface CallMeTexts {
  label: string
  placeholder: string
  hint: string
  submit: string
  sending: string
  /** Announced while the browser solves the proof of work the server asks for under a flood. */
  verifying: string
  thanks: string
  error: string
}

/**
 * Spec §4 call-me form: phone only; an empty number does nothing; sending posts it, clears it and
 * shows the thank-you text; a failure shows the alert and lets the visitor try again.
 */
export function CallMeForm({ texts, onSent }: { texts: CallMeTexts; onSent?: () => void }) {
  const [phone, setPhone] = useState('')
  const [state, setState] = useState<'unsent' | 'sending' | 'sent'>('unsent')
  const [verifying, setVerifying] = useState(false)
  const idempotencyKey = useRef<string | null>(null)
  const inputId = useId()
  const hintId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const number = phone.trim()
    if (!number || state === 'sending') return
    idempotencyKey.current ??= newIdempotencyKey()
    setState('sending')
    try {
      await postCallMe(number, idempotencyKey.current, setVerifying)
      idempotencyKey.current = null
      setPhone('')
      setState('sent')
      // Success hook: the trackers (src/features/tracking) report it if the visitor allowed them.
      window.dispatchEvent(new CustomEvent(callMeSentEvent))
      onSent?.()
    } catch (error) {
      console.error(error)
      setState('unsent')
      window.alert(texts.error)
    }
  }

  if (state === 'sent') {
    return (
      <p className="call-me__thanks" role="status">
        {texts.thanks}
      </p>
    )
  }
  return (
    <form className="call-me" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{texts.label}</label>
      <div className="call-me__row">
        <input
          id={inputId}
          type="tel"
          name="phoneNumber"
          inputMode="tel"
          autoComplete="tel"
          placeholder={texts.placeholder}
          aria-describedby={hintId}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" className="button" disabled={state === 'sending'}>
          {state === 'sending' ? texts.sending : texts.submit}
        </button>
      </div>
      <p id={hintId} className="call-me__hint">
        {texts.hint}
      </p>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p className="call-me__verifying" role="status">
        {verifying ? texts.verifying : null}
      </p>
    </form>
  )
}
