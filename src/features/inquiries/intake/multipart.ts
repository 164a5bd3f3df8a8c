import busboy from 'busboy'
import { bodyChunks } from './body-chunks'
import { InquiryRequestError, InquiryValidationError } from './http-errors'
import { inquiryLanguageOf, maxPhotoBytes, maxPhotos, maxRequestBytes, photoMessages } from '../schema'

export type UploadedFile = { field: string; data: Buffer }
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] }

/** Explicit limits: busboy's defaults allow unlimited files and parts. */
export const multipartLimits = {
  files: maxPhotos,
  fileSize: maxPhotoBytes,
  fields: 20,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  parts: maxPhotos + 20,
  headerPairs: 20,
} as const

// A form of a few short text fields and no files (the call-back request). One file part is let
// through to the 'file' event only so that the refusal can name its field.
const textOnlyLimits = { files: 1, fields: 10, fieldSize: 4 * 1024, fieldNameSize: 100, parts: 10, headerPairs: 20 } as const

const fileField = 'images'

type PhotoMessages = Record<keyof typeof photoMessages.cs, string>

/** How one kind of form is read: its limits, where files may come and what "too large" says. */
type FormRules = {
  limits: busboy.Limits
  maxBytes: number
  /** The one field that carries files; null when the form takes none. */
  fileField: string | null
  tooLarge(fields: Record<string, string>): InquiryRequestError
}

const photoForm: FormRules = {
  limits: multipartLimits,
  maxBytes: maxRequestBytes,
  fileField,
  tooLarge: (fields) => new InquiryRequestError(413, 'too-large', photoMessagesFor(fields).requestTooLarge, fileField),
}

function textOnlyForm(maxBytes: number): FormRules {
  return {
    limits: textOnlyLimits,
    maxBytes,
    fileField: null,
    tooLarge: () => new InquiryRequestError(413, 'too-large', 'The request body is too large.'),
  }
}

/** Photo messages in the form's language once its lang field has arrived (the browser sends it before the photos). */
function photoMessagesFor(fields: Record<string, string>): PhotoMessages {
  return photoMessages[inquiryLanguageOf(fields.lang)]
}

/**
 * Reads the contact form (multipart/form-data with repeated `images`) into memory within the
 * limits above. Throws an InquiryRequestError (400/413/415/422) on anything malformed or too
 * large; stops reading as soon as a limit is hit.
 */
export function readMultipart(request: Request): Promise<MultipartForm> {
  return readForm(request, photoForm)
}

/** Reads a multipart/form-data body of text fields only (any file part is refused) within `maxBytes`. */
export async function readMultipartFields(request: Request, maxBytes: number): Promise<Record<string, string>> {
  return (await readForm(request, textOnlyForm(maxBytes))).fields
}

async function readForm(request: Request, rules: FormRules): Promise<MultipartForm> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new InquiryRequestError(415, 'unsupported-content-type', 'Send the form as multipart/form-data with a boundary.')
  }
  const declaredLength = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declaredLength > rules.maxBytes) throw rules.tooLarge({})
  if (!request.body) throw new InquiryRequestError(400, 'malformed-multipart', 'The request has no body.')

  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: rules.limits, defParamCharset: 'utf8' })
  } catch {
    throw new InquiryRequestError(400, 'malformed-multipart', 'The multipart boundary is missing or invalid.')
  }

  const form: MultipartForm = { fields: {}, files: [] }
  const messages = () => photoMessagesFor(form.fields)
  // Each file's last bytes may arrive after busboy's 'close': wait for every file stream to end.
  const filesDone: Promise<void>[] = []
  let failure: InquiryRequestError | undefined
  const fail = (error: InquiryRequestError) => {
    failure ??= error
  }

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || name.length > multipartLimits.fieldNameSize)
        return fail(new InquiryRequestError(400, 'malformed-multipart', 'A field name is too long.'))
      // Busboy takes a part without a filename (and not octet-stream) for a text field, even in
      // `images`: refuse it, or the visitor's photo would vanish from an inquiry answered 201.
      if (name === rules.fileField) {
        return fail(new InquiryRequestError(400, 'photo-without-filename', `Each part in "${name}" must be a file with a filename.`, name))
      }
      if (info.valueTruncated) return fail(new InquiryRequestError(413, 'field-too-large', `The field "${name}" is too large.`, name))
      if (Object.hasOwn(form.fields, name))
        return fail(new InquiryRequestError(400, 'duplicate-field', `The field "${name}" was sent twice.`, name))
      form.fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      // Busboy destroys an unfinished file stream with an error; unhandled, it would crash the process.
      stream.on('error', () => fail(new InquiryRequestError(400, 'malformed-multipart', 'The multipart body is malformed or truncated.')))
      if (name !== rules.fileField) {
        stream.resume()
        const where = rules.fileField ? `only in the "${rules.fileField}" field` : 'not at all in this form'
        return fail(new InquiryRequestError(400, 'unexpected-file', `Files are accepted ${where}.`, name))
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => fail(new InquiryRequestError(413, 'photo-too-large', messages().tooLarge, name)))
      filesDone.push(
        new Promise((resolve) => {
          stream.on('end', () => {
            const data = Buffer.concat(chunks)
            // A form sent without script and without a photo picked has one empty, nameless file part.
            const nothingPicked = !info.filename && data.length === 0
            if (!stream.truncated && !nothingPicked) form.files.push({ field: name, data })
            resolve()
          })
          stream.on('close', () => resolve())
        }),
      )
    })
    parser.on('filesLimit', () => {
      if (rules.fileField) fail(new InquiryValidationError({ [rules.fileField]: messages().tooMany }))
      else fail(new InquiryRequestError(400, 'unexpected-file', 'Files are not accepted in this form.'))
    })
    parser.on('fieldsLimit', () => fail(new InquiryRequestError(413, 'too-many-fields', 'The form has too many fields.')))
    parser.on('partsLimit', () => fail(new InquiryRequestError(413, 'too-many-parts', 'The form has too many parts.')))
    parser.on('error', () => reject(new InquiryRequestError(400, 'malformed-multipart', 'The multipart body is malformed or truncated.')))
    parser.on('close', () => resolve())
  })
  // Unhandled until awaited below; a rejection must not crash the process meanwhile.
  parsed.catch(() => {})

  try {
    // Leaving this loop early (a failure) cancels the rest of the upload.
    for await (const chunk of bodyChunks(request.body, rules.maxBytes, () => rules.tooLarge(form.fields))) {
      if (failure) break
      // Wait for busboy to catch up, unless it has already failed.
      if (!parser.write(chunk)) await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), parsed])
    }
  } catch (error) {
    fail(
      error instanceof InquiryRequestError
        ? error
        : new InquiryRequestError(400, 'malformed-multipart', 'The request body could not be read.'),
    )
  }
  if (failure) {
    parser.destroy()
    throw failure
  }
  parser.end()
  await parsed
  await Promise.all(filesDone)
  if (failure) throw failure
  return form
}
