import type { Field, GlobalConfig } from 'payload'
import { anyone, isContentStaff } from '../access'

const text = (name: string, label?: string): Field => ({ name, label, type: 'text', localized: true })
const longText = (name: string, label?: string): Field => ({ name, label, type: 'textarea', localized: true })
const section = (name: string, label: string, fields: Field[]): Field => ({ name, label, type: 'group', fields })

export const benefitKeys = ['equipment', 'food', 'entertainment', 'staff', 'taxi', 'material', 'allInclusive', 'insurance'] as const

/** The home page's sections (spec §2 "Home"); the page's title and meta come from the home page document. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page sections',
  admin: { group: 'Site' },
  access: { read: anyone, update: isContentStaff },
  fields: [
    section('hero', 'Hero', [text('title'), longText('subtitle'), text('cta', 'Button text'), { name: 'image', type: 'upload', relationTo: 'media' }]),
    {
      name: 'reasons',
      label: 'Reasons to choose the clinic',
      type: 'array',
      fields: [text('title'), longText('text')],
    },
    section('underOneRoof', 'Everything under one roof', [
      text('title'),
      {
        name: 'benefits',
        type: 'array',
        minRows: 0,
        maxRows: 8,
        admin: { description: 'The eight benefit blocks, in their fixed positions on wide screens.' },
        fields: [
          { name: 'key', type: 'select', required: true, options: benefitKeys.map((key) => ({ label: key, value: key })) },
          text('title'),
          longText('text'),
          { name: 'image', type: 'upload', relationTo: 'media' },
        ],
      },
    ]),
    section('orthopaedics', 'Orthopaedics', [text('title'), longText('text'), text('cta', 'Button text')]),
    section('epilation', 'Permanent hair removal', [text('title'), longText('text'), text('cta', 'Button text')]),
    section('video', 'Promo video', [text('title'), longText('text'), { name: 'video', type: 'relationship', relationTo: 'videos' }]),
    section('doctors', 'Doctors', [text('title'), longText('text'), { name: 'people', type: 'relationship', relationTo: 'people', hasMany: true }]),
    section('testimonials', 'Testimonials', [text('title')]),
    section('whyUs', 'Why us', [text('title'), { name: 'items', type: 'array', fields: [text('text')] }]),
    section('directions', 'How to get there', [text('title'), { name: 'text', type: 'richText', localized: true }]),
    section('priceInfo', 'Price information panel', [
      { name: 'items', type: 'array', maxRows: 4, fields: [{ name: 'icon', type: 'select', options: ['consultation', 'allInclusive', 'advancePayment', 'indicativePrice'] }, text('text')] },
      { name: 'instalmentOffer', type: 'textarea', admin: { description: 'Shown on the Czech site only.' } },
    ]),
  ],
}
