import type { AfterErrorHook } from 'payload'

type PayloadLikeError = { message?: unknown; status?: number; data?: unknown; isPublic?: boolean; name?: string }

/**
 * Restores what Payload's REST answer should have said. In the production build its error classes
 * lose their names to minification and come from another bundle copy than the route's formatter,
 * so `formatErrors` answered "An unknown error occurred." for our upload limits and dropped the
 * field details of every validation error (the admin then could not mark the field). A public
 * error (status below 500, or marked public) is answered with its own message and data; hidden
 * server errors stay hidden.
 */
export const keepErrorDetails: AfterErrorHook = ({ error }) => {
  const { message, status = 500, data, isPublic, name } = error as PayloadLikeError
  if (typeof message !== 'string' || !message) return
  if (isPublic === false || (status >= 500 && isPublic !== true)) return
  const hasFieldErrors = Boolean(data && typeof data === 'object' && 'errors' in data)
  return {
    response: { errors: [{ name: name || (hasFieldErrors ? 'ValidationError' : 'APIError'), message, ...(data ? { data: data as Record<string, unknown> } : {}) }] },
    status,
  }
}
