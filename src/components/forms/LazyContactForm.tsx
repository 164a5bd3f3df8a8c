'use client'

import dynamic from 'next/dynamic'
// The styles of the lazily loaded module are imported here, with the page: CSS imported inside a
// next/dynamic module reaches the HTML as <link rel="stylesheet" as="style">, which is invalid
// HTML, and would arrive after the server-rendered markup it styles.
import './ContactForm.css'
import './PhotoPicker.css'

/**
 * The contact form, split off the code every page loads: its chunk (react-hook-form, zod, photo
 * handling) is fetched only by pages that show the form. Still rendered on the server, so the form
 * is in the page's HTML; scripts/page-weight.mjs checks that other pages do not load it.
 */
export const LazyContactForm = dynamic(() => import('./ContactForm').then((module) => module.ContactForm))
