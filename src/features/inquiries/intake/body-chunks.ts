import type { InquiryRequestError } from './http-errors'

/**
 * The request body's chunks as they arrive; throws `tooLarge()` as soon as they pass `maxBytes`,
 * whatever Content-Length said. Stopping early (a break, a throw) cancels the rest of the upload.
 */
export async function* bodyChunks(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => InquiryRequestError,
): AsyncGenerator<Uint8Array, void, undefined> {
  const reader = body.getReader()
  let received = 0
  let finished = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) {
        finished = true
        return
      }
      received += value.byteLength
      if (received > maxBytes) throw tooLarge()
      yield value
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {})
  }
}
