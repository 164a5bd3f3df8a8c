'use client'

import type { ComponentProps } from 'react'
import { Island, islandCode } from '@/platform/islands/island'
import type { ContactForm } from './ContactForm'
// The styles of the lazily loaded module are imported here, with the page: CSS imported inside a
// lazily loaded module reaches the HTML as <link rel="stylesheet" as="style">, which is invalid
// HTML, and would arrive after the server-rendered markup it styles.
import './ContactForm.css'
import './PhotoPicker.css'

/**
 * The contact form as an island (src/platform/islands/island.tsx): its HTML is in the page, its code
 * (react-hook-form, zod, photo handling) loads only when the form comes within a screen of the
 * viewport or the visitor reaches into it. Without JavaScript, or before then, the form posts to
 * the server like any HTML form. scripts/page-weight.mjs checks that no page loads it up front.
 */
const contactFormCode = islandCode(() => import('./ContactForm').then((module) => module.ContactForm))

export function LazyContactForm(props: ComponentProps<typeof ContactForm>) {
  return <Island code={contactFormCode} props={props} />
}
