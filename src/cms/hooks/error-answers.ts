import type { AfterErrorHook } from 'payload'
import { type AdminText, adminMessage, tx } from '@/platform/cms/i18n'
import { uploadParserLimitBytes } from '../uploads/upload-rules'

type PayloadLikeError = { message?: unknown; status?: number; data?: unknown; isPublic?: boolean; name?: string }

type FieldError = { message?: string; path?: string }

/**
 * Payload's own refusals of a file's content (uploads/checkFileRestrictions), which come in
 * English whatever the admin's language; ours (upload-rules.ts) run first and catch the rest.
 */
const uploadRefusals = (file: string): Record<string, AdminText> => {
  const damagedPdf = tx(
    `Soubor${file ? ` „${file}“` : ''} není platné PDF – je poškozený nebo neúplný. Otevřete ho a uložte znovu (např. Tisk → Uložit jako PDF), pak ho nahrajte.`,
    `The file${file ? ` "${file}"` : ''} is not a valid PDF – it is damaged or incomplete. Open it and save it again (e.g. Print → Save as PDF), then upload it.`,
  )
  return {
    'Invalid PDF file.': damagedPdf,
    'Invalid or corrupted PDF file.': damagedPdf,
    'SVG file contains potentially harmful content.': tx(
      `Soubor${file ? ` „${file}“` : ''} obsahuje skripty nebo odkazy, které web z bezpečnostních důvodů nepřijímá. Uložte ho bez nich nebo jako PNG.`,
      `The file${file ? ` "${file}"` : ''} contains scripts or links the site refuses for safety. Save it without them, or as a PNG.`,
    ),
  }
}

/** The field errors with Payload's upload refusals put in the admin's language (others unchanged). */
function translateUploadRefusals(req: Parameters<AfterErrorHook>[0]['req'], errors: FieldError[]): FieldError[] {
  const known = uploadRefusals(req?.file?.name ?? '')
  return errors.map((error) => {
    // Payload joins several refusals of one file with ", ".
    const parts = error.message?.split(', ') ?? []
    if (error.path !== 'file' || !parts.length || !parts.every((part) => part in known)) return error
    return { ...error, message: [...new Set(parts.map((part) => adminMessage(req, known[part])))].join(' ') }
  })
}

/**
 * Restores what Payload's REST answer should have said. In the production build its error classes
 * lose their names to minification and come from another bundle copy than the route's formatter,
 * so `formatErrors` answered "An unknown error occurred." for our upload limits and dropped the
 * field details of every validation error (the admin then could not mark the field). A public
 * error (status below 500, or marked public) is answered with its own message and data; hidden
 * server errors stay hidden.
 */
export const keepErrorDetails: AfterErrorHook = ({ error, req }) => {
  const { status = 500, data, isPublic, name } = error as PayloadLikeError
  const original = (error as PayloadLikeError).message
  if (typeof original !== 'string' || !original) return
  let message = original
  // Payload's request parser refuses a file over its limit before any collection rule runs.
  if (message === 'File size limit has been reached') {
    const megabytes = uploadParserLimitBytes / 1024 / 1024
    message = adminMessage(
      req,
      tx(
        `Soubor je větší než ${megabytes} MB a nelze ho nahrát. Zmenšete ho a nahrajte znovu.`,
        `The file is larger than ${megabytes} MB and cannot be uploaded. Make it smaller and upload it again.`,
      ),
    )
  }
  if (isPublic === false || (status >= 500 && isPublic !== true)) return
  const rawFieldErrors =
    data && typeof data === 'object' && 'errors' in data && Array.isArray(data.errors) ? (data.errors as FieldError[]) : undefined
  const fieldErrors = rawFieldErrors && translateUploadRefusals(req, rawFieldErrors)
  const hasFieldErrors = Boolean(fieldErrors)
  // A refused file says everything in its own message: shown alone, not after "invalid field: file".
  const fileRefusal = fieldErrors?.length === 1 && fieldErrors[0] !== rawFieldErrors?.[0] ? fieldErrors[0].message : undefined
  if (fileRefusal) message = fileRefusal
  // The admin's notice reads "intro: field, field" and splits a message at its first colon. An
  // explanation written for one field (src/platform/cms/refuse-save.ts) is shown whole: its colons
  // (times such as 0:47) become the look-alike ratio sign.
  if (fieldErrors?.some((fieldError) => fieldError.message === message)) message = message.replaceAll(':', '\u2236')
  return {
    response: {
      errors: [
        {
          name: name || (hasFieldErrors ? 'ValidationError' : 'APIError'),
          message,
          ...(data ? { data: { ...(data as Record<string, unknown>), ...(fieldErrors ? { errors: fieldErrors } : {}) } } : {}),
        },
      ],
    },
    status,
  }
}

type ErrorChain = { message?: unknown; code?: unknown; cause?: unknown; name?: unknown }

/** The error and its causes (a driver's error inside the ORM's "Failed query"), outermost first. */
function chainOf(error: unknown): ErrorChain[] {
  const chain: ErrorChain[] = []
  for (let link = error; link && typeof link === 'object' && chain.length < 5; link = (link as ErrorChain).cause)
    chain.push(link as ErrorChain)
  return chain
}

/**
 * The database refused a value as not fitting its column: libSQL takes no NaN or Infinity and no
 * missing value ("abc" or 1e309 as a number, "not-a-date" as a date) and SQLite no integer past
 * 64 bits; PostgreSQL says so with class 22 codes. Our code stores no such values; they come from a
 * request's id or where parameter that Payload turned into a number or a date unchecked.
 */
function isRefusedValue(error: unknown): boolean {
  return chainOf(error).some(({ message, code }) => {
    const text = typeof message === 'string' ? message : ''
    return (
      /Only finite numbers .* can be passed as arguments|cannot be passed as argument to the database/.test(text) ||
      code === 'SQLITE_MISMATCH' ||
      (typeof code === 'string' && ['22P02', '22003', '22007', '22008'].includes(code))
    )
  })
}

/** A multipart body that does not parse (busboy's refusals, Payload's `_payload` field not JSON). */
function isBrokenMultipart(req: Parameters<AfterErrorHook>[0]['req'], error: unknown): boolean {
  const type = req?.headers?.get('content-type') ?? ''
  if (!/^multipart\//i.test(type)) return false
  const { message, name } = error as ErrorChain
  return (
    error instanceof SyntaxError ||
    name === 'SyntaxError' ||
    (typeof message === 'string' &&
      /Unexpected end of form|Malformed part header|Boundary not found|Multipart|Unexpected end of JSON|not eligible for file upload/i.test(
        message,
      ))
  )
}

/**
 * Payload's errors that bad input caused, answered 400 naming it instead of 500 (issue 40, point
 * 5): a value that does not fit its field, a multipart body that does not parse.
 */
export const clientInputErrors: AfterErrorHook = ({ error, req }) => {
  const { status = 500 } = error as PayloadLikeError
  if (status < 500) return
  if (isRefusedValue(error)) {
    return {
      response: {
        errors: [
          {
            message:
              'A value in the request does not fit its field: check the id and the where parameters (a number or a date is expected).',
            field: 'where',
          },
        ],
      },
      status: 400,
    }
  }
  if (isBrokenMultipart(req, error)) {
    return { response: { errors: [{ message: 'The multipart body does not parse: send the form again.', field: 'body' }] }, status: 400 }
  }
}
