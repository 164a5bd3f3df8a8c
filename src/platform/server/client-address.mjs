// The visitor's address, decided once by our own HTTP server (src/platform/server/serve.mjs) and passed to
// the app in one header that no client can set: the server drops any copy a client sends.
import { isIP } from 'node:net'
import proxyaddr from 'proxy-addr'

/** The only header the app trusts for the client's address. */
export const clientAddressHeader = 'x-clinic-client-address'

/** "::ffff:127.0.0.2" is IPv4 127.0.0.2; anything else is returned as it is (trimmed). */
export function normalizeAddress(address) {
  const value = String(address ?? '').trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  return mapped ? mapped[1] : value
}

/**
 * Which peers are our proxies (TRUSTED_PROXIES): addresses, CIDR ranges and proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`), comma-separated. Unset or empty: none, the socket's
 * peer is the visitor. An entry that is not an address throws, naming it (the server refuses to start).
 */
export function trustedProxies(setting) {
  const entries = String(setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return () => false
  try {
    return proxyaddr.compile(entries)
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${error.message} (expected addresses or ranges such as 127.0.0.1, 10.0.0.0/8, loopback)`)
  }
}

/**
 * The visitor's address: the socket's peer, unless that peer is one of our proxies; then the
 * address that proxy appended to X-Forwarded-For, and so on while the entries are our proxies
 * (proxy-addr). Trust goes by the sender's address, not by a count of entries: a client that
 * reaches an instance directly cannot choose its address by sending the header.
 */
export function clientAddressOf(socketAddress, forwardedFor, trust = () => false) {
  const peer = normalizeAddress(socketAddress)
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor
  const request = { socket: { remoteAddress: peer }, headers: header ? { 'x-forwarded-for': header } : {} }
  const candidate = normalizeAddress(peer ? proxyaddr(request, trust) : '')
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
