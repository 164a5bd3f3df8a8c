import { createHmac } from 'node:crypto'

/**
 * The client address for rate limiting. A route handler cannot see the socket, and Next.js only
 * fills `x-forwarded-for` when the client did not send one, so the header is client-controlled
 * unless a proxy we run rewrites it. With TRUSTED_PROXY_COUNT = n > 0 (the number of our proxies
 * in front of the app, each appending the address it saw) the n-th entry from the right is the
 * address our outermost proxy saw: anything a client prepends is ignored. With 0 (the default)
 * the header is ignored entirely and the client is unknown: rateLimit.ts then applies a shared
 * flood guard instead of the per-client limits.
 */
export function clientIp(request: Request, env: Record<string, string | undefined> = process.env): string {
  const trustedProxies = Math.max(0, Math.floor(Number(env.TRUSTED_PROXY_COUNT) || 0))
  if (trustedProxies === 0) return 'unknown'
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Fewer entries than proxies: the request did not come through all of them.
  if (chain.length < trustedProxies) return 'unknown'
  return chain[chain.length - trustedProxies].slice(0, 64)
}

/** A keyed hash of the address, stored with the inquiry for abuse investigation (never the address). */
export function clientIpHash(ip: string, secret = process.env.PAYLOAD_SECRET || ''): string {
  return createHmac('sha256', secret).update(ip).digest('hex').slice(0, 32)
}
