import type { UIFieldServerProps } from 'payload'
import { templateOfCollection } from '@/routing/live-documents'
import { linksHerePanelData } from './links-here-panel'
import { LinksHereView } from './LinksHereView'

/**
 * The "Odkazuje sem" panel in the sidebar of a published page-like document (issue 30): the
 * published texts that link to it, each opening in the admin, for each of its addresses a new
 * redirect with that address filled in, and the old addresses that already redirect here (issue 42).
 */
export async function LinksHerePanel({ id, collectionSlug, req, i18n }: UIFieldServerProps) {
  if (id === undefined || id === null || !collectionSlug || !templateOfCollection(collectionSlug)) return null
  const data = await linksHerePanelData(req, collectionSlug, id)
  if (!Object.keys(data.addresses).length && !data.redirected.length) return null
  return <LinksHereView initial={data} language={i18n.language === 'en' ? 'en' : 'cs'} />
}
