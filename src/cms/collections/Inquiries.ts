import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { inquiryLanguages } from '@/inquiries/schema'
import { isInquiryStaff, nobody } from '../access/inquiries'

/** Erasing an inquiry erases its photos too (a person's erasure request, the retention job). */
const deletePhotosWithInquiry: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const photos = (doc.photos ?? []) as Array<number | string | { id: number | string }>
  const ids = photos.map((photo) => (typeof photo === 'object' ? photo.id : photo))
  if (ids.length === 0) return
  await req.payload.delete({ collection: 'inquiry-photos', where: { id: { in: ids } }, req, overrideAccess: true })
}

/** What a visitor typed is evidence: staff change only the status. */
const readOnly = { readOnly: true } as const

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
  hooks: { afterDelete: [deletePhotosWithInquiry] },
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
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'standard',
          admin: readOnly,
          options: [
            { label: 'Contact form', value: 'standard' },
            { label: 'Call me back', value: 'call-me' },
          ],
        },
        { name: 'isSpam', label: 'Spam (honeypot)', type: 'checkbox', defaultValue: false, index: true },
      ],
    },
    { name: 'reference', type: 'text', required: true, unique: true, index: true, admin: readOnly },
    { name: 'name', type: 'text', admin: readOnly },
    { name: 'email', type: 'text', index: true, admin: readOnly },
    { name: 'phoneNumber', type: 'text', index: true, admin: readOnly },
    { name: 'message', type: 'textarea', admin: readOnly },
    // Shown inline as thumbnails in the edit view; the files are served only to staff.
    { name: 'photos', type: 'upload', relationTo: 'inquiry-photos', hasMany: true, admin: readOnly },
    {
      name: 'lang',
      type: 'select',
      required: true,
      defaultValue: 'cs',
      options: inquiryLanguages.map((code) => ({ label: code, value: code })),
      admin: readOnly,
    },
    { name: 'locationUrl', label: 'Sent from page', type: 'text', admin: readOnly },
    { name: 'isHP', label: 'Form with photo option', type: 'checkbox', defaultValue: false, admin: readOnly },
    {
      type: 'collapsible',
      label: 'Technical',
      admin: { initCollapsed: true },
      fields: [
        { name: 'idempotencyKey', type: 'text', unique: true, index: true, admin: readOnly },
        { name: 'requestHash', type: 'text', admin: readOnly },
        { name: 'clientIpHash', type: 'text', admin: { ...readOnly, description: 'Keyed hash of the client address (abuse investigation only).' } },
      ],
    },
  ],
}
