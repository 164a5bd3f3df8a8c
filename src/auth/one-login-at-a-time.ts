/**
 * Payload records a login's session by reading the account's list of sessions and writing it back
 * with the new one added; two logins to one account at the same moment (two receptionists sharing
 * an account, or two browser tabs) would each write their own list, and the session of one would
 * be lost — that person is logged out at their next click. Logins to one account therefore run
 * one after another in this process. (Across instances the window stays as Payload leaves it: it
 * is milliseconds wide, and the cost is one repeated login.)
 */
const pendingLogins = new Map<string, Promise<unknown>>()

export async function oneLoginAtATime<T>(email: string, login: () => Promise<T>): Promise<T> {
  const previous = pendingLogins.get(email) ?? Promise.resolve()
  const current = previous.catch(() => undefined).then(login)
  pendingLogins.set(email, current)
  try {
    return await current
  } finally {
    // The last login in the chain clears it, so the map holds only accounts being logged into.
    if (pendingLogins.get(email) === current) pendingLogins.delete(email)
  }
}
