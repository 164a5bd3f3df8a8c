/** The browser's side of the inquiry API (spec §7): any 2xx is success, the body is not read. */

export const callMeEndpoint = '/api/v1/inquiries/call-me'

export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

/** Posts a call-back request; throws on any failure so the form can show the spec's alert. */
export async function postCallMe(phoneNumber: string, idempotencyKey: string): Promise<void> {
  const response = await fetch(callMeEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ phoneNumber: phoneNumber.trim(), locationUrl: window.location.href, lang: document.documentElement.lang }),
  })
  if (!response.ok) throw new Error(`Call-me request failed with status ${response.status}`)
}

export const standardEndpoint = '/api/v1/inquiries/standard'

/**
 * Posts the contact form as multipart (spec §7) through XMLHttpRequest, the one browser API that
 * reports upload progress. Resolves on any 2xx; rejects otherwise, with everything kept in the form.
 */
export function postInquiry(body: FormData, idempotencyKey: string, onProgress?: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', standardEndpoint)
    request.setRequestHeader('idempotency-key', idempotencyKey)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`Inquiry failed with status ${request.status}`))
    request.onerror = () => reject(new Error('Inquiry failed: network error'))
    request.onabort = () => reject(new Error('Inquiry aborted'))
    request.send(body)
  })
}
