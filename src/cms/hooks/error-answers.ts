import type { AfterErrorHook } from 'payload'
import { adminMessage, tx } from '../i18n'
import { uploadParserLimitBytes } from '../uploads/upload-rules'

type PayloadLikeError = { message?: unknown; status?: number; data?: unknown; isPublic?: boolean; name?: string }

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
  const fieldErrors =
    data && typeof data === 'object' && 'errors' in data && Array.isArray(data.errors) ? (data.errors as { message?: string }[]) : undefined
  const hasFieldErrors = Boolean(fieldErrors)
  // The admin's notice reads "intro: field, field" and splits a message at its first colon. An
  // explanation written for one field (src/cms/hooks/refuse-save.ts) is shown whole: its colons
  // (times such as 0:47) become the look-alike ratio sign.
  if (fieldErrors?.some((fieldError) => fieldError.message === message)) message = message.replaceAll(':', '\u2236')
  return {
    response: {
      errors: [
        {
          name: name || (hasFieldErrors ? 'ValidationError' : 'APIError'),
          message,
          ...(data ? { data: data as Record<string, unknown> } : {}),
        },
      ],
    },
    status,
  }
}
