'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import type { AdminText } from '@/platform/cms/i18n'

type Props = { action: string; language: 'cs' | 'en'; label: AdminText; sending: AdminText; failed: AdminText }

/**
 * The checklist's "send a test e-mail" button. A plain form that posts to the endpoint (and comes
 * back to the dashboard) without JavaScript; with it, the answer is announced in place (a live
 * region) and the checklist is re-read from the server, which recorded the outcome.
 */
export function TestEmailButton({ action, language, label, sending, failed }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setResult(null)
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
      })
      const body = (await response.json().catch(() => null)) as { message?: string; errors?: { message?: string }[] } | null
      const message = body?.message ?? body?.errors?.[0]?.message ?? `${failed[language]} (HTTP ${response.status})`
      setResult({ ok: response.ok, message })
    } catch {
      setResult({ ok: false, message: failed[language] })
    } finally {
      setBusy(false)
      router.refresh()
    }
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)' }}
    >
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy}
        aria-describedby="go-live-test-email-result"
      >
        {busy ? sending[language] : label[language]}
      </button>
      {/* Always in the page, so screen readers announce what is written into it. */}
      <p
        id="go-live-test-email-result"
        role="status"
        data-testid="go-live-test-email-result"
        style={{ margin: 0, color: result && !result.ok ? 'var(--theme-error-500)' : 'var(--theme-success-500)' }}
      >
        {result?.message ?? ''}
      </p>
    </form>
  )
}
