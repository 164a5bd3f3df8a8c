'use client'

import { Button, useConfig, useListDrawerContext, useListQuery, useSelection, useTranslation } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { arrivedText, waitingText, watchTexts } from './new-inquiries-texts'
import { listRowParams } from './list-query'
import { usePolling } from './use-polling'

/** How often an open inquiries list asks whether something arrived: reception sees a new one within seconds. */
const pollMs = 5_000
/** How long a requested re-render may take before the list asks again. */
const refreshWaitMs = 15_000
/** "Since ever": an empty list, newest first, takes every matching inquiry as new. */
const beginning = new Date(0).toISOString()

/**
 * A staff member is in the middle of something the list's re-render could disturb: rows are
 * selected, or a form field of the page has focus (a filter's value, the search box, a picker).
 */
function staffIsBusy(selectedCount: number): boolean {
  if (selectedCount > 0) return true
  const active = document.activeElement
  return (
    active instanceof HTMLElement &&
    (active.matches('input, select, textarea, [contenteditable="true"]') || active.closest('.where-builder') !== null)
  )
}

const newestOf = (docs: Array<{ createdAt?: unknown }>): string | undefined =>
  docs
    .map((doc) => doc.createdAt)
    .reduce<string | undefined>((newest, at) => (typeof at === 'string' && (!newest || at > newest) ? at : newest), undefined)

/**
 * Above the inquiries list: new inquiries appear without a reload. Every few seconds (while the
 * tab is visible) it asks GET /api/inquiries/arrivals how many of the list's rows (its filters and
 * search) arrived after the newest one shown; when some did, it re-renders the list on the server
 * (router.refresh(), the list's own query) and says so in a polite live region. A staff member who
 * has rows selected or is typing in a filter is not disturbed: the list waits and offers
 * "Zobrazit" instead. Without JavaScript the list is simply the one the server rendered.
 */
export function NewInquiriesWatch() {
  const { isInDrawer } = useListDrawerContext()
  const { data, query } = useListQuery()
  const { count: selectedCount } = useSelection()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const router = useRouter()
  const searchParams = useSearchParams()
  const statusRef = useRef<HTMLParagraphElement>(null)
  // When the list was last asked to re-render; until its new rows come (or 15 s pass), no more asking.
  const refreshedAt = useRef(0)
  // The newest arrival the list shows; undefined until known.
  const [after, setAfter] = useState<string | undefined>()
  const [waiting, setWaiting] = useState(0)
  const [message, setMessage] = useState('')

  // Each render of the list from the server (a refresh, another filter, page or sort) sets the
  // starting point again. Newest first on the first page, the rows themselves tell it; otherwise
  // the first question asks the server for the newest matching row.
  useEffect(() => {
    const newestFirst = (query?.sort ?? '-createdAt') === '-createdAt' && (data?.page ?? 1) <= 1
    setAfter(newestFirst ? (newestOf(data?.docs ?? []) ?? beginning) : undefined)
    setWaiting(0)
    refreshedAt.current = 0
  }, [data, query?.sort])

  const showNew = (count: number) => {
    refreshedAt.current = Date.now()
    setWaiting(0)
    setMessage(arrivedText(count, language))
    router.refresh()
  }

  usePolling(async () => {
    if (isInDrawer || Date.now() - refreshedAt.current < refreshWaitMs) return
    const params = listRowParams(searchParams)
    if (after !== undefined) params.set('after', after)
    try {
      const response = await fetch(`${config.routes.api}/inquiries/arrivals?${params}`, { credentials: 'same-origin', cache: 'no-store' })
      if (!response.ok) return
      const body = (await response.json()) as { count?: unknown; newest?: unknown }
      if (after === undefined) {
        setAfter(typeof body.newest === 'string' ? body.newest : beginning)
        return
      }
      const count = typeof body.count === 'number' ? body.count : 0
      if (count === 0) setWaiting(0)
      else if (staffIsBusy(selectedCount)) {
        setWaiting(count)
        setMessage(waitingText(count, language))
      } else showNew(count)
    } catch {
      // Offline or signed out: the next tick tries again.
    }
  }, pollMs)

  if (isInDrawer) return null
  return (
    <div className="new-inquiries-watch">
      <p ref={statusRef} role="status" tabIndex={-1} className="new-inquiries-watch__status">
        {message}
      </p>
      {waiting > 0 && (
        <Button
          buttonStyle="primary"
          size="small"
          margin={false}
          onClick={() => {
            showNew(waiting)
            // The button goes away with the refresh; the sentence that replaces it keeps the focus.
            statusRef.current?.focus()
          }}
        >
          {watchTexts.show[language]}
        </Button>
      )}
    </div>
  )
}
