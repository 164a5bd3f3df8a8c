'use client'

import dynamic from 'next/dynamic'
// The styles of the lazily loaded module are imported here, with the page: CSS imported inside a
// next/dynamic module reaches the HTML as <link rel="stylesheet" as="style">, which is invalid
// HTML, and would arrive after the server-rendered markup it styles.
import './TestimonialCarousel.css'

/**
 * The testimonial carousel, split off the code every page loads: its chunk (Embla) is fetched only
 * by the page that shows it (home). Still rendered on the server, so the first slides are in the HTML.
 */
export const LazyTestimonialCarousel = dynamic(() => import('./TestimonialCarousel').then((module) => module.TestimonialCarousel))
