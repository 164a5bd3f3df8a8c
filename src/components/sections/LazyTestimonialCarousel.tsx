'use client'

import type { ComponentProps } from 'react'
import { Island, islandCode } from '@/platform/islands/island'
import type { TestimonialCarousel } from './TestimonialCarousel'
// The styles of the lazily loaded module are imported here, with the page: CSS imported inside a
// lazily loaded module reaches the HTML as <link rel="stylesheet" as="style">, which is invalid
// HTML, and would arrive after the server-rendered markup it styles.
import './TestimonialCarousel.css'

/**
 * The testimonial carousel as an island (src/platform/islands/island.tsx): the first slides are in
 * the HTML; its code (Embla) loads when it comes within a screen of the viewport or the visitor
 * reaches into it, never with the page's first load.
 */
const carouselCode = islandCode(() => import('./TestimonialCarousel').then((module) => module.TestimonialCarousel))

export function LazyTestimonialCarousel(props: ComponentProps<typeof TestimonialCarousel>) {
  return <Island code={carouselCode} props={props} />
}
