import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { sitePayload } from '@/platform/payload'
import { secondFactorPending } from './account'
import { secondFactorPath, secondFactorRoute } from './endpoints'
import { secondFactorLanguage, secondFactorTexts } from './texts'

/**
 * The one guard every page of the admin and every server function passes through (issue 40): a
 * session that owes its second step sees the second-factor screen and nothing else. Payload's own
 * views refuse such a session through their access rules (gate.ts), but the views the project adds
 * (the lead report, the translation status) are rendered by Payload without that check; guarding
 * here, in the admin's one page and one server-function entry, covers any view added later.
 */

/** What a session that owes its second step may still open: that step, signing in and out. */
const openWhilePending = new Set([secondFactorRoute, '/login', '/logout', '/logout-inactivity', '/forgot', '/reset'])

async function sessionOwesSecondFactor(): Promise<boolean> {
  const payload = await sitePayload()
  const { user } = await payload.auth({ headers: await headers() })
  return secondFactorPending(user)
}

/**
 * For the admin's page: sends a session that owes its second step to the second-factor screen,
 * which leads on to the page asked for once the step is done.
 */
export async function guardAdminPage(segments: string[] | undefined, search: Record<string, string | string[]> = {}): Promise<void> {
  const route = `/${segments?.[0] ?? ''}`
  if (openWhilePending.has(route)) return
  if (!(await sessionOwesSecondFactor())) return
  const query = new URLSearchParams(
    Object.entries(search).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => [name, one])),
  ).toString()
  const asked = `/admin${segments?.length ? `/${segments.join('/')}` : ''}${query ? `?${query}` : ''}`
  redirect(`${secondFactorPath}?${new URLSearchParams({ redirect: asked })}`)
}

/** For the admin's server functions: refuses every one to a session that owes its second step. */
export async function guardServerFunction(): Promise<void> {
  if (!(await sessionOwesSecondFactor())) return
  const language = secondFactorLanguage((await headers()).get('accept-language')?.slice(0, 2).toLowerCase())
  throw new Error(secondFactorTexts[language].required)
}
