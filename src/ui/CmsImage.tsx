import Image from 'next/image'
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
 * A CMS image through next/image: explicit dimensions (no layout shift), lazy unless marked preload
 * (then fetched first: the page's LCP image). `decorative`: the image sits inside a control that names
 * itself, so it gets an empty alt. An image marked illustrative in the CMS comes in a frame that takes
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
  const picture = (
    <Image
      className={illustrative ? undefined : className}
      src={localPath(image.url)}
      alt={decorative ? '' : (image.alt ?? '')}
      lang={decorative ? undefined : fieldLang(image, 'alt')}
      width={image.width}
      height={image.height}
      sizes={sizes}
      quality={quality}
      preload={preload}
      fetchPriority={preload ? 'high' : undefined}
    />
  )
  if (!illustrative) return picture
  return (
    <span className={className ? `media-frame ${className}` : 'media-frame'}>
      {picture}
      <MediaMark label={t('illustrative')} hidden={decorative} />
    </span>
  )
}
