import type { Endpoint, PayloadRequest } from 'payload'
import { passedSecondFactor } from '@/auth/second-factor/gate'
import { redirectsTo } from '@/redirects/store'
import { templateOfCollection } from '@/routing/live-documents'
import { type LinkingText, linksHere } from './links-here'

/** What the "Odkazuje sem" panel shows (LinksHerePanel.tsx, LinksHereView.tsx). */
export interface LinksHerePanelData {
  /** The document's public addresses per language; empty when visitors cannot open it. */
  addresses: Record<string, string>
  linking: LinkingText[]
  /** Old addresses that already redirect here: made when its slug changed, or by staff. */
  redirected: { id: number | string; from: string; automatic: boolean }[]
}

export async function linksHerePanelData(req: PayloadRequest, collection: string, id: number | string): Promise<LinksHerePanelData> {
  const template = templateOfCollection(collection)
  if (!template) return { addresses: {}, linking: [], redirected: [] }
  const [{ addresses, linking }, redirects] = await Promise.all([
    linksHere(req.payload, req, template, id),
    redirectsTo(req, collection, id),
  ])
  const redirected = redirects
    .map((redirect) => ({ id: redirect.id, from: redirect.from, automatic: Boolean((redirect as { automatic?: boolean }).automatic) }))
    .sort((a, b) => a.from.localeCompare(b.from))
  return { addresses: addresses as Record<string, string>, linking, redirected }
}

/**
 * GET /api/{collection}/{id}/links-here: the panel's data again after a save. Payload renders a
 * sidebar panel once when the form loads, so after a slug change the panel asks for this itself.
 */
export const linksHereEndpoint = (collection: string): Endpoint => ({
  path: '/:id/links-here',
  method: 'get',
  handler: async (req) => {
    const role = (req.user as { role?: string } | null | undefined)?.role
    if (!(role === 'admin' || role === 'editor') || !passedSecondFactor(req) || !req.routeParams?.id) {
      return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
    }
    const raw = String(req.routeParams.id)
    const data = await linksHerePanelData(req, collection, /^\d+$/.test(raw) ? Number(raw) : raw)
    return Response.json(data, { headers: { 'cache-control': 'no-store' } })
  },
})
