import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './locales'

/**
 * next-intl's routing: Czech lives at the root, English and German under /en and /de. No
 * detection and no cookie: the language memory runs in the browser so that pages stay static.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
