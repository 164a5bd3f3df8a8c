/**
 * Whether an error says that something this server depends on is down or refusing work — the
 * database (PostgreSQL or SQLite), the disk, object storage or the network to them — rather than
 * that our code is wrong. The first is a 503 ("try again later"), the second a 500.
 */

// Node's network and disk errors.
const failingSystemCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
])

// PostgreSQL's SQLSTATE classes: 08 connection exception, 53 insufficient resources,
// 57P admin shutdown / crash shutdown / cannot connect now; 40001/40P01 a lost serialization race.
const failingSqlState = /^(08|53|57P|40001$|40P01$)/

const failingMessages = [
  /SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN)/,
  /database is locked|attempt to write a readonly database|database or disk is full|disk I\/O error/i,
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i,
  /the database system is (shutting down|starting up|in recovery mode)/i,
  /connect ECONNREFUSED|socket hang up/i,
]

type ErrorLike = { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; $metadata?: { httpStatusCode?: number } }

function failsOnItsOwn(error: ErrorLike): boolean {
  if (typeof error.code === 'string' && (failingSystemCodes.has(error.code) || failingSqlState.test(error.code))) return true
  // The AWS SDK's answers: an S3 server error, a timeout, or a bucket that is missing or refuses our keys.
  const status = error.$metadata?.httpStatusCode
  if (typeof status === 'number' && (status >= 500 || status === 403 || error.name === 'NoSuchBucket')) return true
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true
  const message = typeof error.message === 'string' ? error.message : ''
  return failingMessages.some((pattern) => pattern.test(message))
}

export function isDependencyFailure(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as ErrorLike).cause) {
    seen.add(current)
    if (failsOnItsOwn(current as ErrorLike)) return true
    // AggregateError (a connection tried on several addresses) holds its reasons in `errors`.
    const reasons = (current as { errors?: unknown }).errors
    if (Array.isArray(reasons) && reasons.some((reason) => isDependencyFailure(reason))) return true
  }
  return false
}
