/** The browser's side of the inquiry API (spec §7): any 2xx is success, the body is not read. */
import { leadSourceForInquiry } from '../lead-sources/visit'
import { proofOfWorkHeader, proofOfWorkRequired } from '../proof-of-work/protocol'

export const callMeEndpoint = '/api/v1/inquiries/call-me'

export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

/** Told `true` while the browser solves a proof-of-work challenge (a flood is on), `false` after. */
export type OnVerifying = (verifying: boolean) => void

/** A refused request: its status and the API's error code, for whoever shows the failure. */
export class InquiryFailed extends Error {
  constructor(
    what: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(`${what} failed with status ${status}${code ? ` (${code})` : ''}`)
  }
}

// A solution that is refused (expired while a phone slept, spent by a double send) earns a new
// challenge; twice is enough for a person, never a loop.
const maxSolves = 2

/** The challenge in a 429 answer that asks for a proof of work, else undefined. */
function challengeIn(status: number, body: string): unknown {
  if (status !== 429) return undefined
  try {
    const answer = JSON.parse(body)
    return answer?.error === proofOfWorkRequired ? answer.challenge : undefined
  } catch {
    return undefined
  }
}

/** Solves a challenge with the solver loaded only now (it is never part of a page's first load). */
async function solve(challenge: unknown, onVerifying?: OnVerifying): Promise<string> {
  onVerifying?.(true)
  try {
    const { solveProofOfWork } = await import('../proof-of-work/solver')
    return await solveProofOfWork(challenge as Parameters<typeof solveProofOfWork>[0])
  } finally {
    onVerifying?.(false)
  }
}

/** Posts a call-back request; throws on any failure so the form can show the spec's alert. */
export async function postCallMe(phoneNumber: string, idempotencyKey: string, onVerifying?: OnVerifying): Promise<void> {
  const body = JSON.stringify({
    phoneNumber: phoneNumber.trim(),
    locationUrl: window.location.href,
    lang: document.documentElement.lang,
    // Where the visit came from, only with consent (src/features/inquiries/lead-sources).
    ...(await leadSourceForInquiry()),
  })
  let proof: string | undefined
  for (let solves = 0; ; solves++) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': idempotencyKey }
    if (proof) headers[proofOfWorkHeader] = proof
    const response = await fetch(callMeEndpoint, { method: 'POST', headers, body })
    if (response.ok) return
    const text = await response.text()
    const challenge = challengeIn(response.status, text)
    if (!challenge || solves >= maxSolves) throw new InquiryFailed('Call-me request', response.status, codeIn(text))
    proof = await solve(challenge, onVerifying)
  }
}

export const standardEndpoint = '/api/v1/inquiries/standard'

/**
 * Posts the contact form as multipart (spec §7) through XMLHttpRequest, the one browser API that
 * reports upload progress. Resolves on any 2xx; rejects otherwise, with everything kept in the form.
 * Under a flood the server may ask for a proof of work first: solved, the form is sent again.
 */
export async function postInquiry(
  body: FormData,
  idempotencyKey: string,
  onProgress?: (fraction: number) => void,
  onVerifying?: OnVerifying,
): Promise<void> {
  let proof: string | undefined
  for (let solves = 0; ; solves++) {
    const { status, text } = await sendMultipart(body, idempotencyKey, proof, onProgress)
    if (status >= 200 && status < 300) return
    const challenge = challengeIn(status, text)
    if (!challenge || solves >= maxSolves) throw new InquiryFailed('Inquiry', status, codeIn(text))
    proof = await solve(challenge, onVerifying)
  }
}

function codeIn(body: string): string | undefined {
  try {
    const code = JSON.parse(body)?.error
    return typeof code === 'string' ? code : undefined
  } catch {
    return undefined
  }
}

function sendMultipart(
  body: FormData,
  idempotencyKey: string,
  proof: string | undefined,
  onProgress?: (fraction: number) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', standardEndpoint)
    request.setRequestHeader('idempotency-key', idempotencyKey)
    if (proof) request.setRequestHeader(proofOfWorkHeader, proof)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText })
    request.onerror = () => reject(new Error('Inquiry failed: network error'))
    request.onabort = () => reject(new Error('Inquiry aborted'))
    request.send(body)
  })
}
