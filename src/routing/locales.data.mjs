// The site's languages as plain data, so that the Node scripts read the same list as the site.
// Import them from ./locales.ts, which adds the types and the helpers; scripts import this file.

/** The site's languages, the default first: Czech at the root, English under /en, German under /de. */
export const locales = /** @type {const} */ (['cs', 'en', 'de'])

/** The language without a URL prefix, the admin's first language of content and the others' fallback. */
export const defaultLocale = 'cs'
