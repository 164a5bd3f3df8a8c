import type { CollectionConfig, GlobalConfig } from 'payload'

/** Every edit screen keeps its changes marked unsaved after a refused save (KeepChangesAfterRefusal.tsx). */
const keeper = '/cms/admin-save/KeepChangesAfterRefusal#KeepChangesAfterRefusal'

export function collectionKeepingChanges(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  const before = components?.edit?.beforeDocumentControls ?? []
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: { ...components, edit: { ...components?.edit, beforeDocumentControls: [keeper, ...before] } },
    },
  }
}

export function globalKeepingChanges(global: GlobalConfig): GlobalConfig {
  const components = global.admin?.components
  const before = components?.elements?.beforeDocumentControls ?? []
  return {
    ...global,
    admin: {
      ...global.admin,
      components: { ...components, elements: { ...components?.elements, beforeDocumentControls: [keeper, ...before] } },
    },
  }
}
