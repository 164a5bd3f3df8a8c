import type { Media } from '@/cms/payload-types'
import type { Template } from '@/routing/paths'
import { absoluteUrl, defaultImageUrl } from './structured-data'

export interface SocialImage {
  url: string
  width: number
  height: number
  alt: string
}

/** The field that holds a document's own picture, per template (pages and job offers have none). */
const imageField: Partial<Record<Template, string>> = { procedure: 'image', person: 'photo', post: 'image' }

/**
 * The Open Graph / Twitter image of a page: the document's own picture (its 1200×630 crop when
 * Payload made one), else the site's default card. URLs are absolute, as social networks need.
 */
export function socialImage(template: Template, doc: object, origin: string, defaultAlt: string): SocialImage {
  const field = imageField[template]
  const media = field ? (doc as Record<string, unknown>)[field] : undefined
  if (media && typeof media === 'object') {
    const image = media as Media
    const og = image.sizes?.og
    if (og?.url && og.width && og.height) return { url: absoluteUrl(og.url, origin), width: og.width, height: og.height, alt: image.alt || defaultAlt }
    if (image.url && image.width && image.height) return { url: absoluteUrl(image.url, origin), width: image.width, height: image.height, alt: image.alt || defaultAlt }
  }
  return { url: defaultImageUrl(origin), width: 1200, height: 630, alt: defaultAlt }
}
