import { messageObject } from '@/ui/message-data'

/** Spec §7: the review portal's version by language: Czech 1, English 2, any other 3. */
export function reviewPortalVersion(locale: string): 1 | 2 | 3 {
  if (locale === 'cs') return 1
  if (locale === 'en') return 2
  return 3
}

/** Reviews and recommendations, 10 items, light skin; the id lets the widget's height messages be matched. */
export function reviewWidgetUrl(baseUrl: string, locale: string, widgetId: string): string {
  const url = new URL(baseUrl)
  url.searchParams.set('portal', String(reviewPortalVersion(locale)))
  url.searchParams.set('types', 'reviews,recommendations')
  url.searchParams.set('limit', '10')
  url.searchParams.set('skin', 'light')
  url.searchParams.set('id', widgetId)
  return url.toString()
}

/**
 * A height message from the widget, if it is one for this widget. The portal posts either an object
 * or its JSON text: { id, height }.
 */
export function matchingHeight(data: unknown, widgetId: string): number | null {
  const message = messageObject(data)
  if (!message) return null
  const { id, height } = message as { id?: unknown; height?: unknown }
  const value = typeof height === 'string' ? Number.parseFloat(height) : height
  if (id !== widgetId || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null
  // A runaway value must not make the page endless.
  return Math.min(Math.round(value), 5000)
}
