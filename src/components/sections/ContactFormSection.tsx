import './ContactFormSection.css'
import { getTranslations } from 'next-intl/server'
import { hrefOf } from '@/content/resolve'
import { getSettings } from '@/content/site'
import type { Locale } from '@/routing/locales'
import type { ContactFormTexts } from '../forms/ContactForm'
import { LazyContactForm } from '../forms/LazyContactForm'

const textKeys = [
  'name',
  'email',
  'phone',
  'phoneHint',
  'message',
  'photos',
  'photosHint',
  'addPhotos',
  'removePhoto',
  'photoCount',
  'consentBefore',
  'consentLink',
  'submit',
  'sending',
  'verifying',
  'uploading',
  'thanksTitle',
  'thanks',
  'close',
  'error',
  'honeypot',
  'noScript',
] as const satisfies readonly (keyof ContactFormTexts)[]

/** The contact form section; its anchor id is the spec's `contact-form`. */
export async function ContactFormSection({
  locale,
  withPhotos = true,
  ctaName,
}: {
  locale: Locale
  withPhotos?: boolean
  ctaName?: string
}) {
  const t = await getTranslations({ locale, namespace: 'contactForm' })
  const settings = await getSettings(locale)
  const gdprId = typeof settings.gdprPage === 'object' ? settings.gdprPage?.id : settings.gdprPage
  const gdprHref = gdprId ? await hrefOf('page', gdprId, locale) : undefined
  // Raw strings: the form fills in {max}, {count} and {percent} itself.
  const texts = Object.fromEntries(textKeys.map((key) => [key, t.raw(key) as string])) as unknown as ContactFormTexts
  return (
    <section id="contact-form" className="contact-section" aria-labelledby="contact-form-title">
      <div className="container contact-section__inner">
        <h2 id="contact-form-title">{t('title')}</h2>
        <p className="contact-section__intro">{t('intro')}</p>
        <LazyContactForm lang={locale} texts={texts} gdprHref={gdprHref} isHp={withPhotos} ctaName={ctaName} />
      </div>
    </section>
  )
}
