'use client'

import './Gallery.css'
import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useState } from 'react'
import { pressAsButton } from '@/ui/press-as-button'
import { MediaMark } from '@/ui/MediaMark'
import type { GalleryImage, GalleryLabels } from './gallery-image'

// The lightbox's code loads only when a visitor opens a photo.
const GalleryLightbox = dynamic(() => import('./GalleryLightbox'), { ssr: false })

/**
 * Spec §4 gallery popup: a teaser grid opens the lightbox at the chosen photo; it shows n/total, loops,
 * and closing resets it to the first photo (so "more photos" starts from the beginning again).
 */
export function Gallery({ images, labels, teaserCount = 4 }: { images: GalleryImage[]; labels: GalleryLabels; teaserCount?: number }) {
  const [open, setOpen] = useState(false)
  // The photo the lightbox opens at. Not fed back from the lightbox while it is open: a changed
  // index prop makes it jump back there, dropping a quick second arrow press or click.
  const [index, setIndex] = useState(0)
  if (images.length === 0) return null
  const hidden = Math.max(images.length - teaserCount, 0)
  const openAt = (at: number) => {
    setIndex(at)
    setOpen(true)
  }
  return (
    <div className="gallery">
      <ul className="gallery__grid">
        {/* Every photo is in the list; past the teaser they show only without script (Gallery.css),
            where the lightbox cannot open and "more photos" could not reach them. */}
        {images.map((image, at) => (
          <li key={image.src} className={at < teaserCount ? 'gallery__item' : 'gallery__item gallery__item--more'}>
            {/* A link to the photo itself: without script (or before it) the browser opens the photo. */}
            {/* Named by what it shows: the photo's description, its visible mark, then where it leads
                (WCAG 2.5.3: the name contains the visible text). */}
            <a href={image.src} className="gallery__thumb" {...pressAsButton(() => openAt(at))}>
              <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 960px) 25vw, 50vw" />{' '}
              {image.illustrative ? <MediaMark label={labels.illustrative} /> : null}
              <span className="visually-hidden">
                {` (${labels.open.replace('{number}', String(at + 1)).replace('{total}', String(images.length))})`}
              </span>
            </a>
            {image.caption ? <p className="gallery__caption">{image.caption}</p> : null}
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <a href={images[teaserCount].src} className="button button--secondary gallery__more" {...pressAsButton(() => setOpen(true))}>
          {labels.morePhotos}
        </a>
      ) : null}
      {open ? (
        <GalleryLightbox
          images={images}
          index={index}
          labels={labels}
          onClose={() => {
            setOpen(false)
            setIndex(0)
          }}
        />
      ) : null}
    </div>
  )
}
