import type { Access, CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { secondFactorPending } from './account'

/**
 * Until a session has passed its second step it is refused by every access rule of every
 * collection and global: REST, the admin's views and server functions, and the Local API called
 * with the request (`overrideAccess: false`). Only its own account stays readable, so that the
 * admin (and `GET /api/users/me`) still knows who is signed in and can show the second-factor screen.
 */
const signedIn: Access = ({ req }) => Boolean(req.user)

function gated(rule: Access | undefined, whilePending: Access = () => false): Access {
  const original = rule ?? signedIn
  return (args) => (secondFactorPending(args.req.user) ? whilePending(args) : original(args))
}

const ownAccountOnly: Access = ({ req }) => (req.user ? { id: { equals: req.user.id } } : false)

const collectionRules = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const
const globalRules = ['read', 'update', 'readVersions'] as const

export function gateCollection(collection: CollectionConfig): CollectionConfig {
  const access: NonNullable<CollectionConfig['access']> = { ...collection.access }
  for (const rule of collectionRules) {
    access[rule] = gated(access[rule], rule === 'read' && collection.auth ? ownAccountOnly : undefined)
  }
  // The admin panel itself: a pending session is sent to the second-factor screen (Payload's
  // "unauthorized" route, which payload.config points there).
  if (collection.auth) access.admin = gated(access.admin as Access | undefined) as NonNullable<CollectionConfig['access']>['admin']
  return { ...collection, access }
}

export function gateGlobal(global: GlobalConfig): GlobalConfig {
  const access: NonNullable<GlobalConfig['access']> = { ...global.access }
  for (const rule of globalRules) access[rule] = gated(access[rule])
  return { ...global, access }
}

/** For our own routes outside Payload's access rules (the preview, drafts on the site). */
export function passedSecondFactor(req: Pick<PayloadRequest, 'user'>): boolean {
  return Boolean(req.user) && !secondFactorPending(req.user)
}
