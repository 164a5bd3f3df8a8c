import type { CollectionConfig, Field } from 'payload'
import { isInquiryStaff, nobody } from '../access'
import { actorFields } from '@/platform/cms/actor'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { inquiryStatusOptions } from '../reception/inquiry-labels'

/** The inquiry a note or history entry belongs to (written by the system, never changed). */
export const inquiryLinkField: Field = {
  name: 'inquiry',
  label: tx('Poptávka', 'Inquiry'),
  type: 'relationship',
  relationTo: 'inquiries',
  required: true,
  index: true,
  admin: { readOnly: true },
}

/**
 * The audit trail of inquiries: one entry per status or assignee change, written only by the
 * inquiry's afterChange hook (reception/workflow.ts) from the stored previous value and the
 * signed-in user. No role can create, change or delete an entry through REST or the admin; the
 * entries go only with their inquiry (erasure, retention).
 */
export const InquiryHistory: CollectionConfig = {
  slug: 'inquiry-history',
  labels: { singular: tx('Záznam historie poptávky', 'Inquiry history entry'), plural: tx('Historie poptávek', 'Inquiry history') },
  admin: {
    group: adminGroups.inquiries,
    defaultColumns: ['createdAt', 'inquiry', 'byName', 'change', 'fromStatus', 'toStatus', 'fromAssignee', 'toAssignee'],
    description: tx(
      'Kdo a kdy změnil stav nebo přiřazení poptávky. Záznamy vytváří systém; nikdo je nemůže upravit ani smazat.',
      'Who changed an inquiry’s status or assignee, and when. Written by the system; nobody can edit or delete them.',
    ),
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  // Deleted only with their inquiry (by its hooks): never by query, by anyone.
  disableBulkDelete: true,
  access: { read: isInquiryStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    inquiryLinkField,
    ...actorFields(),
    {
      name: 'change',
      label: tx('Změna', 'Change'),
      type: 'select',
      required: true,
      options: [
        { value: 'status', label: tx('Stav', 'Status') },
        { value: 'assignee', label: tx('Přiřazeno', 'Assignee') },
      ],
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fromStatus',
          label: tx('Původní stav', 'Status before'),
          type: 'select',
          options: inquiryStatusOptions,
          admin: { readOnly: true, condition: (_, entry) => entry?.change === 'status' },
        },
        {
          name: 'toStatus',
          label: tx('Nový stav', 'Status after'),
          type: 'select',
          options: inquiryStatusOptions,
          admin: { readOnly: true, condition: (_, entry) => entry?.change === 'status' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fromAssignee',
          label: tx('Původně přiřazeno', 'Assignee before'),
          type: 'text',
          admin: { readOnly: true, condition: (_, entry) => entry?.change === 'assignee' },
        },
        {
          name: 'toAssignee',
          label: tx('Nově přiřazeno', 'Assignee after'),
          type: 'text',
          admin: { readOnly: true, condition: (_, entry) => entry?.change === 'assignee' },
        },
      ],
    },
  ],
}
