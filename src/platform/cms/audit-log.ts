import type { CollectionConfig, Field, OptionObject } from 'payload'
import { isAdmin } from './access'
import type { tx } from './i18n'

type Label = ReturnType<typeof tx>

/**
 * An append-only audit log (the inquiry audit, the account audit): written only by the server with
 * overrideAccess, inside the change it records; nobody creates, edits or deletes an entry through
 * REST, the admin or the Local API as a user, and only administrators read it. Its first field is
 * the recorded action; `fields` follow it, all read-only.
 */
export function auditLogCollection(log: {
  slug: string
  labels: CollectionConfig['labels']
  admin: CollectionConfig['admin']
  actionLabel: Label
  actions: OptionObject[]
  fields: Field[]
}): CollectionConfig {
  const nobody = () => false
  return {
    slug: log.slug,
    labels: log.labels,
    admin: log.admin,
    defaultSort: '-createdAt',
    disableDuplicate: true,
    disableBulkDelete: true,
    access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
    fields: [
      {
        name: 'action',
        label: log.actionLabel,
        type: 'select',
        required: true,
        index: true,
        options: log.actions,
        admin: { readOnly: true },
      },
      ...log.fields,
    ],
  }
}
