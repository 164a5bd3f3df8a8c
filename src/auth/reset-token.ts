import type { Payload, PayloadRequest } from 'payload'

export type ResetAccount = { id: number | string; email?: string | null; name?: string | null }

/** The account a reset-password token opens: valid and not expired, as Payload's resetPassword looks it up. */
export async function accountByResetToken(payload: Payload, token: unknown, req?: PayloadRequest): Promise<ResetAccount | null> {
  if (typeof token !== 'string' || token === '') return null
  const account = await payload.db.findOne({
    collection: 'users',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
    ...(req ? { req } : {}),
  })
  return (account as ResetAccount | null) ?? null
}
