/** The public origin, for canonical URLs, alternates and the sitemap. */
export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}
