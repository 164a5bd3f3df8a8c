/**
 * The payload of a message from an embedded frame as an object: embeds post either the object itself
 * or its JSON text. Null for anything else.
 */
export function messageObject(data: unknown): object | null {
  let message = data
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message)
    } catch {
      return null
    }
  }
  return message && typeof message === 'object' ? message : null
}
