import type { CollectionBeforeChangeHook, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { adminLocaleNames, defaultLocale, type Locale, locales } from '@/routing/locales'
import { type AdminText, adminMessage, tx } from '@/platform/cms/i18n'

/**
 * Alternative text of public images (spec: every content image is described).
 * The choice: Czech, the source language, is required; English and German are either written or
 * fall back explicitly to the Czech text. The site then shows the Czech alt (Payload's locale
 * fallback), the media edit view says so next to the empty field, and the media list shows the
 * languages still missing their own text (`altMissing`), so they can be filtered and translated.
 */

type AltByLocale = Partial<Record<Locale, string | null>>

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

async function storedAlt(req: PayloadRequest, id: number | string): Promise<AltByLocale> {
  // Read in the same transaction; the Local API sets the request's locale, so it is put back.
  const { locale, fallbackLocale } = req
  try {
    const doc = await req.payload.findByID({
      collection: 'media',
      id,
      locale: 'all',
      depth: 0,
      select: { alt: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const alt = (doc as { alt?: unknown } | null)?.alt
    return alt && typeof alt === 'object' ? (alt as AltByLocale) : {}
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

export const validateAlt: TextFieldSingleValidation = async (value, { req, id }) => {
  if (filled(value)) return true
  const locale = req.locale ?? 'cs'
  if (locale === 'all') return true
  if (locale === 'cs') {
    return adminMessage(
      req,
      tx(
        'Alternativní text je v češtině povinný: popište, co obrázek ukazuje.',
        'The alternative text is required in Czech: describe what the image shows.',
      ),
    )
  }
  // Another language may stay empty once the Czech text exists: the site then shows the Czech one.
  if (id !== undefined && filled((await storedAlt(req, id)).cs)) return true
  return adminMessage(
    req,
    tx(
      'Vyplňte alternativní text: obrázek ho zatím nemá ani v češtině, takže by se nezobrazil žádný.',
      'Fill in the alternative text: the image has none in Czech yet either, so none would be shown.',
    ),
  )
}

/** Records which languages have no alternative text of their own after this save. */
export const recordMissingAlt: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const alt: AltByLocale = operation === 'update' && originalDoc?.id !== undefined ? await storedAlt(req, originalDoc.id) : {}
  const incoming = data.alt
  if (req.locale === 'all' && incoming && typeof incoming === 'object') Object.assign(alt, incoming)
  else if (incoming !== undefined) alt[(req.locale as Locale | undefined) ?? defaultLocale] = incoming as string | null
  data.altMissing = locales.filter((locale) => !filled(alt[locale]))
  return data
}

/** The languages as the media list names those missing alt text: lowercase in Czech ("angličtina, němčina"). */
export const localeNames = Object.fromEntries(
  locales.map((locale) => [locale, tx(adminLocaleNames[locale].cs.toLocaleLowerCase('cs'), adminLocaleNames[locale].en)]),
) as Record<Locale, AdminText>
