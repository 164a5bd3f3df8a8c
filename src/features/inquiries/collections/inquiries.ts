import type { CollectionAfterDeleteHook, CollectionConfig, Field, FieldHook } from 'payload'
import { defaultLocale, localeOptions } from '@/routing/locales'
import { isAdmin, isAdminField } from '@/platform/cms/access'
import { inquiryStaffRoles, isInquiryStaff, nobody, nobodyField } from '../access'
import { optionsFrom } from '@/platform/cms/options'
import { refuseChange, refuseCreatedAtChange } from '@/platform/cms/immutable-fields'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { recordInquiryChange, recordInquiryDeletion, recordInquiryView, requireDeletionReason } from '../reception/audit'
import { exportInquiriesEndpoint } from '../reception/export-endpoint'
import { inquiryArrivalsEndpoint } from '../reception/arrivals-endpoint'
import { leadReportExportEndpoint } from '../lead-report/export-endpoint'
import { personDataEndpoint, personDataEraseEndpoint, personDataExportEndpoint } from '../person-data/endpoints'
import { inquiryKindLabels, inquiryStatusOptions } from '../reception/inquiry-labels'
import { deleteWorkflowRecords, recordWorkflowChanges, validateAssignee } from '../reception/workflow'
import { stampBooked, stampFirstStatusChange } from '../lead-report/stamps'
import { pragueDateTime } from '@/platform/cms/scheduling'
import { promiseTexts } from '../promise/promise-texts'

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
 * writes it). Staff change only the workflow fields: status, assignee, spam, and add notes. A
 * changed value is refused with a 400 naming the field rather than dropped silently (see
 * hooks/immutable-fields.ts).
 */
function recorded<F extends Field>(field: F): F {
  return {
    ...field,
    access: { create: nobodyField, update: nobodyField },
    admin: { ...field.admin, readOnly: true },
    hooks: { beforeValidate: [refuseChange] },
  }
}

/** Only an admin sets the reason for deleting an inquiry; anyone else's change is refused (400), not dropped. */
const refuseUnlessAdmin: FieldHook = (args) => {
  if ((args.req.user as { role?: string } | null | undefined)?.role === 'admin') return undefined
  return refuseChange(args)
}

/** Notes and history written by a save show in their tables right after it. */
const joinFieldRefreshedOnSave = '/features/inquiries/reception/JoinFieldRefreshedOnSave#JoinFieldRefreshedOnSave'

/** Visitors' inquiries and call-back requests, created only by /api/v1/inquiries/*. */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: tx('Poptávka', 'Inquiry'), plural: tx('Poptávky', 'Inquiries') },
  admin: {
    ...listView(
      'reference',
      adminGroups.inquiries,
      ['createdAt', 'name', 'email', 'phoneNumber', 'status', 'answerDue', 'assignedTo', 'isSpam', 'kind', 'lang'],
      ['email', 'phoneNumber', 'name', 'reference'],
    ),
    // Exports the rows the list shows (its filters and search) as CSV; new inquiries appear without a reload.
    components: {
      beforeListTable: [
        '/features/inquiries/reception/ExportCsvButton#ExportCsvButton',
        '/features/inquiries/reception/NewInquiriesWatch#NewInquiriesWatch',
      ],
    },
  },
  // Newest first in the admin list.
  defaultSort: '-createdAt',
  // Nothing is erased without a trace: reception closes an inquiry (status), only an admin deletes
  // one, one at a time with a saved reason (reception/audit.ts), recorded in the audit log. Bulk
  // delete (`DELETE /api/inquiries?where=…`, the list's "Delete") is refused to every user; only
  // server code with overrideAccess, i.e. the retention job, deletes by query.
  access: { read: isInquiryStaff, create: nobody, update: isInquiryStaff, delete: isAdmin },
  disableBulkDelete: true,
  // Created only by the API: a copy made in the admin would be an inquiry nobody sent.
  disableDuplicate: true,
  endpoints: [
    exportInquiriesEndpoint,
    inquiryArrivalsEndpoint,
    leadReportExportEndpoint,
    // A patient's data on request (issue 42), for administrators.
    personDataEndpoint,
    personDataExportEndpoint,
    personDataEraseEndpoint,
  ],
  hooks: {
    beforeChange: [refuseCreatedAtChange],
    afterChange: [recordWorkflowChanges, recordInquiryChange],
    beforeDelete: [requireDeletionReason, deleteWorkflowRecords],
    afterDelete: [deletePhotosWithInquiry, recordInquiryDeletion],
    afterOperation: [recordInquiryView],
  },
  fields: [
    {
      name: 'status',
      label: tx('Stav', 'Status'),
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: inquiryStatusOptions,
      admin: { position: 'sidebar' },
    },
    {
      // The promise's deadline, computed from the arrival time when shown (src/features/inquiries/promise).
      name: 'answerDue',
      label: promiseTexts.column,
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: false,
        components: {
          Cell: '/features/inquiries/promise/AnswerDueCell#AnswerDueCell',
          Field: '/features/inquiries/promise/AnswerDueField#AnswerDueField',
        },
      },
    },
    {
      name: 'assignedTo',
      label: tx('Přiřazeno', 'Assignee'),
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // The picker offers admin and reception accounts; the server checks the role itself.
      filterOptions: { role: { in: [...inquiryStaffRoles] } },
      validate: validateAssignee,
      admin: {
        position: 'sidebar',
        // Accounts are made under Users, not from an inquiry.
        allowCreate: false,
        allowEdit: false,
        description: tx('Kdo z recepce nebo administrátorů poptávku vyřizuje.', 'Who in reception or administration handles the inquiry.'),
      },
    },
    {
      name: 'deletionReason',
      label: tx('Důvod smazání', 'Reason for deletion'),
      type: 'textarea',
      maxLength: 1000,
      access: { create: nobodyField, update: isAdminField },
      hooks: { beforeValidate: [refuseUnlessAdmin] },
      admin: {
        position: 'sidebar',
        condition: (_data, _siblingData, { user }) => (user as { role?: string } | null | undefined)?.role === 'admin',
        description: tx(
          'Jen pro administrátory. Poptávku smažete jen s důvodem (např. žádost o výmaz): napište ho sem, uložte a pak poptávku smažte. Důvod se zapíše do auditu poptávek. Vyřízenou poptávku recepce nemaže, ale uzavře (stav).',
          'Administrators only. An inquiry is deleted only with a reason (e.g. an erasure request): write it here, save, then delete the inquiry. The reason goes into the inquiry audit log. Reception does not delete a handled inquiry but closes it (status).',
        ),
      },
    },
    {
      name: 'isSpam',
      label: tx('Spam (zachycený formulářem)', 'Spam (honeypot)'),
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    recorded({
      name: 'kind',
      label: tx('Typ', 'Kind'),
      type: 'select',
      required: true,
      defaultValue: 'standard',
      options: optionsFrom(inquiryKindLabels),
    }),
    recorded({ name: 'reference', label: tx('Číslo poptávky', 'Reference'), type: 'text', required: true, unique: true, index: true }),
    recorded({ name: 'name', label: tx('Jméno', 'Name'), type: 'text' }),
    recorded({ name: 'email', label: tx('E-mail', 'E-mail'), type: 'text', index: true }),
    recorded({ name: 'phoneNumber', label: tx('Telefon', 'Phone'), type: 'text', index: true }),
    recorded({ name: 'message', label: tx('Zpráva', 'Message'), type: 'textarea' }),
    // Shown inline as thumbnails in the edit view; the files are served only to staff. Emptied, it
    // would leave photo records that nothing deletes.
    recorded({ name: 'photos', label: tx('Fotografie', 'Photos'), type: 'upload', relationTo: 'inquiry-photos', hasMany: true }),
    recorded({
      name: 'lang',
      label: tx('Jazyk', 'Language'),
      type: 'select',
      required: true,
      defaultValue: defaultLocale,
      options: localeOptions,
    }),
    recorded({ name: 'locationUrl', label: tx('Odesláno ze stránky', 'Sent from page'), type: 'text' }),
    {
      // Issue 31: collected by the browser only with analytics consent (click ids with marketing),
      // checked and limited by the intake; empty without consent.
      type: 'group',
      name: 'source',
      label: tx('Zdroj návštěvy', 'Source of the visit'),
      admin: {
        description: tx(
          'Jen pokud návštěvník souhlasil s analytickými cookies (identifikátory kliknutí z reklam jen se souhlasem s marketingem). Bez souhlasu je známa jen stránka odeslání.',
          'Only if the visitor allowed analytics (ad click ids only with marketing consent). Without consent only the sending page is known.',
        ),
      },
      fields: [
        recorded({ name: 'landingPage', label: tx('Vstupní stránka', 'Landing page'), type: 'text' }),
        recorded({ name: 'referrerHost', label: tx('Odkazující web', 'Referring site'), type: 'text' }),
        {
          type: 'row',
          fields: [
            recorded({ name: 'utmSource', label: tx('Zdroj kampaně (utm_source)', 'Campaign source (utm_source)'), type: 'text' }),
            recorded({ name: 'utmMedium', label: tx('Médium (utm_medium)', 'Medium (utm_medium)'), type: 'text' }),
            recorded({ name: 'utmCampaign', label: tx('Kampaň (utm_campaign)', 'Campaign (utm_campaign)'), type: 'text' }),
          ],
        },
        recorded({ name: 'clickIds', label: tx('Identifikátory kliknutí z reklam', 'Ad click ids'), type: 'textarea' }),
      ],
    },
    recorded({
      name: 'sentFromProcedure',
      label: tx('Zákrok (stránka odeslání)', 'Procedure (sending page)'),
      type: 'relationship',
      relationTo: 'procedures',
      index: true,
      admin: { allowCreate: false, allowEdit: false },
    }),
    {
      // Reception's response time for the report: set by the system at the first status change.
      name: 'firstStatusChangeAt',
      label: tx('První změna stavu', 'First status change'),
      type: 'date',
      index: true,
      hooks: { beforeChange: [stampFirstStatusChange] },
      admin: { readOnly: true, position: 'sidebar', date: pragueDateTime },
    },
    {
      // "Reached consultation booked" for the report, even when the inquiry was closed later.
      name: 'bookedAt',
      label: tx('Konzultace objednána (kdy)', 'Consultation booked (when)'),
      type: 'date',
      index: true,
      hooks: { beforeChange: [stampBooked] },
      admin: { readOnly: true, position: 'sidebar', date: pragueDateTime },
    },
    recorded({
      name: 'isHP',
      label: tx('Formulář s možností fotografií', 'Form with photo option'),
      type: 'checkbox',
      defaultValue: false,
    }),
    {
      // Not stored on the inquiry: the afterChange hook saves it as a note with the author and time.
      name: 'newNote',
      label: tx('Nová poznámka', 'New note'),
      type: 'textarea',
      virtual: true,
      maxLength: 5000,
      // Always read as empty, so the admin form clears the field after a save (a second save must
      // not add the note again).
      hooks: { afterRead: [() => null] },
      admin: {
        readOnly: false,
        description: tx(
          'Interní, návštěvník ji nikdy neuvidí. Uloží se tlačítkem Uložit s vaším jménem a časem; uloženou poznámku nelze upravit ani smazat (opravu napište jako novou poznámku).',
          'Internal, never shown to the visitor. Saved with the Save button under your name and the time; a saved note cannot be edited or deleted (write a correction as a new note).',
        ),
      },
    },
    {
      name: 'notes',
      label: tx('Interní poznámky', 'Internal notes'),
      type: 'join',
      collection: 'inquiry-notes',
      on: 'inquiry',
      defaultSort: '-createdAt',
      defaultLimit: 50,
      admin: { allowCreate: false, defaultColumns: ['createdAt', 'byName', 'text'], components: { Field: joinFieldRefreshedOnSave } },
    },
    {
      name: 'history',
      label: tx('Historie změn', 'Change history'),
      type: 'join',
      collection: 'inquiry-history',
      on: 'inquiry',
      defaultSort: '-createdAt',
      defaultLimit: 50,
      admin: {
        allowCreate: false,
        defaultColumns: ['createdAt', 'byName', 'change', 'fromStatus', 'toStatus', 'fromAssignee', 'toAssignee'],
        components: { Field: joinFieldRefreshedOnSave },
        description: tx(
          'Kdo a kdy změnil stav nebo přiřazení. Zapisuje systém; nelze upravit ani smazat.',
          'Who changed the status or assignee, and when. Written by the system; cannot be edited or deleted.',
        ),
      },
    },
    {
      type: 'collapsible',
      label: tx('Technické údaje', 'Technical'),
      admin: { initCollapsed: true },
      fields: [
        recorded({
          name: 'idempotencyKey',
          label: tx('Klíč opakovaného odeslání', 'Idempotency key'),
          type: 'text',
          unique: true,
          index: true,
        }),
        recorded({ name: 'requestHash', label: tx('Otisk požadavku', 'Request hash'), type: 'text' }),
        recorded({
          name: 'clientIpHash',
          label: tx('Otisk adresy odesílatele', 'Client address hash'),
          type: 'text',
          admin: {
            description: tx(
              'Klíčovaný otisk adresy odesílatele (jen pro vyšetřování zneužití).',
              'Keyed hash of the client address (abuse investigation only).',
            ),
          },
        }),
      ],
    },
  ],
}
