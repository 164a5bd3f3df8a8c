import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { defaultLocale, otherLocales } from '@/routing/locales'
import type { L } from './data/types'
import { seedContext } from './localized'

type Id = number | string

/**
 * The demo clinic's logo (its monogram) and share image, uploaded into Settings → Identity. They
 * were files of public/ before; the site derives its icons from Settings' logo now, so a real
 * clinic never shows the demo's mark. The alt texts name the clinic by placeholder (filled from
 * Settings where shown), so a renamed demo does not show the demo's name.
 */
const identityFiles = {
  logo: { file: 'demo-logo.png', alt: { cs: 'Logo – {klinika}', en: '{clinic} logo', de: 'Logo – {clinic}' } },
  shareImage: {
    file: 'demo-share-image.png',
    alt: { cs: '{klinika}, Praha', en: '{clinic}, Prague', de: '{clinic}, Prag' },
  },
} satisfies Record<string, { file: string; alt: L }>

async function uploadPng(payload: Payload, file: string, alt: L): Promise<Id> {
  const data = readFileSync(path.join(import.meta.dirname, 'files', file))
  const created = await payload.create({
    collection: 'media',
    locale: defaultLocale,
    data: { alt: alt[defaultLocale] },
    file: { data, mimetype: 'image/png', name: file, size: data.length },
    context: seedContext(),
    depth: 0,
  })
  for (const locale of otherLocales) {
    await payload.update({ collection: 'media', id: created.id, locale, data: { alt: alt[locale] }, context: seedContext(), depth: 0 })
  }
  return created.id
}

export async function seedIdentityImages(payload: Payload): Promise<{ logo: Id; shareImage: Id }> {
  return {
    logo: await uploadPng(payload, identityFiles.logo.file, identityFiles.logo.alt),
    shareImage: await uploadPng(payload, identityFiles.shareImage.file, identityFiles.shareImage.alt),
  }
}
