'use client'

import './BookingWidget.css'
import { useEffect, useRef, useState } from 'react'
import { useNearViewport } from './use-near-viewport'

interface Props {
  scriptUrl: string
  clinicId: string
  locale: string
  loadingText: string
  failedText: string
}

/**
 * The booking provider's script (spec §7), added when the visitor reaches the calendar. The script
 * renders into the container named by `data-booking-widget`, configured by the clinic id and language.
 */
export function BookingWidget({ scriptUrl, clinicId, locale, loadingText, failedText }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!near) return
    if (document.querySelector(`script[src="${CSS.escape(scriptUrl)}"]`)) return
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.dataset.clinicId = clinicId
    script.dataset.lang = locale
    script.dataset.target = 'booking-widget'
    // The provider is down or blocked: point the visitor to the phone and the form instead.
    script.onerror = () => setFailed(true)
    document.body.appendChild(script)
  }, [near, scriptUrl, clinicId, locale])

  return (
    <div ref={box} className="booking-widget">
      <p className="booking-widget__loading" role="status">
        {failed ? failedText : loadingText}
      </p>
      {/* The provider's script owns this element's content; React never renders into it. */}
      <div id="booking-widget" className="booking-widget__target" data-booking-widget={clinicId} data-lang={locale} />
    </div>
  )
}
