'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { newIdempotencyKey, postInquiry } from './client'
import { type ContactFields, contactFieldsSchema, type InquiryLanguage } from '../schema'
import { leadSourceForInquiry } from '../lead-sources/visit'
import { samePageDelayMs, scrollToAnchorLater } from '@/ui/anchor-scroll'
import { CloseButton } from '@/ui/CloseButton'
import { Dialog } from '@/ui/Dialog'
import { downscalePhoto } from './photo-resize'
import { PhotoPicker } from './PhotoPicker'

export interface ContactFormTexts {
  name: string
  email: string
  phone: string
  phoneHint: string
  message: string
  photos: string
  photosHint: string
  addPhotos: string
  removePhoto: string
  photoRemoved: string
  photoCount: string
  photosDropped: string
  consentBefore: string
  consentLink: string
  submit: string
  sending: string
  /** Announced while the browser solves the proof of work the server asks for under a flood. */
  verifying: string
  uploading: string
  thanksTitle: string
  thanks: string
  close: string
  error: string
  honeypot: string
  /** Too many requests (429): shown when a form sent without script was refused so. */
  rateLimited: string
  /** A form sent without script and refused carried photos: they must be chosen again ({count}). */
  photosAgain: string
}

/** A form sent without script and refused, shown again (src/features/inquiries/no-script/no-script-form.ts). */
export interface ContactFormReply {
  values: Record<string, string>
  errors: Record<string, string>
  notice?: 'rate-limited' | 'failed'
  /** Photos the refused send carried (the browser does not keep them in the file input). */
  photosNotKept?: number
}

interface Props {
  lang: InquiryLanguage
  texts: ContactFormTexts
  gdprHref?: string
  /** On the home page the form takes photos (sent as isHP); in the footer it is compact; ctaName names the call to action in the conversion event. */
  isHp?: boolean
  isFooter?: boolean
  ctaName?: string
  onSent?: () => void
  /**
   * The base of the form's element ids. Given by the island that hydrates the form in a root of its
   * own (src/platform/islands/island.tsx), so the ids match those in the server's HTML.
   */
  idBase?: string
  /** Without script the browser posts the form here (multipart, with the photos) and gets the page back. */
  action?: string
  /** The page's own path: where the server sends the visitor back. */
  pagePath?: string
  reply?: ContactFormReply
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ''))

type FieldName = keyof ContactFields

/**
 * Spec §4 contact form: validated on send with the shared schema, an error clears when its field
 * loses focus, the button reads 'Odesílám...' while sending; success shows a confirmation and a
 * thank-you text, failure the spec's alert with everything typed and attached kept.
 */
export function ContactForm({
  lang,
  texts,
  gdprHref,
  isHp = false,
  isFooter = false,
  ctaName,
  onSent,
  idBase,
  action,
  pagePath,
  reply,
}: Props) {
  const [photos, setPhotos] = useState<File[]>([])
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing')
  const [progress, setProgress] = useState<number | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [modalOpen, setModalOpen] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const thanks = useRef<HTMLDivElement>(null)
  // While the send button is pressed, a field's blur keeps its error: clearing it would move the
  // button up under the pointer, and the click would land where the button was (the send lost).
  // The send validates every field anyway.
  const pressingSend = useRef(false)
  const holdErrorsWhilePressingSend = () => {
    pressingSend.current = true
    const release = () => window.setTimeout(() => (pressingSend.current = false))
    document.addEventListener('pointerup', release, { once: true })
    document.addEventListener('pointercancel', release, { once: true })
  }
  const idempotencyKey = useRef<string | null>(null)
  // The server's messages for a form sent without script; each clears like the browser's own.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(reply?.errors ?? {})
  const clearServerError = (name: string) => setServerErrors(({ [name]: _, ...rest }) => rest)
  const generatedId = useId()
  const formId = idBase ?? generatedId
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ContactFields>({
    resolver: zodResolver(contactFieldsSchema(lang)),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: reply?.values.name ?? '',
      email: reply?.values.email ?? '',
      phoneNumber: reply?.values.phoneNumber ?? '',
      message: reply?.values.message ?? '',
    },
  })
  const errorText = (name: FieldName | 'images') => (name === 'images' ? undefined : errors[name]?.message) ?? serverErrors[name]

  const field = (name: FieldName) => {
    const registered = register(name)
    return {
      ...registered,
      // In the server's HTML too (react-hook-form fills its fields only once its code runs): a form
      // sent without script and refused comes back with what was typed.
      defaultValue: reply?.values[name],
      id: `${formId}-${name}`,
      'aria-invalid': errorText(name) ? true : undefined,
      'aria-describedby':
        [errorText(name) ? `${formId}-${name}-error` : '', name === 'phoneNumber' ? `${formId}-phone-hint` : '']
          .filter(Boolean)
          .join(' ') || undefined,
      onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        registered.onBlur(event)
        if (!pressingSend.current) {
          clearErrors(name)
          clearServerError(name)
        }
      },
    }
  }

  const send = async (values: ContactFields) => {
    setServerErrors({})
    setStatus('sending')
    setProgress(0)
    idempotencyKey.current ??= newIdempotencyKey()
    try {
      const body = new FormData()
      body.set('name', values.name)
      body.set('email', values.email)
      body.set('phoneNumber', values.phoneNumber)
      body.set('message', values.message)
      body.set('lang', lang)
      body.set('isSpam', String(Boolean(honeypot.current?.value)))
      body.set('locationUrl', window.location.href)
      body.set('isHP', String(isHp))
      for (const [field, value] of Object.entries(await leadSourceForInquiry())) body.set(field, value)
      if (isHp) for (const photo of await Promise.all(photos.map(downscalePhoto))) body.append('images', photo, photo.name)
      await postInquiry(body, idempotencyKey.current, setProgress, setVerifying)
      idempotencyKey.current = null
      setStatus('sent')
      setModalOpen(true)
      // Success hook: the trackers (src/features/tracking) report the Lead conversion if the visitor allowed
      // marketing. Only the form's place on the site goes out, never a field value.
      window.dispatchEvent(new CustomEvent('clinic:inquiry-sent', { detail: { ctaName } }))
      onSent?.()
    } catch (error) {
      console.error(error)
      setStatus('editing')
      setProgress(null)
      window.alert(texts.error)
    }
  }

  const onFirstError = (fieldErrors: typeof errors) => {
    const first = (['name', 'email', 'phoneNumber', 'message'] as FieldName[]).find((name) => fieldErrors[name])
    if (first) document.getElementById(`${formId}-${first}`)?.focus()
  }

  // Sent: the form above the thank-you text is gone, and a phone would be left far below it, with
  // the confirmation opening over the footer. The page goes to the section (spec §2: #contact-form)
  // at once, so the thank-you text is what the confirmation opens over and what is left on closing.
  useEffect(() => {
    if (status !== 'sent') return
    const section = thanks.current?.closest('section[id]')
    if (section) scrollToAnchorLater(section.id, 0)
  }, [status])

  // Spec §2: after sending, the page is at #contact-form. The form above the thank-you text is
  // gone, so without this a phone is left far below it, in the footer.
  const closeConfirmation = () => {
    setModalOpen(false)
    const section = thanks.current?.closest('section[id]')
    if (section) scrollToAnchorLater(section.id, samePageDelayMs)
    window.setTimeout(() => thanks.current?.focus({ preventScroll: true }), samePageDelayMs + 10)
  }

  if (status === 'sent') {
    return (
      <>
        <div className="contact-form__thanks" role="status" ref={thanks} tabIndex={-1}>
          <h3>{texts.thanksTitle}</h3>
          <p>{texts.thanks}</p>
        </div>
        {modalOpen ? (
          <ThanksModal title={texts.thanksTitle} text={texts.thanks} closeLabel={texts.close} onClose={closeConfirmation} />
        ) : null}
      </>
    )
  }

  const sending = status === 'sending'
  const errorOf = (name: FieldName) =>
    errorText(name) ? (
      <p id={`${formId}-${name}-error`} className="field__error">
        {errorText(name)}
      </p>
    ) : null
  const notice = reply?.notice === 'rate-limited' ? texts.rateLimited : reply?.notice === 'failed' ? texts.error : null

  return (
    // Without script the browser posts the form to `action` (src/features/inquiries/no-script/no-script-form.ts) as
    // multipart with the photos, and the server answers with the page again; method="post" keeps
    // what was typed out of the address. With script, send() takes over.
    <form
      className={`contact-form${isFooter ? ' contact-form--footer' : ''}`}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={handleSubmit(send, onFirstError)}
      noValidate
    >
      {notice ? (
        <p className="contact-form__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="isHP" value={String(isHp)} />
      {pagePath ? <input type="hidden" name="locationUrl" value={pagePath} /> : null}
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor={`${formId}-name`}>{texts.name}</label>
          <input type="text" autoComplete="name" {...field('name')} />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={`${formId}-email`}>{texts.email}</label>
          <input type="email" autoComplete="email" inputMode="email" {...field('email')} />
          {errorOf('email')}
        </div>
        <div className="field">
          <label htmlFor={`${formId}-phoneNumber`}>{texts.phone}</label>
          <input type="tel" autoComplete="tel" inputMode="tel" placeholder="+420" {...field('phoneNumber')} />
          <p id={`${formId}-phone-hint`} className="field__hint">
            {texts.phoneHint}
          </p>
          {errorOf('phoneNumber')}
        </div>
        <div className="field field--wide">
          <label htmlFor={`${formId}-message`}>{texts.message}</label>
          <textarea rows={5} {...field('message')} />
          {errorOf('message')}
        </div>
      </div>
      {/* Honeypot: people never see or reach it; bots fill every e-mail-looking field. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${formId}-confirm`}>{texts.honeypot}</label>
        <input
          ref={honeypot}
          id={`${formId}-confirm`}
          type="email"
          name="email_confirmation"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {isHp ? (
        <PhotoPicker
          idBase={`${formId}-photos`}
          photos={photos}
          onChange={setPhotos}
          disabled={sending}
          error={serverErrors.images}
          texts={{
            label: fill(texts.photos, { max: 10 }),
            hint: texts.photosHint,
            add: texts.addPhotos,
            remove: (number) => fill(texts.removePhoto, { number }),
            removed: (number) => fill(texts.photoRemoved, { number }),
            count: (count) => fill(texts.photoCount, { count, max: 10 }),
            dropped: (count) => fill(texts.photosDropped, { count, max: 10 }),
          }}
        />
      ) : null}
      {isHp && reply?.photosNotKept && photos.length === 0 ? (
        <p className="contact-form__photos-again">{fill(texts.photosAgain, { count: reply.photosNotKept })}</p>
      ) : null}
      <p className="contact-form__consent">
        {texts.consentBefore} {gdprHref ? <a href={gdprHref}>{texts.consentLink}</a> : texts.consentLink}.
      </p>
      <div className="contact-form__actions">
        <button type="submit" className="button" disabled={sending} onPointerDown={holdErrorsWhilePressingSend}>
          {sending ? texts.sending : texts.submit}
        </button>
        {sending && progress !== null && photos.length > 0 ? (
          <div className="upload-progress">
            <progress
              max={100}
              value={Math.round(progress * 100)}
              aria-label={fill(texts.uploading, { percent: Math.round(progress * 100) })}
            />
            <span aria-hidden="true">{fill(texts.uploading, { percent: Math.round(progress * 100) })}</span>
          </div>
        ) : null}
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <p className="contact-form__verifying" role="status">
          {verifying ? texts.verifying : null}
        </p>
      </div>
    </form>
  )
}

/** The confirmation after sending: closed by the overlay, the close icon or Escape. */
function ThanksModal({ title, text, closeLabel, onClose }: { title: string; text: string; closeLabel: string; onClose: () => void }) {
  const titleId = useId()
  return (
    // The dialog element is the dimmed overlay; a click on it outside the card closes.
    <Dialog
      open
      onClose={onClose}
      className="popup-backdrop"
      initialFocus="dialog"
      closeOnOutsideClick
      aria-labelledby={titleId}
      data-testid="thanks-overlay"
    >
      <div className="popup thanks-modal">
        <CloseButton label={closeLabel} onClick={onClose} />
        <div className="popup__body">
          <h2 id={titleId}>{title}</h2>
          <p>{text}</p>
        </div>
      </div>
    </Dialog>
  )
}
