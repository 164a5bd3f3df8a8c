import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import QRCode from 'qrcode'
import { requiresSecondFactor, secondFactorPending, storedSecondFactor } from './account'
import { groupedSecret } from './codes'
import { adminTarget, recoveryCodesCookie, recoveryCodesFromCookie, screenEnrolment } from './endpoints'
import { secondFactorErrors, secondFactorLanguage, secondFactorTexts } from './texts'

type Search = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The admin's second-factor screen (Payload's "unauthorized" route, see payload.config), server
 * rendered, plain forms: it works without JavaScript. A session that owes its second step sees
 * the enrolment (QR code, the key as text, a code to confirm) or, once enrolled, the code prompt;
 * after the enrolment, the recovery codes once. Anyone else is sent on.
 */
export async function SecondFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req, cookies } = initPageResult
  const user = req.user as ({ id: number | string; email?: string; role?: string; _sid?: string } & Record<string, unknown>) | null
  const search = (searchParams ?? {}) as Search
  const target = adminTarget(one(search.redirect))
  if (!user) redirect(`/admin/login?${new URLSearchParams({ redirect: target })}`)
  const t = secondFactorTexts[secondFactorLanguage(req.i18n?.language)]
  const error = secondFactorErrors.find((key) => key === one(search.error))
  const errorText = error ? t[error] : undefined

  const codes = one(search.shown) === 'codes' ? recoveryCodesFromCookie(cookies.get(recoveryCodesCookie), user.id) : null
  if (codes) {
    return (
      <section className="second-factor" aria-labelledby="second-factor-title">
        <h1 id="second-factor-title">{t.codesTitle}</h1>
        <p>{t.codesIntro}</p>
        <ol className="second-factor__codes" data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <form method="post" action="/api/users/second-factor/codes-seen">
          <input type="hidden" name="redirect" value={target} />
          <button type="submit" className="btn btn--style-primary btn--size-large">
            {t.continue}
          </button>
        </form>
      </section>
    )
  }
  if (!requiresSecondFactor(user) || !secondFactorPending(user)) redirect(target)

  const logout = (
    <p>
      <a href="/admin/logout">{t.logout}</a>
    </p>
  )
  const errorNote = errorText ? (
    <p className="second-factor__error" role="alert" id="second-factor-error">
      {errorText}
    </p>
  ) : null
  const described = errorText ? 'second-factor-error' : undefined

  if (await storedSecondFactor(req.payload, user.id, req)) {
    return (
      <section className="second-factor" aria-labelledby="second-factor-title">
        <h1 id="second-factor-title">{t.verifyTitle}</h1>
        <p>{t.verifyIntro}</p>
        {errorNote}
        <form method="post" action="/api/users/second-factor/verify" className="second-factor__form">
          <input type="hidden" name="redirect" value={target} />
          {/* Not required: a recovery code may be sent instead. */}
          <CodeField label={t.codeLabel} described={described} focus />
          <details>
            <summary>{t.recoveryLabel}</summary>
            <label htmlFor="second-factor-recovery">{t.recoveryLabel}</label>
            <input id="second-factor-recovery" name="recoveryCode" autoComplete="off" spellCheck={false} />
          </details>
          <button type="submit" className="btn btn--style-primary btn--size-large">
            {t.verify}
          </button>
        </form>
        {logout}
      </section>
    )
  }

  const started = await screenEnrolment(req.payload, user)
  // Enrolled from another session meanwhile: the code prompt.
  if (!started) redirect(`/admin/second-factor?${new URLSearchParams({ redirect: target })}`)
  const { secret, uri, enrolment, renewed } = started
  const qr = await QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' })
  return (
    <section className="second-factor" aria-labelledby="second-factor-title">
      <h1 id="second-factor-title">{t.enrolTitle}</h1>
      <p>{t.enrolIntro}</p>
      {/* A new key replaced an expired one: the app's entry from the old one will never work. */}
      {renewed ? (
        <p className="second-factor__error" role="alert" id="second-factor-error">
          {t.renewed}
        </p>
      ) : (
        errorNote
      )}
      <p>{t.enrolStep1}</p>
      {/* biome-ignore lint/performance/noImgElement: a generated data: URL, not a site image */}
      <img src={qr} alt={t.qrAlt} width={220} height={220} />
      <p>
        {t.secretLabel}: <code data-testid="totp-secret">{groupedSecret(secret)}</code>
      </p>
      <form method="post" action="/api/users/second-factor/confirm" className="second-factor__form">
        <input type="hidden" name="enrolment" value={enrolment} />
        <input type="hidden" name="redirect" value={target} />
        <CodeField label={t.enrolStep2} described={renewed ? 'second-factor-error' : described} required />
        <button type="submit" className="btn btn--style-primary btn--size-large">
          {t.confirm}
        </button>
      </form>
      {logout}
    </section>
  )
}

/** The six-digit code field of both forms; `described` names the error note, when there is one. */
function CodeField({
  label,
  described,
  required = false,
  focus = false,
}: {
  label: string
  described?: string
  required?: boolean
  focus?: boolean
}) {
  return (
    <>
      <label htmlFor="second-factor-code">{label}</label>
      <input
        id="second-factor-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        required={required}
        aria-describedby={described}
        // biome-ignore lint/a11y/noAutofocus: on the code prompt, the only thing to do on the screen
        autoFocus={focus}
      />
    </>
  )
}
