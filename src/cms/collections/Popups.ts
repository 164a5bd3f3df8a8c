import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'
import { contactPlaceholderHelp } from '@/content/contact-placeholders'
import { localeOptions } from '@/routing/locales'
import { publicContentAccess } from '@/platform/cms/access'
import { refuseSave } from '@/platform/cms/refuse-save'
import { adminGroups, adminLanguage, adminMessage, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { pragueDateTime } from '@/platform/cms/scheduling'

type PopupFields = { id?: number | string; title?: string; lang?: string; priority?: number | null; validFrom?: string; validTo?: string }

/** 24-hour clock in the date pickers, day first as Czech writes dates (date-fns tokens). */
const dateAdmin = { date: pragueDateTime }

const when = (value: string, language: 'cs' | 'en') =>
  new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    timeZone: 'Europe/Prague',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value))

const priorityLabel = tx('Priorita', 'Priority')

/**
 * Two popups of one language valid at the same moment with the same priority would leave the
 * choice to chance (spec §5 shows one). The message names the other popup; undefined when none.
 */
async function samePriorityOverlap(req: PayloadRequest, popup: PopupFields, id: number | string | undefined): Promise<string | undefined> {
  if (!popup.lang || !popup.validFrom || !popup.validTo || typeof popup.priority !== 'number') return undefined
  const { docs } = await req.payload.find({
    collection: 'popups',
    where: {
      and: [
        { lang: { equals: popup.lang } },
        { priority: { equals: popup.priority } },
        { validFrom: { less_than: popup.validTo } },
        { validTo: { greater_than: popup.validFrom } },
        ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const other = docs[0] as PopupFields | undefined
  if (!other) return undefined
  const language = adminLanguage(req)
  const range = `${when(String(other.validFrom), language)} – ${when(String(other.validTo), language)}`
  return adminMessage(
    req,
    tx(
      `Ve stejné době (${range}) platí pro tento jazyk popup „${other.title}“ se stejnou prioritou ${popup.priority}. Zvyšte prioritu toho, který má přednost, nebo upravte dobu platnosti.`,
      `The popup "${other.title}" is valid for this language at the same time (${range}) with the same priority ${popup.priority}. Raise the priority of the one that should win, or change the validity.`,
    ),
  )
}

/** While editing, the admin marks the priority as soon as the popup overlaps another one. */
const validatePriority = async (
  priority: unknown,
  { req, data, id, event }: { req: PayloadRequest; data: Partial<PopupFields>; id?: number | string; event?: string },
) => {
  if (typeof priority !== 'number' || Number.isNaN(priority))
    return adminMessage(req, tx('Vyplňte prioritu (číslo, obvykle 0).', 'Enter a priority (a number, usually 0).'))
  if (event !== 'onChange') return true // a save is checked by refuseOverlap, whose message reaches the admin's notice
  return (await samePriorityOverlap(req, { ...data, priority }, id)) ?? true
}

/** Every save (admin, API, seed) is refused while it overlaps a popup of the same language and priority. */
const refuseOverlap: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const id = operation === 'update' ? (originalDoc as PopupFields | undefined)?.id : undefined
  const message = await samePriorityOverlap(req, { ...(originalDoc as PopupFields | undefined), ...(data as PopupFields) }, id)
  if (message) refuseSave(req, 'popups', { path: 'priority', label: priorityLabel }, message)
  return data
}

/** Spec §3 Popup: shown when validFrom < now < validTo for the page's language; the highest priority wins. */
export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: tx('Popup', 'Popup'), plural: tx('Popupy', 'Popups') },
  admin: {
    ...listView('title', adminGroups.site, ['title', 'lang', 'priority', 'validFrom', 'validTo', 'updatedAt'], ['title']),
    description: tx(
      'Návštěvník uvidí popup svého jazyka, který právě platí; platí-li jich víc, ten s nejvyšší prioritou (jednou za relaci prohlížeče). Dva popupy stejného jazyka se stejnou prioritou se nesmějí časově překrývat.',
      'Visitors see the popup of their language that is valid now; when several are, the one with the highest priority (once per browser session). Two popups of one language with the same priority may not overlap in time.',
    ),
  },
  defaultSort: 'validFrom',
  access: publicContentAccess,
  hooks: { beforeChange: [refuseOverlap] },
  fields: [
    { name: 'title', label: tx('Nadpis', 'Title'), type: 'text', required: true, admin: { description: contactPlaceholderHelp } },
    {
      type: 'row',
      fields: [
        {
          name: 'lang',
          label: tx('Jazyk', 'Language'),
          type: 'select',
          required: true,
          index: true,
          options: localeOptions,
        },
        {
          name: 'priority',
          label: priorityLabel,
          type: 'number',
          required: true,
          defaultValue: 0,
          index: true,
          validate: validatePriority,
          admin: {
            step: 1,
            description: tx(
              'Platí-li pro jazyk víc popupů zároveň, zobrazí se ten s vyšším číslem.',
              'When several popups of a language are valid at once, the one with the higher number is shown.',
            ),
          },
        },
      ],
    },
    { name: 'text', label: tx('Text', 'Text'), type: 'textarea', required: true, admin: { description: contactPlaceholderHelp } },
    { name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media' },
    { name: 'buttonText', label: tx('Text tlačítka', 'Button text'), type: 'text' },
    {
      name: 'buttonLink',
      label: tx('Odkaz tlačítka', 'Button link'),
      type: 'text',
      admin: {
        description: tx(
          'Cesta na tomto webu, např. /kontakt#contact-form, nebo celá adresa.',
          'A path on this site such as /kontakt#contact-form, or a full URL.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', label: tx('Platí od', 'Valid from'), type: 'date', required: true, index: true, admin: dateAdmin },
        {
          name: 'validTo',
          label: tx('Platí do', 'Valid to'),
          type: 'date',
          required: true,
          index: true,
          admin: dateAdmin,
          validate: (
            value: unknown,
            { req, siblingData }: { req: Parameters<typeof adminMessage>[0]; siblingData: { validFrom?: string } },
          ) =>
            // A custom validate replaces Payload's own, its "required" check included.
            !value
              ? adminMessage(req, tx('Vyplňte, do kdy popup platí.', 'Enter until when the popup is valid.'))
              : !siblingData.validFrom || new Date(String(value)) > new Date(siblingData.validFrom)
                ? true
                : adminMessage(req, tx('Konec musí být po začátku.', 'The end must be after the start.')),
        },
      ],
    },
  ],
}
