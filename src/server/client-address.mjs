// The visitor's address, decided once by our own HTTP server (src/server/serve.mjs) and passed to
// the app in one header that no client can set: the server drops any copy a client sends.
import { isIP } from 'node:net'

/** The only header the app trusts for the client's address. */
export const clientAddressHeader = 'x-clinic-client-address'

/** "::ffff:127.0.0.2" is IPv4 127.0.0.2; anything else is returned as it is (trimmed). */
export function normalizeAddress(address) {
  const value = String(address ?? '').trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  return mapped ? mapped[1] : value
}

/**
 * The address our outermost trusted proxy saw, or the socket's peer when none is configured.
 * Each of our `trustedProxyCount` proxies appends the address it received from to
 * X-Forwarded-For, so with the socket peer (our nearest proxy) at the end of the chain, the entry
 * `trustedProxyCount` places left of it is the visitor; whatever a client wrote further left is
 * ignored. A chain shorter than that did not pass all our proxies: the socket peer is used.
 */
export function clientAddressOf(socketAddress, forwardedFor, trustedProxyCount = 0) {
  const peer = normalizeAddress(socketAddress)
  const proxies = Math.max(0, Math.floor(Number(trustedProxyCount) || 0))
  if (proxies === 0) return peer || 'unknown'
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : String(forwardedFor ?? '')
  const chain = [...header.split(',').map(normalizeAddress).filter(Boolean), peer]
  const index = chain.length - 1 - proxies
  const candidate = index >= 0 ? chain[index] : peer
  return isIP(candidate) ? candidate : peer || 'unknown'
}

/**
 * The key rate limits count under: an IPv4 address as it is, an IPv6 address by its /64 network
 * (one household or phone gets a whole /64 and could otherwise rotate through it).
 */
export function rateLimitKeyOf(address) {
  const value = normalizeAddress(address)
  if (isIP(value) !== 6) return value
  const [head, tail = ''] = value.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = value.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
