'use client'

import './ReviewWidget.css'
import { useEffect, useRef, useState } from 'react'
import { matchingHeight, reviewWidgetUrl } from './review-widget-url'
import { useNearViewport } from './use-near-viewport'

interface Props {
  baseUrl: string
  locale: string
  title: string
  loadingText: string
}

/**
 * The review portal's widget (spec §7) in an iframe, loaded when the visitor reaches it. It resizes
 * only from height messages that come from the portal's origin and carry this widget's random id.
 */
export function ReviewWidget({ baseUrl, locale, title, loadingText }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)
  const [widgetId, setWidgetId] = useState<string>()
  const [height, setHeight] = useState(480)

  useEffect(() => {
    if (!near) return
    const id = `review-${Math.random().toString(36).slice(2, 10)}`
    setWidgetId(id)
    const origin = new URL(baseUrl).origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const next = matchingHeight(event.data, id)
      if (next !== null) setHeight(next)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [near, baseUrl])

  return (
    <div ref={box} className="review-widget" style={{ minHeight: height }}>
      {widgetId ? (
        <iframe
          className="review-widget__frame"
          src={reviewWidgetUrl(baseUrl, locale, widgetId)}
          title={title}
          height={height}
          loading="lazy"
        />
      ) : (
        <p className="review-widget__loading">{loadingText}</p>
      )}
    </div>
  )
}
