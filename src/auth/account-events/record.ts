import type { PayloadRequest } from 'payload'
import { actor } from '@/platform/cms/actor'
import { clientAddressHeader } from '@/platform/server/client-address.mjs'
import type { AccountAuditAction } from './collection'

type Entry = { action: AccountAuditAction; accountId: number | string; accountEmail?: string | null; detail?: string | null }

/**
 * Writes one account audit entry inside the request's transaction, so the change it records cannot
 * be saved without it (and a change rolled back leaves none). Who did it comes from the session,
 * the address from our server's header: nothing a client sends can set them.
 */
export async function recordAccountEvent(req: PayloadRequest, entry: Entry): Promise<void> {
  const address = req.headers?.get(clientAddressHeader)?.trim().slice(0, 64) || null
  await req.payload.create({
    collection: 'account-audit',
    data: { ...entry, accountId: Number(entry.accountId), ...actor(req), clientAddress: address } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })
}
