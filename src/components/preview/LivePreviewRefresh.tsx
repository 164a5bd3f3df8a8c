'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * Payload's live preview shows the page in an iframe beside the editor and posts a
 * `payload-live-preview` message on each save/autosave; the page is server-rendered, so it asks
 * the server for the saved draft again (router.refresh). Only rendered in a preview (PreviewBanner),
 * so visitors never load it; outside the admin's iframe it does nothing.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => {
    if (window.parent !== window) setOrigin(window.location.origin)
  }, [])
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
