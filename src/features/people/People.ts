import type { CollectionConfig } from 'payload'
import { personSlug } from '@/routing/slugify'
import { publicContentAccess } from '@/platform/cms/access'
import { localizedRichText, metaDescField, nameField, tagsField } from '@/cms/fields/common'
import { slugField } from '@/cms/fields/slug'
import { sortOrderLastWhenEmptyField } from '@/cms/fields/sort-order'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { publishedWithDrafts } from '@/cms/collections/published-pages'
import { withTranslationStamps } from '@/features/translation-status/stamps'

export const PersonCategories: CollectionConfig = {
  slug: 'person-categories',
  labels: { singular: tx('Kategorie týmu', 'Team category'), plural: tx('Kategorie týmu', 'Team categories') },
  admin: listView('name', adminGroups.team, ['name', 'sortOrder']),
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [nameField, sortOrderLastWhenEmptyField],
}

export const People: CollectionConfig = withTranslationStamps({
  slug: 'people',
  labels: { singular: tx('Člen týmu', 'Team member'), plural: tx('Členové týmu', 'Team members') },
  admin: listView('name', adminGroups.team, ['name', 'position', 'hasDetailPage', '_status', 'sortOrder'], ['name', 'slug']),
  defaultSort: 'sortOrder',
  // Drafts like the other content (issue 30): a half-written doctor stays off /nas-tym until published.
  ...publishedWithDrafts,
  fields: [
    {
      name: 'name',
      label: tx('Jméno', 'Name'),
      type: 'text',
      required: true,
      admin: {
        description: tx(
          'S tituly, jak se píše na webu, např. „MUDr. Klára Nováková“.',
          'With degrees, as the site shows it, e.g. "MUDr. Klára Nováková".',
        ),
      },
    },
    slugField({
      from: 'name',
      localized: false,
      normalize: personSlug,
      description: tx(
        'Stránka lékaře má ve všech jazycích adresu /mudr-{slug}. Prázdný se vytvoří ze jména; tituly před jménem se vynechají („MUDr. Klára Nováková“ → „klara-novakova“).',
        'The doctor page lives at /mudr-{slug} in every language. Left empty, it is made from the name without the degrees before it ("MUDr. Klára Nováková" → "klara-novakova").',
      ),
    }),
    {
      name: 'hasDetailPage',
      label: tx('Má vlastní stránku', 'Has a detail page'),
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'isHeadPhysician',
      label: tx('Primář', 'Head physician'),
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    sortOrderLastWhenEmptyField,
    { name: 'position', label: tx('Pozice', 'Position'), type: 'text', localized: true },
    { name: 'perex', label: tx('Perex', 'Summary'), type: 'textarea', localized: true },
    metaDescField,
    tagsField,
    { name: 'photo', label: tx('Fotografie', 'Photo'), type: 'upload', relationTo: 'media' },
    { name: 'categories', label: tx('Kategorie', 'Categories'), type: 'relationship', relationTo: 'person-categories', hasMany: true },
    localizedRichText('content'),
    {
      name: 'highScores',
      label: tx('Dosavadní praxe', 'Past work'),
      labels: { singular: tx('Záznam praxe', 'Past work item'), plural: tx('Dosavadní praxe', 'Past work') },
      type: 'array',
      fields: [{ name: 'what', label: tx('Co', 'What'), type: 'text', localized: true, required: true }],
    },
    {
      name: 'procedures',
      label: tx('Provádí zákroky', 'Procedures performed'),
      type: 'relationship',
      relationTo: 'procedures',
      hasMany: true,
    },
  ],
})
