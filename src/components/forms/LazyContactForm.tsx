'use client'

import dynamic from 'next/dynamic'

/**
 * The contact form, split off the code every page loads: its chunk (react-hook-form, zod, photo
 * handling) is fetched only by pages that show the form. Still rendered on the server, so the form
 * is in the page's HTML; scripts/page-weight.mjs checks that other pages do not load it.
 */
export const LazyContactForm = dynamic(() => import('./ContactForm').then((module) => module.ContactForm))
