import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'
import { countDueAndLate, promiseListUrl } from './promise-queries'
import { promiseTexts } from './promise-texts'

/**
 * On the dashboard's new-inquiries widget: "Dnes k vyřízení: N · Po termínu: M", each number
 * linking to exactly those inquiries. Counted with the signed-in user's access when the page
 * loads; nothing for anyone who may not read inquiries.
 */
export async function PromiseDueSummary({
  payload,
  user,
  language,
}: {
  payload: Payload
  user: TypedUser | null | undefined
  language: 'cs' | 'en'
}) {
  const now = new Date()
  const counts = await countDueAndLate(payload, now, user ?? null)
  if (!counts) return null
  const admin = payload.config.routes.admin
  return (
    <p data-testid="promise-due-summary" style={{ margin: '0 0 calc(var(--base) / 4)' }}>
      <Link href={promiseListUrl(admin, 'dueToday', now)}>
        {promiseTexts.dueToday[language]}: <strong>{counts.dueToday}</strong>
      </Link>
      {' · '}
      <Link href={promiseListUrl(admin, 'late', now)} style={counts.late > 0 ? { color: 'var(--theme-error-600)' } : undefined}>
        {promiseTexts.late[language]}: <strong>{counts.late}</strong>
      </Link>
    </p>
  )
}
