import { z } from 'zod'
import { defaultLocale, type Locale, locales } from '@/routing/locales'
import { isValidLeadSourceValue, type LeadSourceField, leadSourceFieldNames, leadSourceMessage } from './lead-sources/fields'
import { isPageAddress } from './page-address'
import { hasLetter, toMultiLine, toSingleLine } from './plain-text'

// Before any schema is built: zod 4 otherwise probes `new Function('')` for its JIT, which the
// site's Content-Security-Policy (no 'unsafe-eval') reports as a violation on every form page.
z.config({ jitless: true })

/**
 * The ONE validation of inquiries, used by the browser forms and by the API (spec §5).
 * Messages per language; the Czech ones are the spec's exact texts.
 */

/** Visitors write in the site's languages. */
export const inquiryLanguages = locales
export type InquiryLanguage = Locale

export const maxPhotos = 10
export const maxPhotoBytes = 10 * 1024 * 1024
export const maxRequestBytes = 50 * 1024 * 1024
export const fieldLimits = { name: 120, email: 254, phoneNumber: 32, message: 5000, locationUrl: 2000 } as const

export const validationMessages = {
  cs: {
    emailRequired: 'Email je povinný, prosím doplňte',
    emailInvalid: 'Email není validní, prosím doplňte',
    nameRequired: 'Jméno je povinné, prosím doplňte',
    messageRequired: 'Dotaz je povinný, prosím doplňte',
    phoneRequired: 'Telefon je povinný, prosím doplňte',
    phoneInvalid: 'Telefon není ve správném tvaru, zadejte ho prosím v mezinárodním formátu (např. +420 777 123 456)',
    tooLong: 'Text je příliš dlouhý, prosím zkraťte ho',
  },
  en: {
    emailRequired: 'Email is required, please fill it in',
    emailInvalid: 'Email is not valid, please correct it',
    nameRequired: 'Name is required, please fill it in',
    messageRequired: 'Your question is required, please fill it in',
    phoneRequired: 'Phone is required, please fill it in',
    phoneInvalid: 'Phone number is not valid, please use the international format (e.g. +44 20 7946 0958)',
    tooLong: 'The text is too long, please shorten it',
  },
  de: {
    emailRequired: 'E-Mail ist erforderlich, bitte ergänzen Sie sie',
    emailInvalid: 'E-Mail ist ungültig, bitte korrigieren Sie sie',
    nameRequired: 'Name ist erforderlich, bitte ergänzen Sie ihn',
    messageRequired: 'Ihre Frage ist erforderlich, bitte ergänzen Sie sie',
    phoneRequired: 'Telefon ist erforderlich, bitte ergänzen Sie es',
    phoneInvalid: 'Die Telefonnummer ist ungültig, bitte im internationalen Format angeben (z. B. +49 30 123456)',
    tooLong: 'Der Text ist zu lang, bitte kürzen Sie ihn',
  },
} as const satisfies Record<InquiryLanguage, Record<string, string>>

/** A common address pattern: something@domain.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/

/** International format: an optional +, then digits with spaces, dots, dashes, slashes or brackets; 9–15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 9 && digits <= 15
}

/** A one-line text: invisible characters stripped (see plain-text.ts), then trimmed. */
const singleLine = () => z.string().overwrite(toSingleLine).trim()

/** The visitor's fields of the contact form. */
export function contactFieldsSchema(lang: InquiryLanguage) {
  const m = validationMessages[lang]
  return z.object({
    // "12345" or "…" is no name: the same message as an empty one.
    name: singleLine().min(1, m.nameRequired).max(fieldLimits.name, m.tooLong).refine(hasLetter, m.nameRequired),
    email: singleLine().min(1, m.emailRequired).max(fieldLimits.email, m.tooLong).regex(emailPattern, m.emailInvalid),
    phoneNumber: phoneNumberSchema(lang),
    message: z.string().overwrite(toMultiLine).trim().min(1, m.messageRequired).max(fieldLimits.message, m.tooLong),
  })
}

function phoneNumberSchema(lang: InquiryLanguage) {
  const m = validationMessages[lang]
  return singleLine().min(1, m.phoneRequired).max(fieldLimits.phoneNumber, m.tooLong).refine(isPhoneNumber, m.phoneInvalid)
}

/** Metadata, not the visitor's words: an English message, and never refused when it is a page address. */
const locationUrlSchema = singleLine()
  .max(fieldLimits.locationUrl)
  .refine(isPageAddress, 'Must be an http(s) address or a path on this site')

export type ContactFields = z.infer<ReturnType<typeof contactFieldsSchema>>

/** What the page adds to every submission (spec §7). Multipart sends booleans as "true"/"false". */
const booleanField = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true')

/**
 * Where the visit came from (issue 31, src/features/inquiries/lead-sources): optional, each checked and limited; an
 * empty value is none. A bad value is refused with a 400 naming the field (the browser sends only
 * values that pass these same checks).
 */
function leadSourceSchema(field: LeadSourceField) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isValidLeadSourceValue(field, value), leadSourceMessage(field))
    .transform((value) => value || undefined)
    .optional()
}

export const leadSourceShape = Object.fromEntries(leadSourceFieldNames.map((field) => [field, leadSourceSchema(field)])) as Record<
  LeadSourceField,
  ReturnType<typeof leadSourceSchema>
>

export const submissionMetaSchema = z.object({
  lang: z.enum(inquiryLanguages),
  locationUrl: locationUrlSchema,
  isSpam: booleanField.default(false),
  isHP: booleanField.default(false),
  ...leadSourceShape,
})

/** The whole standard inquiry as the API receives it (photos are checked separately). */
export function standardInquirySchema(lang: InquiryLanguage) {
  return contactFieldsSchema(lang).extend(submissionMetaSchema.shape)
}

/** The call-me request (spec §5): a non-empty, trimmed number. */
export function callMeSchema(lang: InquiryLanguage) {
  return z.object({
    phoneNumber: phoneNumberSchema(lang),
    locationUrl: locationUrlSchema,
    lang: z.enum(inquiryLanguages).default(defaultLocale),
    ...leadSourceShape,
  })
}

/** What the server says about photos (422/413/415), per language; the browser may show the same texts. */
export const photoMessages = {
  cs: {
    tooMany: `Můžete přiložit nejvýše ${maxPhotos} fotografií`,
    tooLarge: 'Fotografie je příliš velká (nejvýše 10 MB)',
    requestTooLarge: 'Fotografie jsou dohromady příliš velké (nejvýše 50 MB)',
    badType: 'Fotografie musí být ve formátu JPEG, PNG nebo WebP',
    tooManyPixels: 'Fotografie má příliš mnoho pixelů',
    unreadable: 'Fotografii se nepodařilo přečíst',
  },
  en: {
    tooMany: `You can attach at most ${maxPhotos} photos`,
    tooLarge: 'The photo is too large (10 MB at most)',
    requestTooLarge: 'The photos are too large together (50 MB at most)',
    badType: 'Photos must be JPEG, PNG or WebP images',
    tooManyPixels: 'The photo has too many pixels',
    unreadable: 'The photo could not be read',
  },
  de: {
    tooMany: `Sie können höchstens ${maxPhotos} Fotos anhängen`,
    tooLarge: 'Das Foto ist zu groß (höchstens 10 MB)',
    requestTooLarge: 'Die Fotos sind zusammen zu groß (höchstens 50 MB)',
    badType: 'Fotos müssen JPEG-, PNG- oder WebP-Bilder sein',
    tooManyPixels: 'Das Foto hat zu viele Pixel',
    unreadable: 'Das Foto konnte nicht gelesen werden',
  },
} as const satisfies Record<InquiryLanguage, Record<string, string>>

/** The submitted language if it is one of ours, else Czech (the site's default). */
export function inquiryLanguageOf(value: unknown): InquiryLanguage {
  return inquiryLanguages.includes(value as InquiryLanguage) ? (value as InquiryLanguage) : defaultLocale
}
