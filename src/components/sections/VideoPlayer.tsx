'use client'

import '@/features/consent/ConsentGate.css'
import './VideoPlayer.css'
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { consentStore } from '@/features/consent/consent-store'
import { useConsent } from '@/features/consent/use-consent'
import { isStopEvent, videoOrigin } from './video-events'

const noSubscription = () => () => {}

/** False in the server's HTML and while it hydrates, true once the page's script runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** The placeholder's texts (like the review and booking widgets'), naming YouTube. */
export interface VideoGateTexts {
  label: string
  text: string
  alwaysAllow: string
  /** Without script: the link to the video's page at YouTube. */
  watch: string
}

/**
 * Spec §4 video: stopped until the visitor plays it, then the provider's player (416 × 406,
 * no controls, no related videos) plays; the stop button, the end or a pause return to the thumbnail.
 * Nothing loads from the video host before that. With external media allowed, the thumbnail is the
 * play button; otherwise (refused, or no choice yet) a placeholder like the widgets' says that YouTube
 * plays it and offers "Play" (this once) or "Always allow". Without script the placeholder links to
 * the video's page at YouTube.
 */
export function VideoPlayer({
  videoId,
  title,
  playLabel,
  stopLabel,
  gate,
  thumbnail,
}: {
  videoId: string
  title: string
  playLabel: string
  stopLabel: string
  gate: VideoGateTexts
  thumbnail: ReactNode
}) {
  const allowed = useConsent('externalMedia')
  const hydrated = useHydrated()
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

  if (!playing && hydrated && allowed) {
    return (
      <div className="video-frame">
        <button ref={playButton} type="button" className="video video--stopped" onClick={() => setPlaying(true)}>
          {thumbnail}
          <span className="video__play" aria-hidden="true" />
          <span className="visually-hidden">
            {playLabel}: {title}
          </span>
        </button>
      </div>
    )
  }
  if (!playing) {
    return (
      <div className="video-frame">
        <div className="video">{thumbnail}</div>
        <section className="consent-gate video__gate" aria-label={gate.label}>
          <p className="consent-gate__text">{gate.text}</p>
          <div className="consent-gate__actions">
            {hydrated ? (
              <>
                <button ref={playButton} type="button" className="button" onClick={() => setPlaying(true)}>
                  {playLabel}
                </button>
                <button
                  type="button"
                  className="link-button consent-gate__always"
                  onClick={() => {
                    consentStore.allow('externalMedia')
                    setPlaying(true)
                  }}
                >
                  {gate.alwaysAllow}
                </button>
              </>
            ) : (
              // Before script runs (or without it): the video's own page, where the visitor chooses to go.
              <a className="button" href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}>
                {gate.watch}
              </a>
            )}
          </div>
        </section>
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
