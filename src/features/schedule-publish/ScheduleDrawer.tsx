'use client'
import { Button, DatePicker, Drawer, toast, useDocumentTitle, useFormModified, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { adminLocaleNames, isLocale, locales } from '@/routing/locales'
import type { ScheduledPublication } from './scheduled-publication'
import { formatInPrague, formatWallClock, parseWallClock, wallClockInPrague } from '@/platform/cms/prague-time'
import { scheduleTexts } from './texts'

type Language = 'cs' | 'en'
type Answer = { message?: string; errors?: { message?: string; field?: string }[]; publications?: ScheduledPublication[] }

export function useAdminLanguage(): Language {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? 'en' : 'cs'
}

async function ask(url: string, init?: RequestInit): Promise<{ ok: boolean; body: Answer }> {
  const response = await fetch(url, { credentials: 'same-origin', ...init })
  const body = ((await response.json().catch(() => null)) ?? {}) as Answer
  return { ok: response.ok, body }
}

/** The publications waiting for this document, read again whenever `reload` is called. */
export function useScheduledPublications(endpoint: string | undefined) {
  const [publications, setPublications] = useState<ScheduledPublication[] | undefined>()
  const [failed, setFailed] = useState(false)
  const reload = useCallback(async () => {
    if (!endpoint) return
    try {
      const { ok, body } = await ask(endpoint)
      setFailed(!ok)
      if (ok) setPublications(body.publications ?? [])
    } catch {
      setFailed(true)
    }
  }, [endpoint])
  useEffect(() => {
    void reload()
  }, [reload])
  return { publications, failed, reload }
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = window.matchMedia(query)
    setMatches(list.matches)
    const changed = () => setMatches(list.matches)
    list.addEventListener('change', changed)
    return () => list.removeEventListener('change', changed)
  }, [query])
  return matches
}

// The picker shows and returns dates in the browser's zone: the Prague clock's fields are handed
// over as a local date with the same fields, so it shows "15:33" wherever the browser is.
const asPickerDate = (text: string) => {
  const clock = parseWallClock(text)
  return clock ? new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) : undefined
}
const fromPickerDate = (date: Date) =>
  formatWallClock({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  })

const pickerFormats = ['d. M. yyyy HH:mm', 'd.M.yyyy HH:mm', 'd. M. yyyy H:mm', 'd.M.yyyy H:mm']

type Props = {
  drawerSlug: string
  endpoint: string
  publications: ScheduledPublication[] | undefined
  listFailed: boolean
  reload: () => Promise<void>
  /** Publish, or take offline, when the document has nothing newer to publish (as Payload's drawer). */
  defaultType: 'publish' | 'unpublish'
}

/**
 * The "Naplánovat publikaci" drawer (issue 30): a time typed as "29. 11. 2026 15:33" or picked to
 * the minute on a 24-hour clock, always Prague time; the publications waiting for the document,
 * each with its cancel button. The endpoint (endpoints.ts) decides and words every refusal.
 */
export function ScheduleDrawer({ drawerSlug, endpoint, publications, listFailed, reload, defaultType }: Props) {
  const language = useAdminLanguage()
  const t = (key: keyof typeof scheduleTexts) => scheduleTexts[key][language]
  const { title } = useDocumentTitle()
  const modified = useFormModified()
  const ids = useId()
  const atId = `${ids}-at`
  const [type, setType] = useState<'publish' | 'unpublish'>(defaultType)
  const [text, setText] = useState('')
  const [locale, setLocale] = useState('')
  const [busy, setBusy] = useState(false)
  const [atError, setAtError] = useState('')
  const [error, setError] = useState('')
  const listHeading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const wide = useMediaQuery('(min-width: 768px)')
  const drawerTitle = `${t('title')}: ${title}`

  // Payload's drawer is a dialog named after its slug ("prague-schedule-procedures-46" to a screen
  // reader); it gets the drawer's title as its name.
  useEffect(() => {
    form.current?.closest('dialog')?.setAttribute('aria-label', drawerTitle)
  }, [drawerTitle])

  const fail = (message: string, field?: string) => {
    if (field === 'at') {
      setAtError(message)
      document.getElementById(atId)?.focus()
    } else setError(message)
  }

  async function schedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The drawer is rendered outside the edit form in the page, but React passes events up its own
    // tree: without this the submit would also reach Payload's form and save the document.
    event.stopPropagation()
    if (modified || busy) return
    setBusy(true)
    setAtError('')
    setError('')
    try {
      const { ok, body } = await ask(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type, at: text, locale: type === 'publish' && locale ? locale : undefined }),
      })
      if (ok) {
        toast.success(body.message)
        setText('')
        await reload()
      } else fail(body.errors?.[0]?.message ?? t('noAnswer'), body.errors?.[0]?.field)
    } catch {
      fail(t('noAnswer'))
    } finally {
      setBusy(false)
    }
  }

  async function cancel(publication: ScheduledPublication) {
    setError('')
    try {
      const { ok, body } = await ask(`${endpoint}/${encodeURIComponent(String(publication.id))}`, { method: 'DELETE' })
      if (ok) toast.success(body.message)
      else setError(body.errors?.[0]?.message ?? t('noAnswer'))
    } catch {
      setError(t('noAnswer'))
    }
    await reload()
    // The row and its button are gone: keyboard focus goes to the list's heading.
    listHeading.current?.focus()
  }

  const now = wallClockInPrague(new Date())
  const whatOf = (publication: ScheduledPublication) => t(publication.type === 'unpublish' ? 'unpublish' : 'publish')
  const languageOf = (code: string | null) => (code && isLocale(code) ? adminLocaleNames[code][language] : t('allLanguages'))

  return (
    <Drawer slug={drawerSlug} className="prague-schedule" title={drawerTitle}>
      <form className="prague-schedule__form" onSubmit={schedule} noValidate ref={form}>
        {modified ? (
          <p className="prague-schedule__unsaved" id={`${ids}-unsaved`}>
            {t('unsaved')}
          </p>
        ) : null}
        <fieldset className="prague-schedule__type">
          <legend className="field-label">{t('what')}</legend>
          {(['publish', 'unpublish'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} /> {t(value)}
            </label>
          ))}
        </fieldset>
        <div className="prague-schedule__field">
          <label className="field-label" htmlFor={atId}>
            {t('at')}
          </label>
          <DatePicker
            id={`${ids}-picker`}
            pickerAppearance="dayAndTime"
            displayFormat={pickerFormats[0]}
            timeFormat="HH:mm"
            timeIntervals={1}
            minDate={new Date(now.year, now.month - 1, now.day)}
            placeholder="29. 11. 2026 15:33"
            value={asPickerDate(text)}
            onChange={(date) => setText(date instanceof Date ? fromPickerDate(date) : '')}
            overrides={{
              id: atId,
              name: 'at',
              autoComplete: 'off',
              // Typed text is read in any of these; strictly, so a half-typed time is not taken for another.
              dateFormat: pickerFormats,
              strictParsing: true,
              ariaDescribedBy: `${ids}-at-hint ${ids}-at-error`,
              ariaInvalid: atError ? 'true' : undefined,
              // The calendar opens on a click, not on focus: a keyboard user types, and Enter
              // schedules (also when the calendar is open, which would take the Enter for itself).
              preventOpenOnFocus: true,
              onKeyDown: (event) => {
                if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
                event.preventDefault()
                event.target.form?.requestSubmit()
              },
              // Beside the field where there is room, so it does not cover the button below it.
              popperPlacement: wide ? 'right-start' : 'bottom-start',
              // What is typed is what is sent, also when the picker cannot read it (the endpoint says why).
              onChangeRaw: (event) => {
                if (event?.target instanceof HTMLInputElement) setText(event.target.value)
              },
            }}
          />
          <p className="field-description" id={`${ids}-at-hint`}>
            {t('atHint')}
          </p>
          <p className="prague-schedule__error" id={`${ids}-at-error`} aria-live="assertive">
            {atError}
          </p>
        </div>
        {type === 'publish' ? (
          <div className="prague-schedule__field">
            <label className="field-label" htmlFor={`${ids}-locale`}>
              {t('language')}
            </label>
            <select id={`${ids}-locale`} value={locale} onChange={(event) => setLocale(event.target.value)}>
              <option value="">{t('allLanguages')}</option>
              {locales.map((code) => (
                <option key={code} value={code}>
                  {adminLocaleNames[code][language]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="prague-schedule__actions">
          <Button
            type="submit"
            buttonStyle="primary"
            disabled={busy || modified}
            extraButtonProps={modified ? { 'aria-describedby': `${ids}-unsaved` } : undefined}
          >
            {busy ? t('submitting') : t('submit')}
          </Button>
          <p className="prague-schedule__error" aria-live="assertive">
            {error}
          </p>
        </div>
      </form>
      <section className="prague-schedule__upcoming" aria-labelledby={`${ids}-listed`}>
        <h3 id={`${ids}-listed`} ref={listHeading} tabIndex={-1}>
          {t('listed')}
        </h3>
        {listFailed ? <p className="prague-schedule__error">{t('notLoaded')}</p> : null}
        {publications === undefined ? (
          <p>{t('loading')}</p>
        ) : publications.length === 0 ? (
          <p>{t('nothing')}</p>
        ) : (
          <table className="prague-schedule__table">
            <thead>
              <tr>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('whenColumn')}</th>
                <th scope="col">{t('language')}</th>
                <th scope="col">{t('actionsColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {publications.map((publication) => (
                <tr key={publication.id}>
                  <td>{whatOf(publication)}</td>
                  <td>{formatInPrague(publication.at)}</td>
                  <td>{languageOf(publication.locale)}</td>
                  <td>
                    <Button
                      buttonStyle="secondary"
                      size="small"
                      margin={false}
                      aria-label={`${t('cancelWhich')}: ${whatOf(publication)} ${formatInPrague(publication.at)}`}
                      onClick={() => void cancel(publication)}
                    >
                      {t('cancel')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Drawer>
  )
}
