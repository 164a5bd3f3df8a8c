import './floating.css'
import './StickyCallback.css'
import '@/features/inquiries/form/CallMeForm.css'
import type { FormReply } from '@/features/inquiries/no-script/form-reply'
import { formAnchors } from '@/features/inquiries/no-script/form-reply-cookie'
import type { CallMeTexts } from '@/features/inquiries/form/CallMeForm'
import { phoneIcon } from './phone-icon'

const ids = formAnchors['call-me']

/**
 * The sticky call-back form for a page without script (inside <noscript>; StickyCallback is the
 * one with script). The round button is a link to the panel, which shows by `:target`; the form
 * posts to the server (src/features/inquiries/no-script/no-script-form.ts), which sends the visitor back to this page
 * at #call-back-sent once stored, or shows the form again with its message and the number typed
 * (`reply`). Shown from 576 px like the other (a CSS rule); no memory of being closed without script.
 */
export function StickyCallbackNoScript({
  title,
  closeLabel,
  texts,
  rateLimited,
  lang,
  path,
  reply,
}: {
  title: string
  closeLabel: string
  texts: CallMeTexts
  rateLimited: string
  lang: string
  path: string
  reply: FormReply | null
}) {
  const error = reply?.errors.phoneNumber
  const notice = reply?.notice === 'rate-limited' ? rateLimited : reply?.notice === 'failed' ? texts.error : null
  const close = (
    // To the fixed launcher's box: the panel is no longer the target, and the page does not scroll.
    <a href={`#${ids.form}-closed`} className="close-button sticky-callback__close">
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{closeLabel}</span>
    </a>
  )
  return (
    <noscript>
      <aside id={`${ids.form}-closed`} className="sticky-callback floating sticky-callback--no-script" aria-label={title}>
        <a className="sticky-callback__launcher" href={`#${ids.form}`}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={phoneIcon} />
          </svg>
          <span className="visually-hidden">{title}</span>
        </a>
        <section
          id={ids.form}
          className={`sticky-callback__panel${reply ? ' sticky-callback__panel--open' : ''}`}
          aria-labelledby={`${ids.form}-title`}
        >
          {close}
          <h2 id={`${ids.form}-title`} className="sticky-callback__title">
            {title}
          </h2>
          {notice ? (
            <p className="call-me__notice" role="alert">
              {notice}
            </p>
          ) : null}
          <form className="call-me" method="post" action="/api/v1/inquiries/call-me/form">
            <input type="hidden" name="lang" value={lang} />
            <input type="hidden" name="locationUrl" value={path} />
            <label htmlFor={`${ids.form}-phone`}>{texts.label}</label>
            <div className="call-me__row">
              {/* required: an empty number sends nothing (spec §4), as with script. */}
              <input
                id={`${ids.form}-phone`}
                type="tel"
                name="phoneNumber"
                inputMode="tel"
                autoComplete="tel"
                placeholder={texts.placeholder}
                required
                defaultValue={reply?.values.phoneNumber ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ids.form}-error ${ids.form}-hint` : `${ids.form}-hint`}
              />
              <button type="submit" className="button">
                {texts.submit}
              </button>
            </div>
            {error ? (
              <p id={`${ids.form}-error`} className="field__error">
                {error}
              </p>
            ) : null}
            <p id={`${ids.form}-hint`} className="call-me__hint">
              {texts.hint}
            </p>
          </form>
        </section>
        <section id={ids.sent} className="sticky-callback__panel" aria-label={title}>
          {close}
          <p className="call-me__thanks" role="status">
            {texts.thanks}
          </p>
        </section>
      </aside>
    </noscript>
  )
}
