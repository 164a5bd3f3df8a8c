import 'server-only'
import { cache } from 'react'
import { loadLiveDocuments } from '@/routing/live-documents'
import { buildRouteTable, type RouteTable } from '@/routing/route-table'
import { cacheTags } from '@/platform/cache/cache-tags'
import { dependsOn } from '@/platform/cache/page-dependencies'
import { payloadClient } from './payload'

/**
 * The route table for this render; every page request builds it once from the documents visitors
 * can open (people only with a detail page).
 */
export const getRouteTable = cache(async (): Promise<RouteTable> => {
  const documents = await loadLiveDocuments(await payloadClient())
  await dependsOn([cacheTags.routes])
  return buildRouteTable(documents.filter((doc) => doc.hasPage))
})
