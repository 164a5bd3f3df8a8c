import Link from 'next/link'
import type { Payload, ServerProps } from 'payload'
import { Suspense } from 'react'
import { type AdminText, tx } from '@/platform/cms/i18n'
import { isGoLiveAdmin } from './access'
import { goLiveChecklist } from './checklist'
import { testEmailPath } from './endpoint'
import { TestEmailButton } from './TestEmailButton'

const texts = {
  title: tx('Před spuštěním webu', 'Before the site goes live'),
  intro: tx(
    'Spočítáno z dat a nastavení serveru při každém zobrazení; položka se splní sama, jakmile je chybějící údaj doplněn.',
    'Computed from the data and the server’s settings on every view; an item is done by itself once what it lacks is filled in.',
  ),
  summary: (done: number, total: number) => tx(`Splněno ${done} z ${total}.`, `${done} of ${total} done.`),
  done: tx('Hotovo', 'Done'),
  missing: tx('Chybí', 'Missing'),
  fix: tx('Opravit', 'Fix'),
  sendTest: tx('Poslat zkušební e-mail', 'Send a test e-mail'),
  sending: tx('Odesílám…', 'Sending…'),
  sendFailed: tx('Odeslání se nepodařilo.', 'Sending failed.'),
  computing: tx('Kontroluji…', 'Checking…'),
}

/** What the form post without JavaScript came back with (?testEmail=…); the details are in the item's notes. */
const outcomes: Record<string, ReturnType<typeof tx>> = {
  sent: tx('Zkušební e-mail odešel.', 'The test e-mail went out.'),
  transport: tx('Zkušební e-mail neodešel; důvod je uveden níže.', 'The test e-mail did not go out; the reason is below.'),
  notConfigured: tx('Zkušební e-mail nelze poslat: pošta není nastavena.', 'The test e-mail cannot be sent: mail is not configured.'),
  rateLimited: tx(
    'Zkušební e-mail byl poslán před chvílí; zkuste to za několik sekund.',
    'A test e-mail was sent a moment ago; try again in a few seconds.',
  ),
}

/**
 * On the admin dashboard, for administrators only: the go-live checklist (issue 25), each item
 * with its status, what it lacks and a link to the screen that fixes it. Computed while the rest of
 * the dashboard is already shown (streamed in through Suspense): it reads a good part of the database.
 */
export function GoLiveChecklist({ payload, user, i18n, searchParams }: ServerProps) {
  if (!isGoLiveAdmin(user)) return null
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const outcome = typeof searchParams?.testEmail === 'string' ? outcomes[searchParams.testEmail] : undefined
  return (
    <section
      id="go-live"
      aria-labelledby="go-live-title"
      data-testid="go-live-checklist"
      style={{
        padding: 'var(--base) calc(var(--base) * 1.5)',
        marginBottom: 'calc(var(--base) * 1.5)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
      }}
    >
      <h2 id="go-live-title" style={{ margin: 0, fontSize: '1.25rem' }}>
        {texts.title[language]}
      </h2>
      <Suspense fallback={<p style={{ margin: '0.25rem 0' }}>{texts.computing[language]}</p>}>
        <ChecklistItems payload={payload} language={language} outcome={outcome} />
      </Suspense>
    </section>
  )
}

async function ChecklistItems({ payload, language, outcome }: { payload: Payload; language: 'cs' | 'en'; outcome?: AdminText }) {
  const items = await goLiveChecklist(payload)
  const done = items.filter((item) => item.done).length
  const action = `${payload.config.routes.api}${testEmailPath}`
  return (
    <>
      <p style={{ margin: '0.25rem 0', color: 'var(--theme-elevation-600)' }}>
        {texts.summary(done, items.length)[language]} {texts.intro[language]}
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li
            key={item.key}
            data-testid={`go-live-${item.key}`}
            data-done={item.done}
            style={{ padding: '0.5rem 0', borderTop: '1px solid var(--theme-elevation-100)' }}
          >
            <h3 style={{ margin: 0, fontSize: '1rem' }}>
              <span aria-hidden="true" style={{ color: item.done ? 'var(--theme-success-500)' : 'var(--theme-error-500)' }}>
                {item.done ? '✓ ' : '✗ '}
              </span>
              {item.title[language]}
              {' – '}
              <span data-testid="go-live-status">{(item.done ? texts.done : texts.missing)[language]}</span>
            </h3>
            {item.missing.length > 0 && (
              <ul style={{ margin: '0.25rem 0 0 1.5rem' }}>
                {item.missing.map((missing) => (
                  <li key={missing.text.en}>
                    {missing.text[language]}
                    {missing.href && (
                      <>
                        {' – '}
                        <Link href={missing.href} aria-label={`${texts.fix[language]}: ${missing.text[language]}`}>
                          {texts.fix[language]}
                        </Link>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {item.notes.map((note) => (
              <p key={note.en} style={{ margin: '0.25rem 0 0 1.5rem', color: 'var(--theme-elevation-600)' }}>
                {note[language]}
              </p>
            ))}
            {item.key === 'notifications' && (
              <div style={{ margin: '0.5rem 0 0 1.5rem' }}>
                {outcome && <p style={{ margin: '0 0 0.25rem' }}>{outcome[language]}</p>}
                <TestEmailButton
                  action={action}
                  language={language}
                  label={texts.sendTest}
                  sending={texts.sending}
                  failed={texts.sendFailed}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
