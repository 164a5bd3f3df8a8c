import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { defaultLocale, locales } from '@/routing/locales'
import type { Locale } from './data/types'
import { seedContext } from './localized'

type Id = number | string

const stornoTitles: Record<Locale, string> = { cs: 'Storno podmínky', en: 'Cancellation conditions', de: 'Stornobedingungen' }

/**
 * The storno conditions, one PDF per language (made by files/make-storno-pdfs.mjs), for the
 * footer's link (Settings → stornoConditions, spec §2 Footer). Returns each language's document.
 */
export async function seedStornoConditions(payload: Payload): Promise<Map<Locale, Id>> {
  const ids = new Map<Locale, Id>()
  for (const locale of locales) {
    const data = readFileSync(path.join(import.meta.dirname, 'files', `storno-${locale}.pdf`))
    const created = await payload.create({
      collection: 'documents',
      locale: defaultLocale,
      data: { title: stornoTitles[locale] },
      file: { data, mimetype: 'application/pdf', name: `storno-${locale}.pdf`, size: data.length },
      context: seedContext(),
      depth: 0,
    })
    ids.set(locale, created.id)
  }
  return ids
}
