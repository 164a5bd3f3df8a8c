import { NextIntlClientProvider } from 'next-intl'
import { type ComponentProps, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { galleryImages } from '@/components/gallery/gallery-image'
import { CmsImage } from '@/ui/CmsImage'
import cs from '@/messages/cs.json'
import de from '@/messages/de.json'
import en from '@/messages/en.json'

const messages = { cs, en, de }
const photo = { id: 1, url: 'http://localhost/api/media/file/reception.jpg', width: 1600, height: 1000, alt: 'The reception' }

function render(locale: keyof typeof messages, props: ComponentProps<typeof CmsImage>) {
  const provider: Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'> = {
    locale,
    timeZone: 'Europe/Prague',
    messages: { media: messages[locale].media },
  }
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, provider as ComponentProps<typeof NextIntlClientProvider>, createElement(CmsImage, props)),
  )
}

describe('the "illustrative photo" mark on CMS images', () => {
  it('marks an illustrative image in the page’s language, in a frame that takes the image’s layout class', () => {
    const expected = { cs: 'Ilustrační foto', en: 'Illustrative photo', de: 'Symbolbild' }
    for (const locale of ['cs', 'en', 'de'] as const) {
      const html = render(locale, { media: { ...photo, illustrative: true }, sizes: '100vw', className: 'card__image' })
      expect(html).toMatch(/^<span class="media-frame card__image"><img [^>]*alt="The reception"[^>]*>/)
      expect(html).toContain(`<span class="media-mark">${expected[locale]}</span></span>`)
      expect(html).not.toMatch(/<img [^>]*class=/)
    }
  })

  it('leaves other images as they were: the layout class on the image, no frame, no mark', () => {
    for (const illustrative of [false, null, undefined]) {
      const html = render('en', { media: { ...photo, illustrative }, sizes: '100vw', className: 'card__image' })
      expect(html).toMatch(/^<img [^>]*class="card__image"/)
      expect(html).not.toContain('media-mark')
    }
  })

  it('hides the mark from assistive technology when the image sits in a control that names itself', () => {
    const html = render('de', { media: { ...photo, illustrative: true }, sizes: '100vw', decorative: true })
    expect(html).toContain('alt=""')
    expect(html).toContain('<span class="media-mark" aria-hidden="true">Symbolbild</span>')
  })

  it('passes the flag on to the photo gallery, which marks those pictures itself', () => {
    const images = galleryImages([{ media: { ...photo, illustrative: true }, caption: 'Reception' }, { media: photo }])
    expect(images.map((image) => image.illustrative)).toEqual([true, undefined])
  })
})
