'use client'

import Image from 'next/image'
import { useEffect, useMemo, useState } from 'react'
import Lightbox, { isImageFitCover, isImageSlide, type RenderSlideProps, type Slide, useLightboxProps } from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import { wrapTab } from '@/ui/focus-wrap'
import { MediaMark } from '@/ui/MediaMark'
import type { GalleryImage, GalleryLabels } from './gallery-image'

/** On the lightbox's dialog element (its portal root). */
const dialogClass = 'gallery-lightbox'

/** Spec §9: neighbouring photos may preload only after the gallery has been open for 1 s. */
const preloadDelayMs = 1000

/**
 * Slides through next/image, so the lightbox gets the same resized formats as the rest of the site;
 * `mark` is the "Illustrative photo" label when the slide's picture is marked illustrative.
 */
function NextImageSlide({ slide, offset, rect, mark }: RenderSlideProps & { mark?: string }) {
  const { carousel } = useLightboxProps()
  if (!isImageSlide(slide) || !slide.width || !slide.height) return null
  const cover = isImageFitCover(slide, carousel.imageFit)
  const width = cover ? rect.width : Math.round(Math.min(rect.width, (rect.height / slide.height) * slide.width))
  const height = cover ? rect.height : Math.round(Math.min(rect.height, (rect.width / slide.width) * slide.height))
  return (
    <div style={{ position: 'relative', width, height }}>
      <Image
        fill
        src={slide.src}
        alt={slide.alt ?? ''}
        loading="eager"
        draggable={false}
        style={{ objectFit: cover ? 'cover' : 'contain' }}
        sizes={`${Math.ceil((width / window.innerWidth) * 100)}vw`}
        data-current={offset === 0 ? 'true' : undefined}
      />
      {mark ? <MediaMark label={mark} /> : null}
    </div>
  )
}

export default function GalleryLightbox({
  images,
  index,
  labels,
  onClose,
}: {
  images: GalleryImage[]
  index: number
  labels: GalleryLabels
  onClose: () => void
}) {
  const [preload, setPreload] = useState(0)
  useEffect(() => {
    const timer = window.setTimeout(() => setPreload(1), preloadDelayMs)
    return () => window.clearTimeout(timer)
  }, [])
  // One array for the lightbox's life: given a new one (e.g. when preloading starts after 1 s) it
  // goes back to the photo it was opened at.
  const slides: Slide[] = useMemo(
    () => images.map((image) => ({ src: image.src, width: image.width, height: image.height, alt: image.alt, description: image.caption })),
    [images],
  )
  // The lightbox makes the rest of the page inert but lets Tab leave its dialog (to <body>, once per
  // round of its buttons): keep the keyboard inside, as in the site's own dialogs.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = document.querySelector<HTMLElement>(`.${dialogClass}`)
      if (dialog) wrapTab(dialog, event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  const illustrative = useMemo(() => new Set(images.filter((image) => image.illustrative).map((image) => image.src)), [images])
  return (
    <Lightbox
      open
      className={dialogClass}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Counter, Captions]}
      counter={{ separator: '/' }}
      carousel={{ finite: false, preload }}
      animation={{ swipe: 300 }}
      render={{
        slide: (props) => <NextImageSlide {...props} mark={illustrative.has(props.slide.src) ? labels.illustrative : undefined} />,
      }}
      labels={{
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        Lightbox: labels.lightbox,
        'Photo gallery': labels.lightbox,
        Slide: labels.slide,
        Carousel: labels.carousel,
        '{index} of {total}': labels.slideOf,
      }}
      controller={{ closeOnBackdropClick: true }}
    />
  )
}
