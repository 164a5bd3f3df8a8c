import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/routing/locales'
import type { GalleryLabels } from './gallery-image'

/** The gallery's texts, with "more {count} photos" already in the language's plural form. */
export async function galleryLabels(locale: Locale, hiddenCount: number): Promise<GalleryLabels> {
  const [t, media] = await Promise.all([getTranslations({ locale, namespace: 'gallery' }), getTranslations({ locale, namespace: 'media' })])
  return {
    open: t.raw('open') as string,
    morePhotos: t('morePhotos', { count: hiddenCount }),
    previous: t('previous'),
    next: t('next'),
    close: t('close'),
    lightbox: t('lightbox'),
    slide: t('slide'),
    carousel: t('carousel'),
    slideOf: t.raw('slideOf') as string,
    illustrative: media('illustrative'),
  }
}
