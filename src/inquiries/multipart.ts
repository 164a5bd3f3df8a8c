import busboy from 'busboy'
import { InquiryRequestError, InquiryValidationError } from './httpErrors'
import { inquiryLanguageOf, maxPhotoBytes, maxPhotos, maxRequestBytes, photoMessages } from './schema'

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

const fileField = 'images'

function tooLarge(messages: Record<keyof typeof photoMessages.cs, string> = photoMessages.cs): InquiryRequestError {
  return new InquiryRequestError(413, 'too-large', messages.requestTooLarge, fileField)
}

/**
 * Reads a multipart/form-data body into memory within the limits above. Throws an
 * InquiryRequestError (400/413/415/422) on anything malformed or too large; stops reading as
 * soon as a limit is hit.
 */
export async function readMultipart(request: Request): Promise<MultipartForm> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new InquiryRequestError(415, 'unsupported-content-type', 'Send the inquiry as multipart/form-data.')
  }
  const declaredLength = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declaredLength > maxRequestBytes) throw tooLarge()
  if (!request.body) throw new InquiryRequestError(400, 'malformed-multipart', 'The request has no body.')

  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: multipartLimits, defParamCharset: 'utf8' })
  } catch {
    throw new InquiryRequestError(400, 'malformed-multipart', 'The multipart boundary is missing or invalid.')
  }

  const form: MultipartForm = { fields: {}, files: [] }
  // Photo messages in the form's language when its lang field came before the photos (the browser sends it first).
  const messages = () => photoMessages[inquiryLanguageOf(form.fields.lang)]
  // Each file's last bytes may arrive after busboy's 'close': wait for every file stream to end.
  const filesDone: Promise<void>[] = []
  let failure: InquiryRequestError | undefined
  const fail = (error: InquiryRequestError) => {
    failure ??= error
  }

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || name.length > multipartLimits.fieldNameSize) return fail(new InquiryRequestError(400, 'malformed-multipart', 'A field name is too long.'))
      if (info.valueTruncated) return fail(new InquiryRequestError(413, 'field-too-large', `The field "${name}" is too large.`, name))
      if (Object.hasOwn(form.fields, name)) return fail(new InquiryRequestError(400, 'duplicate-field', `The field "${name}" was sent twice.`, name))
      form.fields[name] = value
    })
    parser.on('file', (name, stream, _info) => {
      // Busboy destroys an unfinished file stream with an error; unhandled, it would crash the process.
      stream.on('error', () => fail(new InquiryRequestError(400, 'malformed-multipart', 'The multipart body is malformed or truncated.')))
      if (name !== fileField) {
        stream.resume()
        return fail(new InquiryRequestError(400, 'unexpected-file', `Files are accepted only in the "${fileField}" field.`, name))
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => fail(new InquiryRequestError(413, 'photo-too-large', messages().tooLarge, fileField)))
      filesDone.push(
        new Promise((resolve) => {
          stream.on('end', () => {
            if (!stream.truncated) form.files.push({ field: name, data: Buffer.concat(chunks) })
            resolve()
          })
          stream.on('close', () => resolve())
        }),
      )
    })
    parser.on('filesLimit', () => fail(new InquiryValidationError({ [fileField]: messages().tooMany })))
    parser.on('fieldsLimit', () => fail(new InquiryRequestError(413, 'too-many-fields', 'The form has too many fields.')))
    parser.on('partsLimit', () => fail(new InquiryRequestError(413, 'too-many-parts', 'The form has too many parts.')))
    parser.on('error', () => reject(new InquiryRequestError(400, 'malformed-multipart', 'The multipart body is malformed or truncated.')))
    parser.on('close', () => resolve())
  })
  // Unhandled until awaited below; a rejection must not crash the process meanwhile.
  parsed.catch(() => {})

  const reader = request.body.getReader()
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      received += value.byteLength
      if (received > maxRequestBytes) fail(tooLarge(messages()))
      if (failure) break
      // Wait for busboy to catch up, unless it has already failed.
      if (!parser.write(value)) await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), parsed])
    }
  } catch (error) {
    fail(error instanceof InquiryRequestError ? error : new InquiryRequestError(400, 'malformed-multipart', 'The request body could not be read.'))
  }
  if (failure) {
    await reader.cancel().catch(() => {})
    parser.destroy()
    throw failure
  }
  parser.end()
  await parsed
  await Promise.all(filesDone)
  if (failure) throw failure
  return form
}
