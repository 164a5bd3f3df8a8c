import type { MetadataRoute } from 'next'
import { siteUrl } from '@/routing/site-url'

/**
 * Crawl the site, not the admin or the APIs. Uploaded images are served under /api/media/file/;
 * they stay allowed so that search engines and social previews can fetch page images.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api/'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
