'use client'

import dynamic from 'next/dynamic'

/**
 * The testimonial carousel, split off the code every page loads: its chunk (Embla) is fetched only
 * by the page that shows it (home). Still rendered on the server, so the first slides are in the HTML.
 */
export const LazyTestimonialCarousel = dynamic(() => import('./TestimonialCarousel').then((module) => module.TestimonialCarousel))
