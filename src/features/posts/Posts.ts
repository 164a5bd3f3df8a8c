import type { CollectionConfig } from 'payload'
import { localizedRichText, seoFields, tagsField, textRequiredInCzech } from '@/cms/fields/common'
import { slugField } from '@/cms/fields/slug'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { publishedWithDrafts } from '@/cms/collections/published-pages'
import { withTranslationStamps } from '@/features/translation-status/stamps'

export const Posts: CollectionConfig = withTranslationStamps({
  slug: 'posts',
  labels: { singular: tx('Článek blogu', 'Blog post'), plural: tx('Články blogu', 'Blog posts') },
  admin: listView('title', adminGroups.content, ['title', 'slug', 'publishedAt', '_status'], ['title', 'slug']),
  defaultSort: '-publishedAt',
  ...publishedWithDrafts,
  fields: [
    textRequiredInCzech('title', tx('Název', 'Title')),
    slugField({
      from: 'title',
      description: tx(
        'Část adresy za /blog/. Článek bez slugu v některém jazyce v něm neexistuje.',
        'URL part after /blog/. A post without a slug in a language does not exist in it.',
      ),
    }),
    {
      name: 'publishedAt',
      label: tx('Datum vydání', 'Publication date'),
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        description: tx('Datum uvedené u článku; podle něj se řadí blog.', 'The date shown with the post; the blog is sorted by it.'),
      },
    },
    { name: 'author', label: tx('Autor', 'Author'), type: 'relationship', relationTo: 'people', admin: { position: 'sidebar' } },
    seoFields,
    tagsField,
    { name: 'perex', label: tx('Perex', 'Lead paragraph'), type: 'textarea', localized: true },
    { name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media' },
    localizedRichText('content', tx('Obsah', 'Content')),
  ],
})
