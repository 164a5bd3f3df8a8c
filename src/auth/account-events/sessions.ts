import type { PayloadRequest } from 'payload'
import { passedSessions } from '../second-factor/account'

type StoredAccount = { id: number | string; sessions?: { id: string }[] | null; secondFactorSessions?: unknown }

/**
 * Ends every session of the account but the one making the change (when it is the account's own):
 * whoever else was signed in — a stolen session among them — must sign in again, with the password.
 */
export async function endOtherSessions(req: PayloadRequest, id: number | string): Promise<void> {
  const account = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })) as StoredAccount | null
  if (!account) return
  const user = req.user as { id?: unknown; collection?: string; _sid?: string } | null
  const own = user?.collection === 'users' && String(user.id) === String(id) ? user._sid : undefined
  const sessions = (account.sessions ?? []).filter((session) => own !== undefined && session.id === own)
  const secondFactorSessions = passedSessions(account).filter((sid) => sid === own)
  // The whole stored row, as Payload's own revokeSession writes it: sessions are an array, which the
  // adapter writes by upserting the row, so every required column must be there.
  await req.payload.db.updateOne({ collection: 'users', id, data: { ...account, sessions, secondFactorSessions }, req, returning: false })
}
