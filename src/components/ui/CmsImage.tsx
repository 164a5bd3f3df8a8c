import Image from 'next/image'
import type { Media } from '@/cms/payload-types'

/** Payload gives absolute URLs (it knows SITE_URL); the image optimizer wants our own files by path. */
export function localPath(url: string): string {
  const parsed = new URL(url, 'http://local')
  return `${parsed.pathname}${parsed.search}`
}

/** A CMS image through next/image: explicit dimensions (no layout shift), lazy unless marked preload (then fetched first: the page's LCP image). */
/** `decorative`: the image sits inside a control that names itself, so it gets an empty alt. */
export function CmsImage({
  media,
  sizes,
  preload = false,
  decorative = false,
  className,
}: {
  media: unknown
  sizes: string
  preload?: boolean
  decorative?: boolean
  className?: string
}) {
  if (!media || typeof media !== 'object') return null
  const image = media as Media
  if (!image.url || !image.width || !image.height) return null
  return (
    <Image
      className={className}
      src={localPath(image.url)}
      alt={decorative ? '' : (image.alt ?? '')}
      width={image.width}
      height={image.height}
      sizes={sizes}
      preload={preload}
      fetchPriority={preload ? 'high' : undefined}
    />
  )
}
