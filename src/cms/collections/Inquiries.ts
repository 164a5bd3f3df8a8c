import type { CollectionAfterDeleteHook, CollectionConfig, Field } from 'payload'
import { inquiryLanguages } from '@/inquiries/schema'
import { isInquiryStaff, nobody, nobodyField } from '../access/inquiries'
import { refuseChange, refuseCreatedAtChange } from '../hooks/immutableFields'

/** Erasing an inquiry erases its photos too (a person's erasure request, the retention job). */
const deletePhotosWithInquiry: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const photos = (doc.photos ?? []) as Array<number | string | { id: number | string }>
  const ids = photos.map((photo) => (typeof photo === 'object' ? photo.id : photo))
  if (ids.length === 0) return
  await req.payload.delete({ collection: 'inquiry-photos', where: { id: { in: ids } }, req, overrideAccess: true })
}

/**
 * What the visitor sent, and what the system recorded with it, is evidence: no role may change it,
 * through the admin, REST or the Local API (only `overrideAccess` code, i.e. the intake,
 * writes it). Staff change only the workflow fields, `status` and `isSpam`. A changed value is
 * refused with a 400 naming the field rather than dropped silently (see hooks/immutableFields).
 */
function recorded<F extends Field>(field: F): F {
  return {
    ...field,
    access: { create: nobodyField, update: nobodyField },
    admin: { ...field.admin, readOnly: true },
    hooks: { beforeValidate: [refuseChange] },
  }
}

/** Visitors' inquiries and call-back requests, created only by /api/v1/inquiries/*. */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: 'Inquiry', plural: 'Inquiries' },
  admin: {
    group: 'Inquiries',
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'name', 'email', 'phoneNumber', 'lang', 'status', 'isSpam', 'kind', 'locationUrl'],
    listSearchableFields: ['email', 'phoneNumber', 'name', 'reference'],
  },
  // Newest first in the admin list.
  defaultSort: '-createdAt',
  access: { read: isInquiryStaff, create: nobody, update: isInquiryStaff, delete: isInquiryStaff },
  // Created only by the API: a copy made in the admin would be an inquiry nobody sent.
  disableDuplicate: true,
  hooks: { beforeChange: [refuseCreatedAtChange], afterDelete: [deletePhotosWithInquiry] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: [
            { label: 'New', value: 'new' },
            { label: 'In progress', value: 'in-progress' },
            { label: 'Done', value: 'done' },
          ],
        },
        recorded({
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'standard',
          options: [
            { label: 'Contact form', value: 'standard' },
            { label: 'Call me back', value: 'call-me' },
          ],
        }),
        { name: 'isSpam', label: 'Spam (honeypot)', type: 'checkbox', defaultValue: false, index: true },
      ],
    },
    recorded({ name: 'reference', type: 'text', required: true, unique: true, index: true }),
    recorded({ name: 'name', type: 'text' }),
    recorded({ name: 'email', type: 'text', index: true }),
    recorded({ name: 'phoneNumber', type: 'text', index: true }),
    recorded({ name: 'message', type: 'textarea' }),
    // Shown inline as thumbnails in the edit view; the files are served only to staff. Emptied, it
    // would leave photo records that nothing deletes.
    recorded({ name: 'photos', type: 'upload', relationTo: 'inquiry-photos', hasMany: true }),
    recorded({
      name: 'lang',
      type: 'select',
      required: true,
      defaultValue: 'cs',
      options: inquiryLanguages.map((code) => ({ label: code, value: code })),
    }),
    recorded({ name: 'locationUrl', label: 'Sent from page', type: 'text' }),
    recorded({ name: 'isHP', label: 'Form with photo option', type: 'checkbox', defaultValue: false }),
    {
      type: 'collapsible',
      label: 'Technical',
      admin: { initCollapsed: true },
      fields: [
        recorded({ name: 'idempotencyKey', type: 'text', unique: true, index: true }),
        recorded({ name: 'requestHash', type: 'text' }),
        recorded({ name: 'clientIpHash', type: 'text', admin: { description: 'Keyed hash of the client address (abuse investigation only).' } }),
      ],
    },
  ],
}
