import { passedSecondFactor } from '@/auth/second-factor/gate'

/** The go-live checklist and its test e-mail are the administrators' (past their second step). */
export function isGoLiveAdmin(user: unknown): boolean {
  return (user as { role?: string } | null | undefined)?.role === 'admin' && passedSecondFactor({ user: user as never })
}
