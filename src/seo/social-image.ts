import type { Media } from '@/payload-types'
import type { Template } from '@/routing/url-paths'
import { absoluteUrl } from './structured-data'

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
 * else the document's own picture, else the site's default share image (Settings → Identity,
 * populated), else none: no image rather than somebody else's. URLs are absolute, as social
 * networks need.
 */
export function socialImage(
  template: Template,
  doc: object,
  origin: string,
  defaultAlt: string,
  siteShareImage?: unknown,
): SocialImage | undefined {
  const fields = doc as Record<string, unknown>
  const field = imageField[template]
  return (
    cardOf(fields.seoImage, origin, defaultAlt) ??
    (field ? cardOf(fields[field], origin, defaultAlt) : undefined) ??
    cardOf(siteShareImage, origin, defaultAlt)
  )
}

/** The site's default share image as an absolute URL (its 1200×630 crop), or undefined. */
export function siteShareImageUrl(siteShareImage: unknown, origin: string): string | undefined {
  return cardOf(siteShareImage, origin, '')?.url
}

/** The logo's 512 px icon (derived from Settings → Identity → Logo) as an absolute URL, or undefined without a logo. */
export function siteLogoUrl(logo: unknown, origin: string): string | undefined {
  return logo ? absoluteUrl('/icon-512.png', origin) : undefined
}
