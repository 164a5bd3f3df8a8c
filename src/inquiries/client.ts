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
