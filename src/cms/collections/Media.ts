import type { CollectionConfig } from 'payload'
import { locales } from '@/routing/locales'
import { publicContentAccess } from '@/platform/cms/access'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { localeNames, recordMissingAlt, validateAlt } from '../media/alt-text'
import { rasteriseSvgUpload } from '../media/rasterise-svg'
import { stripImageMetadata } from '../media/strip-metadata'
import { versionFileUrls } from '../media/versioned-url'
import { uploadDirs } from '@/platform/project-folders'
import { enforceUploadRules, imageUploadRules, mimeTypesOf } from '../uploads/upload-rules'

/** Public images of the site (never patient photos: those live in a private collection). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: tx('Obrázek', 'Image'), plural: tx('Obrázky', 'Images') },
  admin: { group: adminGroups.content, defaultColumns: ['filename', 'alt', 'altMissing', 'updatedAt'] },
  access: publicContentAccess,
  hooks: {
    beforeOperation: [enforceUploadRules(imageUploadRules), rasteriseSvgUpload, stripImageMetadata],
    beforeChange: [recordMissingAlt],
    afterRead: [versionFileUrls],
  },
  upload: {
    staticDir: uploadDirs.media,
    mimeTypes: mimeTypesOf(imageUploadRules),
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 800 },
      { name: 'wide', width: 1600 },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      label: tx('Alternativní text', 'Alternative text'),
      type: 'text',
      localized: true,
      validate: validateAlt,
      admin: {
        description: tx(
          'Co obrázek ukazuje, pro lidi, kteří ho nevidí. Povinný v češtině; v angličtině a němčině se při prázdném poli zobrazí český text.',
          'What the image shows, for people who cannot see it. Required in Czech; left empty in English or German, the Czech text is shown.',
        ),
        components: { afterInput: ['/cms/media/AltFallbackNote#AltFallbackNote'] },
      },
    },
    {
      name: 'illustrative',
      label: tx('Ilustrační obrázek', 'Illustration'),
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: tx(
          'Zaškrtněte u obrázku, který nezobrazuje skutečného pacienta, výsledek ani prostory kliniky (ilustrace, kresba, fotobanka). Web ho pak v rohu označí jako ilustrační, v jazyce návštěvníka.',
          'Tick for a picture that does not show a real patient, result or the clinic’s own rooms (an illustration, drawing or stock photo). The site then marks it as an illustration in its corner, in the visitor’s language.',
        ),
      },
    },
    {
      name: 'altMissing',
      label: tx('Chybí alternativní text', 'Alternative text missing'),
      type: 'select',
      hasMany: true,
      options: locales.map((locale) => ({ label: localeNames[locale], value: locale })),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: tx(
          'Jazyky bez vlastního alternativního textu (doplní se při uložení). Na webu se v nich zobrazí český text.',
          'Languages without their own alternative text (updated on save). The site shows the Czech text in them.',
        ),
      },
    },
  ],
}
