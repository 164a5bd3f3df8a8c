import type { ArrayField, Field, GlobalConfig } from 'payload'
import { contactPlaceholderHelp } from '@/content/contact-placeholders'
import { optionsFrom } from '@/platform/cms/options'
import { refuseUnsafeLinks } from '../hooks/safe-links'
import { type AdminText, tx } from '@/platform/cms/i18n'
import { siteGlobal } from './site-global'

// Every text of the home page may name contact facts with placeholders ({telefon}, {hodiny}, …);
// the longer texts, where they are typed, say so.
const text = (name: string, label: AdminText): Field => ({ name, label, type: 'text', localized: true })
const longText = (name: string, label: AdminText): Field => ({
  name,
  label,
  type: 'textarea',
  localized: true,
  admin: { description: contactPlaceholderHelp },
})
const section = (name: string, label: AdminText, fields: Field[]): Field => ({ name, label, type: 'group', fields })
type RowLabels = { singular: AdminText; plural: AdminText }
/** Repeated rows of fields; `rows` names one row and several (the admin's "Add …" button and counts). */
const list = (name: string, label: AdminText, rows: RowLabels, fields: Field[], options: Partial<ArrayField> = {}): Field => ({
  name,
  label,
  labels: rows,
  type: 'array',
  fields,
  ...options,
})
const title = () => text('title', tx('Nadpis', 'Heading'))
const body = () => longText('text', tx('Text', 'Text'))
const buttonText = () => text('cta', tx('Text tlačítka', 'Button text'))
const image = (): Field => ({ name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media' })

export const benefitKeys = ['equipment', 'food', 'entertainment', 'staff', 'taxi', 'material', 'allInclusive', 'insurance'] as const

const benefitLabels: Record<(typeof benefitKeys)[number], AdminText> = {
  equipment: tx('Vybavení', 'Equipment'),
  food: tx('Strava', 'Food'),
  entertainment: tx('Zábava', 'Entertainment'),
  staff: tx('Personál', 'Staff'),
  taxi: tx('Taxi', 'Taxi'),
  material: tx('Materiál', 'Material'),
  allInclusive: tx('All inclusive', 'All inclusive'),
  insurance: tx('Pojištění', 'Insurance'),
}

const priceInfoIcons = {
  consultation: tx('Konzultace', 'Consultation'),
  allInclusive: tx('All inclusive', 'All inclusive'),
  advancePayment: tx('Záloha', 'Advance payment'),
  indicativePrice: tx('Orientační cena', 'Indicative price'),
} as const

/** The home page's sections (spec §2 "Home"); the page's title and meta come from the home page document. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: tx('Sekce úvodní stránky', 'Home page sections'),
  ...siteGlobal,
  fields: [
    section('hero', tx('Úvodní banner', 'Hero'), [title(), longText('subtitle', tx('Podnadpis', 'Subtitle')), buttonText(), image()]),
    list(
      'reasons',
      tx('Důvody, proč si vybrat kliniku', 'Reasons to choose the clinic'),
      { singular: tx('Důvod', 'Reason'), plural: tx('Důvody', 'Reasons') },
      [title(), body()],
    ),
    section('underOneRoof', tx('Vše pod jednou střechou', 'Everything under one roof'), [
      title(),
      list(
        'benefits',
        tx('Výhody', 'Benefits'),
        { singular: tx('Výhoda', 'Benefit'), plural: tx('Výhody', 'Benefits') },
        [
          {
            name: 'key',
            label: tx('Výhoda', 'Benefit'),
            type: 'select',
            required: true,
            options: benefitKeys.map((key) => ({ label: benefitLabels[key], value: key })),
          },
          title(),
          body(),
          image(),
        ],
        {
          minRows: 0,
          maxRows: 8,
          admin: {
            description: tx(
              'Osm bloků výhod, na širokých obrazovkách na pevných místech.',
              'The eight benefit blocks, in their fixed positions on wide screens.',
            ),
          },
        },
      ),
    ]),
    section('orthopaedics', tx('Ortopedie', 'Orthopaedics'), [title(), body(), buttonText()]),
    section('epilation', tx('Trvalá epilace', 'Permanent hair removal'), [title(), body(), buttonText()]),
    section('video', tx('Propagační video', 'Promo video'), [
      title(),
      body(),
      { name: 'video', label: tx('Video', 'Video'), type: 'relationship', relationTo: 'videos' },
    ]),
    section('doctors', tx('Lékaři', 'Doctors'), [
      title(),
      body(),
      { name: 'people', label: tx('Lékaři', 'Doctors'), type: 'relationship', relationTo: 'people', hasMany: true },
    ]),
    section('testimonials', tx('Reference', 'Testimonials'), [title()]),
    section('whyUs', tx('Proč my', 'Why us'), [
      title(),
      list('items', tx('Body', 'Items'), { singular: tx('Bod', 'Item'), plural: tx('Body', 'Items') }, [text('text', tx('Text', 'Text'))]),
    ]),
    section('directions', tx('Jak se k nám dostanete', 'How to get there'), [
      title(),
      {
        name: 'text',
        label: tx('Text', 'Text'),
        type: 'richText',
        localized: true,
        hooks: { beforeValidate: [refuseUnsafeLinks] },
        admin: {
          description: tx(
            'Adresu a otevírací dobu web ukazuje vedle textu sám (z Nastavení). V textu je pište značkami {adresa}, {hodiny}, {telefon}, {email}, {pohotovost}.',
            'The site shows the address and opening hours beside the text itself (from Settings). In the text, write them as {address}, {hours}, {phone}, {email}, {emergency}.',
          ),
        },
      },
    ]),
    section('priceInfo', tx('Panel s informacemi o cenách', 'Price information panel'), [
      list(
        'items',
        tx('Položky', 'Items'),
        { singular: tx('Položka', 'Item'), plural: tx('Položky', 'Items') },
        [
          { name: 'icon', label: tx('Ikona', 'Icon'), type: 'select', options: optionsFrom(priceInfoIcons) },
          text('text', tx('Text', 'Text')),
        ],
        { maxRows: 4 },
      ),
      {
        name: 'instalmentOffer',
        label: tx('Nabídka splátek', 'Instalment offer'),
        type: 'textarea',
        admin: {
          description: tx(
            'Zobrazí se jen na českém webu, a jen když Nastavení → Ceny nabízí splátky v češtině.',
            'Shown on the Czech site only, and only while Settings → Prices offer instalments in Czech.',
          ),
        },
      },
    ]),
  ],
}
