import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { removeRedirectsTo } from '@/redirects/store'
import { templateOfCollection } from '@/routing/live-documents'

/** Before the relation to the document is gone (its rows are removed with it), its redirects are removed. */
const removeItsRedirects: CollectionBeforeDeleteHook = async ({ req, id, collection }) => {
  await removeRedirectsTo(req, collection.slug, id)
}

/**
 * Deleting a document that has a public URL removes the redirects leading to it (issue 42): no
 * redirect is left with an empty target. Added last, after the hooks that may refuse the delete.
 */
export function withRedirectsRemovedOnDelete(config: CollectionConfig): CollectionConfig {
  if (!templateOfCollection(config.slug)) return config
  const hooks = config.hooks ?? {}
  return { ...config, hooks: { ...hooks, beforeDelete: [...(hooks.beforeDelete ?? []), removeItsRedirects] } }
}
