import './ContactFormSection.css'
import { getTranslations } from 'next-intl/server'
import { hrefOf } from '@/content/resolve'
import { getSettings } from '@/content/site'
import type { Locale } from '@/routing/locales'
import { formAnchors } from '@/features/inquiries/no-script/form-reply-cookie'
import type { ContactFormTexts } from '@/features/inquiries/form/ContactForm'
import { formReplyOfRequest } from '@/features/inquiries/no-script/form-reply'
import { LazyContactForm } from '@/features/inquiries/form/LazyContactForm'

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
  'photoRemoved',
  'photoCount',
  'photosDropped',
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
  'rateLimited',
  'photosAgain',
] as const satisfies readonly (keyof ContactFormTexts)[]

/**
 * The contact form section; its anchor id is the spec's `contact-form`. Without script the form
 * posts to the server (src/features/inquiries/no-script/no-script-form.ts), which sends the visitor back to `path`:
 * at #contact-form-sent once stored (the thank-you text below shows by `:target`, the form hides),
 * or, refused, to the page's dynamic variant with the messages and what was typed (`reply`).
 */
export async function ContactFormSection({
  locale,
  path,
  withPhotos = true,
  ctaName,
}: {
  locale: Locale
  /** The page's own address. */
  path: string
  withPhotos?: boolean
  ctaName?: string
}) {
  const t = await getTranslations({ locale, namespace: 'contactForm' })
  const settings = await getSettings(locale)
  const gdprId = typeof settings.gdprPage === 'object' ? settings.gdprPage?.id : settings.gdprPage
  const gdprHref = gdprId ? await hrefOf('page', gdprId, locale) : undefined
  // Promises only as Settings make them (issue 41): the answer's deadline, a free consultation.
  const days = settings.replyWorkingDays ?? 0
  const free = settings.prices?.freeConsultation ? 'yes' : 'no'
  // Raw strings: the form fills in {max}, {count} and {percent} itself; the thank-you is filled here.
  const texts = {
    ...(Object.fromEntries(textKeys.map((key) => [key, t.raw(key) as string])) as unknown as ContactFormTexts),
    thanks: t('thanks', { days }),
  }
  const reply = formReplyOfRequest().reply
  return (
    <section id="contact-form" className="contact-section" aria-labelledby="contact-form-title">
      <div className="container contact-section__inner">
        <h2 id="contact-form-title">{t('title')}</h2>
        <p className="contact-section__intro">{t('intro', { days, free })}</p>
        {/* No live region: it is part of a freshly loaded page, not an update (the form's own is). */}
        <div id={formAnchors.contact.sent} className="contact-form__thanks contact-section__sent" tabIndex={-1}>
          <h3>{texts.thanksTitle}</h3>
          <p>{texts.thanks}</p>
        </div>
        <LazyContactForm
          lang={locale}
          texts={texts}
          gdprHref={gdprHref}
          isHp={withPhotos}
          ctaName={ctaName}
          action="/api/v1/inquiries/standard/form"
          pagePath={path}
          reply={
            reply?.form === 'contact'
              ? { values: reply.values, errors: reply.errors, notice: reply.notice, photosNotKept: reply.photosNotKept }
              : undefined
          }
        />
      </div>
    </section>
  )
}
