'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'

interface TestimonialSlide {
  id: string
  name: string
  info?: string | null
  content: string
}

/**
 * Spec §4: an infinite loop, one slide at a time, 500 ms, adaptive height, no dots, arrows only with
 * more than one testimonial; swipe on touch, arrow keys when focused. Without script the slides are
 * a plain list of every review (TestimonialCarousel.css).
 */
export function TestimonialCarousel({
  slides,
  labels,
}: {
  slides: TestimonialSlide[]
  labels: { previous: string; next: string; region: string; slide: string }
}) {
  // Embla's duration is not in milliseconds; 25 (its default) is close to the spec's 500 ms.
  const [viewport, api] = useEmblaCarousel({ loop: slides.length > 1, duration: 25 })
  const [current, setCurrent] = useState(0)
  const [height, setHeight] = useState<number>()
  // An arrow pressed before Embla is ready (it starts a commit or two after hydration) is done then.
  const [pressedEarly, setPressedEarly] = useState<'previous' | 'next' | null>(null)
  const turn = (direction: 'previous' | 'next') => {
    if (!api) return setPressedEarly(direction)
    if (direction === 'previous') api.scrollPrev()
    else api.scrollNext()
  }

  const measure = useCallback(() => {
    if (!api) return
    const index = api.selectedScrollSnap()
    setCurrent(index)
    setHeight(api.slideNodes()[index]?.offsetHeight)
  }, [api])

  useEffect(() => {
    if (!api) return
    measure()
    api.on('select', measure).on('reInit', measure).on('resize', measure)
    return () => {
      api.off('select', measure).off('reInit', measure).off('resize', measure)
    }
  }, [api, measure])

  useEffect(() => {
    if (!api || !pressedEarly) return
    setPressedEarly(null)
    if (pressedEarly === 'previous') api.scrollPrev()
    else api.scrollNext()
  }, [api, pressedEarly])

  if (slides.length === 0) return null
  const many = slides.length > 1
  return (
    <section
      className="testimonials"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') api?.scrollPrev()
        if (event.key === 'ArrowRight') api?.scrollNext()
      }}
    >
      <div className="testimonials__viewport" ref={viewport} style={{ height }}>
        <div className="testimonials__container">
          {slides.map((slide, index) => (
            <figure
              key={slide.id}
              className="testimonials__slide"
              aria-roledescription="slide"
              aria-label={labels.slide.replace('{number}', String(index + 1)).replace('{total}', String(slides.length))}
              // Hidden from screen readers only once the carousel runs: without script every review is read.
              aria-hidden={api ? index !== current : undefined}
            >
              <blockquote>
                <p>{slide.content}</p>
              </blockquote>
              <figcaption>
                <strong>{slide.name}</strong>
                {slide.info ? <span>{slide.info}</span> : null}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
      {many ? (
        <div className="testimonials__arrows">
          <button type="button" className="circle testimonials__arrow" onClick={() => turn('previous')}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{labels.previous}</span>
          </button>
          <button type="button" className="circle testimonials__arrow" onClick={() => turn('next')}>
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}
