import type { z } from 'zod'
import { type FieldErrors, InquiryValidationError } from './http-errors'
import { callMeSchema, type InquiryLanguage, inquiryLanguageOf, standardInquirySchema } from '../schema'

/** The first message of each failing field, keyed by the field name the browser sent. */
function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body')
    fields[field] ??= issue.message
  }
  return fields
}

function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input)
  if (!result.success) throw new InquiryValidationError(fieldErrors(result.error))
  return result.data
}

/**
 * How the no-script form posts (src/features/inquiries/no-script/no-script-form.ts) differs from the API's JSON
 * clients: its fields are turned into the API's (the honeypot into isSpam) and, with no
 * idempotency-key header, the key is derived from the validated submission itself.
 */
export type IntakeOptions = {
  fields?: (sent: Record<string, string>) => Record<string, string>
  idempotencyKeyFor?: (requestHash: string) => string
  /** How many photos the request carried, told as soon as the body is read (the no-script reply says they were not kept). */
  photosSent?: (count: number) => void
}

export type StandardInquiryData = z.output<ReturnType<typeof standardInquirySchema>>
export type CallMeData = z.output<ReturnType<typeof callMeSchema>>

/** Validates with the schema shared with the browser, messages in the submitted language (else Czech). */
export function validateStandardInquiry(fields: Record<string, string>): { data: StandardInquiryData; lang: InquiryLanguage } {
  const lang = inquiryLanguageOf(fields.lang)
  return { data: parseOrThrow(standardInquirySchema(lang), fields), lang }
}

export function validateCallMe(body: Record<string, unknown>): { data: CallMeData; lang: InquiryLanguage } {
  const lang = inquiryLanguageOf(body.lang)
  return { data: parseOrThrow(callMeSchema(lang), body), lang }
}
