'use client'

import './VideoPlayer.css'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useConsent } from '@/consent/useConsent'
import { isStopEvent, videoOrigin } from './video-events'

/**
 * Spec §4 video: stopped until the thumbnail is clicked, then the provider's player (416 × 406,
 * no controls, no related videos) plays; the stop button, the end or a pause return to the thumbnail.
 * Nothing loads from the video host before that click; a visitor who has not allowed external media
 * is told under the thumbnail that the click loads it from the host (the click is the consent).
 */
export function VideoPlayer({
  videoId,
  title,
  playLabel,
  stopLabel,
  notice,
  thumbnail,
}: {
  videoId: string
  title: string
  playLabel: string
  stopLabel: string
  notice: string
  thumbnail: ReactNode
}) {
  const allowed = useConsent('externalMedia')
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const playButton = useRef<HTMLButtonElement>(null)
  const wasPlaying = useRef(false)

  useEffect(() => {
    if (!playing) {
      // Back to the thumbnail: keep keyboard users where they were.
      if (wasPlaying.current) playButton.current?.focus()
      return
    }
    wasPlaying.current = true
    const onMessage = (event: MessageEvent) => {
      if (event.origin === videoOrigin && event.source === frame.current?.contentWindow && isStopEvent(event.data)) setPlaying(false)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [playing])

  if (!playing) {
    return (
      <div className="video-frame">
        <button ref={playButton} type="button" className="video video--stopped" onClick={() => setPlaying(true)}>
          {thumbnail}
          <span className="video__play" aria-hidden="true" />
          <span className="visually-hidden">
            {playLabel}: {title}
          </span>
        </button>
        {allowed ? null : <p className="video__notice">{notice}</p>}
      </div>
    )
  }
  const params = new URLSearchParams({
    autoplay: '1',
    controls: '0',
    rel: '0',
    playsinline: '1',
    enablejsapi: '1',
    origin: window.location.origin,
  })
  // Ask the player to report its state changes to this page.
  const listen = () =>
    frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: videoId, channel: 'widget' }), videoOrigin)
  return (
    <div className="video video--playing">
      <iframe
        ref={frame}
        src={`${videoOrigin}/embed/${encodeURIComponent(videoId)}?${params}`}
        title={title}
        width={416}
        height={406}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        onLoad={listen}
      />
      <button type="button" className="video__stop" onClick={() => setPlaying(false)}>
        {stopLabel}
      </button>
    </div>
  )
}
