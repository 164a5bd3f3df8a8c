import { passedSecondFactor } from '@/auth/second-factor/gate'

/** A patient's data on request is the administrators' (past their second step), never reception's or editors'. */
export function isPersonDataAdmin(user: unknown): boolean {
  return (user as { role?: string } | null | undefined)?.role === 'admin' && passedSecondFactor({ user: user as never })
}
