import { getImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'
import { useTranslations } from 'next-intl'
import type { Media } from '@/payload-types'
import { fieldLang } from '@/content/fallback-language'
import { isIllustrative, MediaMark } from './MediaMark'

/** Payload gives absolute URLs (it knows SITE_URL); the image optimizer wants our own files by path. */
export function localPath(url: string): string {
  const parsed = new URL(url, 'http://local')
  return `${parsed.pathname}${parsed.search}`
}

/**
 * A CMS image through Next's image optimizer: explicit dimensions (no layout shift), lazy unless
 * marked preload (then fetched first: the page's LCP image). A plain `<img>` from `getImageProps`,
 * not the `next/image` component: that one is a client component, so each picture was hydrated and
 * its props computed again in the browser (8 ms of the home page's hydration on this machine, ×4 on
 * Lighthouse's phone) for an element that never changes. `decorative`: the image sits inside a
 * control that names itself, so it gets an empty alt. An image marked illustrative in the CMS comes in a frame that takes
 * its layout class, with the "Illustrative photo" mark in the page's language over its corner.
 */
export function CmsImage({
  media,
  sizes,
  preload = false,
  decorative = false,
  quality,
  className,
}: {
  media: unknown
  sizes: string
  preload?: boolean
  decorative?: boolean
  /** One of next.config's `images.qualities`; Next's default (75) when unset. */
  quality?: number
  className?: string
}) {
  const t = useTranslations('media')
  if (!media || typeof media !== 'object') return null
  const image = media as Media
  if (!image.url || !image.width || !image.height) return null
  const illustrative = isIllustrative(image)
  const alt = decorative ? '' : (image.alt ?? '')
  const { props } = getImageProps({
    className: illustrative ? undefined : className,
    src: localPath(image.url),
    alt,
    lang: decorative ? undefined : fieldLang(image, 'alt'),
    width: image.width,
    height: image.height,
    sizes,
    quality,
    preload,
    fetchPriority: preload ? 'high' : undefined,
  })
  // What next/image does for a preloaded picture: the same srcset in a <link rel=preload> in the head.
  if (preload && props.src)
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // biome-ignore lint/performance/noImgElement: next/image's own props (getImageProps), rendered on the server
  const picture = <img {...props} alt={alt} />
  if (!illustrative) return picture
  return (
    <span className={className ? `media-frame ${className}` : 'media-frame'}>
      {picture}
      <MediaMark label={t('illustrative')} hidden={decorative} />
    </span>
  )
}
