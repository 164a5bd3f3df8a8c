'use client'

import { type ReactNode, useState } from 'react'

/**
 * Spec §4 video: stopped until the thumbnail is clicked, then the provider's player (416 × 406,
 * no controls, no related videos). Nothing loads from the video host before that click.
 */
export function VideoPlayer({ videoId, title, playLabel, stopLabel, thumbnail }: { videoId: string; title: string; playLabel: string; stopLabel: string; thumbnail: ReactNode }) {
  const [playing, setPlaying] = useState(false)
  if (!playing) {
    return (
      <button type="button" className="video video--stopped" onClick={() => setPlaying(true)}>
        {thumbnail}
        <span className="video__play" aria-hidden="true" />
        <span className="visually-hidden">
          {playLabel}: {title}
        </span>
      </button>
    )
  }
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&controls=0&rel=0&playsinline=1`
  return (
    <div className="video video--playing">
      <iframe src={src} title={title} width={416} height={406} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
      <button type="button" className="video__stop" onClick={() => setPlaying(false)}>
        {stopLabel}
      </button>
    </div>
  )
}
