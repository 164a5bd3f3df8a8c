import { createHmac } from 'node:crypto'
import { clientAddressHeader, rateLimitKeyOf } from './client-address.mjs'

/**
 * The client's address as our own HTTP server (src/platform/server/serve.mjs) determined it from the
 * socket, and from X-Forwarded-For only as far as proxies of ours (TRUSTED_PROXIES, by address)
 * vouch for it. The server overwrites any copy of the header a client sends. Without that server in front
 * (a bare `next start`), the address is unknown and src/features/inquiries/intake/rate-limit.ts falls back to a shared guard.
 */
export function clientIp(request: Pick<Request, 'headers'>): string {
  const address = request.headers.get(clientAddressHeader)?.trim()
  return address ? address.slice(0, 64) : 'unknown'
}

/** The key per-visitor limits count under: the address, an IPv6 address by its /64 network. */
export function clientKey(request: Pick<Request, 'headers'>): string {
  const address = clientIp(request)
  return address === 'unknown' ? address : rateLimitKeyOf(address)
}

/** A keyed hash of the address, stored with the inquiry for abuse investigation (never the address). */
export function clientIpHash(ip: string, secret = process.env.PAYLOAD_SECRET || ''): string {
  return createHmac('sha256', secret).update(ip).digest('hex').slice(0, 32)
}
