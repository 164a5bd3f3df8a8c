'use client'

import { useState } from 'react'
import { usePolling } from './use-polling'

/** How often the dashboard asks again while it is open and visible. */
const pollMs = 30_000

/**
 * The dashboard's number of new inquiries, kept current without a reload: it asks Payload's own
 * count endpoint (`GET /api/inquiries/count`, one COUNT query, the signed-in user's read access)
 * every 30 s while the tab is visible and at once when the window regains focus. The server
 * renders the first number, so without JavaScript the count is still right at page load.
 */
export function LiveNewInquiriesCount({ initial, countUrl }: { initial: number; countUrl: string }) {
  const [count, setCount] = useState(initial)
  usePolling(async () => {
    try {
      const response = await fetch(countUrl, { credentials: 'same-origin', cache: 'no-store' })
      if (!response.ok) return
      const body = (await response.json()) as { totalDocs?: unknown }
      if (typeof body.totalDocs === 'number') setCount(body.totalDocs)
    } catch {
      // Offline or signed out: keep the last number; the next tick tries again.
    }
  }, pollMs)
  return (
    <strong data-testid="new-inquiries-count" aria-live="polite" style={{ fontSize: '2.5rem', lineHeight: 1 }}>
      {count}
    </strong>
  )
}
