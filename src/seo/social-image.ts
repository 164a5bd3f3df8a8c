import type { Media } from '@/cms/payload-types'
import type { Template } from '@/routing/url-paths'
import { absoluteUrl, defaultImageUrl } from './structured-data'

export interface SocialImage {
  url: string
  width: number
  height: number
  alt: string
}

/** The field that holds a document's own picture, per template (pages and job offers have none). */
const imageField: Partial<Record<Template, string>> = { procedure: 'image', person: 'photo', post: 'image' }

/** A populated upload as a card image: its 1200×630 crop when Payload made one, else the original. */
function cardOf(media: unknown, origin: string, defaultAlt: string): SocialImage | undefined {
  if (!media || typeof media !== 'object') return undefined
  const image = media as Media
  // The alt is the image's text in this language, or its Czech text (Payload's locale fallback).
  const alt = image.alt || defaultAlt
  const og = image.sizes?.og
  if (og?.url && og.width && og.height) return { url: absoluteUrl(og.url, origin), width: og.width, height: og.height, alt }
  if (image.url && image.width && image.height)
    return { url: absoluteUrl(image.url, origin), width: image.width, height: image.height, alt }
  return undefined
}

/**
 * The Open Graph / Twitter image of a page: the share image chosen in the SEO area (`seoImage`),
 * else the document's own picture, else the site's default card. URLs are absolute, as social
 * networks need.
 */
export function socialImage(template: Template, doc: object, origin: string, defaultAlt: string): SocialImage {
  const fields = doc as Record<string, unknown>
  const field = imageField[template]
  return (
    cardOf(fields.seoImage, origin, defaultAlt) ??
    (field ? cardOf(fields[field], origin, defaultAlt) : undefined) ?? {
      url: defaultImageUrl(origin),
      width: 1200,
      height: 630,
      alt: defaultAlt,
    }
  )
}
