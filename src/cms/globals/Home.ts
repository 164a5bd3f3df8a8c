import type { Field, GlobalConfig } from 'payload'
import { contactPlaceholderHelp } from '@/content/contact-placeholders'
import { anyone, isContentStaff } from '../access'
import { optionsFrom } from '../fields/options'
import { type AdminText, adminGroups, tx } from '../i18n'

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
  admin: { group: adminGroups.site },
  access: { read: anyone, update: isContentStaff },
  fields: [
    section('hero', tx('Úvodní banner', 'Hero'), [title(), longText('subtitle', tx('Podnadpis', 'Subtitle')), buttonText(), image()]),
    {
      name: 'reasons',
      label: tx('Důvody, proč si vybrat kliniku', 'Reasons to choose the clinic'),
      labels: { singular: tx('Důvod', 'Reason'), plural: tx('Důvody', 'Reasons') },
      type: 'array',
      fields: [title(), body()],
    },
    section('underOneRoof', tx('Vše pod jednou střechou', 'Everything under one roof'), [
      title(),
      {
        name: 'benefits',
        label: tx('Výhody', 'Benefits'),
        labels: { singular: tx('Výhoda', 'Benefit'), plural: tx('Výhody', 'Benefits') },
        type: 'array',
        minRows: 0,
        maxRows: 8,
        admin: {
          description: tx(
            'Osm bloků výhod, na širokých obrazovkách na pevných místech.',
            'The eight benefit blocks, in their fixed positions on wide screens.',
          ),
        },
        fields: [
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
      },
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
      {
        name: 'items',
        label: tx('Body', 'Items'),
        labels: { singular: tx('Bod', 'Item'), plural: tx('Body', 'Items') },
        type: 'array',
        fields: [text('text', tx('Text', 'Text'))],
      },
    ]),
    section('directions', tx('Jak se k nám dostanete', 'How to get there'), [
      title(),
      {
        name: 'text',
        label: tx('Text', 'Text'),
        type: 'richText',
        localized: true,
        admin: {
          description: tx(
            'Adresu a otevírací dobu web ukazuje vedle textu sám (z Nastavení). V textu je pište značkami {adresa}, {hodiny}, {telefon}, {email}, {pohotovost}.',
            'The site shows the address and opening hours beside the text itself (from Settings). In the text, write them as {address}, {hours}, {phone}, {email}, {emergency}.',
          ),
        },
      },
    ]),
    section('priceInfo', tx('Panel s informacemi o cenách', 'Price information panel'), [
      {
        name: 'items',
        label: tx('Položky', 'Items'),
        labels: { singular: tx('Položka', 'Item'), plural: tx('Položky', 'Items') },
        type: 'array',
        maxRows: 4,
        fields: [
          {
            name: 'icon',
            label: tx('Ikona', 'Icon'),
            type: 'select',
            options: optionsFrom(priceInfoIcons),
          },
          text('text', tx('Text', 'Text')),
        ],
      },
      {
        name: 'instalmentOffer',
        label: tx('Nabídka splátek', 'Instalment offer'),
        type: 'textarea',
        admin: { description: tx('Zobrazí se jen na českém webu.', 'Shown on the Czech site only.') },
      },
    ]),
  ],
}
