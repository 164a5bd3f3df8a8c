import type { Media } from '@/payload-types'
import { localPath } from '@/ui/CmsImage'
import { isIllustrative } from '@/ui/MediaMark'

/** What the gallery needs of a CMS image; plain data so it can cross into the client component. */
export interface GalleryImage {
  src: string
  width: number
  height: number
  alt: string
  caption?: string
  /** Marked illustrative in the CMS: the gallery shows the "Illustrative photo" mark on it. */
  illustrative?: boolean
}

/** The gallery's texts, resolved on the server (gallery-labels.ts): plain data too. */
export interface GalleryLabels {
  /** "Open photo {number} of {total}" */
  open: string
  /** Already pluralised on the server: "3 more photos". */
  morePhotos: string
  previous: string
  next: string
  close: string
  lightbox: string
  /** The lightbox's accessible names: a slide, the carousel, and "{index} of {total}" (filled in by the lightbox). */
  slide: string
  carousel: string
  slideOf: string
  /** The mark on illustrative pictures: "Illustrative photo". */
  illustrative: string
}

function galleryImage(media: unknown, caption?: string | null): GalleryImage | null {
  if (!media || typeof media !== 'object') return null
  const image = media as Media
  if (!image.url || !image.width || !image.height) return null
  return {
    src: localPath(image.url),
    width: image.width,
    height: image.height,
    alt: image.alt ?? '',
    caption: caption ?? undefined,
    illustrative: isIllustrative(image) || undefined,
  }
}

export function galleryImages(items: { media: unknown; caption?: string | null }[]): GalleryImage[] {
  return items.map((item) => galleryImage(item.media, item.caption)).filter((image): image is GalleryImage => image !== null)
}
