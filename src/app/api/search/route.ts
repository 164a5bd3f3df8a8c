import { isLocale, locales } from '@/routing/locales'
import { maxQueryLength } from '@/features/search/normalize'
import { searchSite } from '@/features/search/site-search'

export const dynamic = 'force-dynamic'

const refuse = (field: string, error: string) => Response.json({ error, field }, { status: 400, headers: { 'cache-control': 'no-store' } })

/**
 * GET /api/search?q=…&locale=cs|en|de: the site search's results in one language, best first,
 * with the found words marked as segments. What the search page asks while a visitor types; not
 * counted as a miss (the page's form is). `Server-Timing: search;dur=…` tells the time spent.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  if (!isLocale(locale)) return refuse('locale', `locale must be one of ${locales.join(', ')}`)
  const query = params.get('q') ?? ''
  if (query.trim().length > maxQueryLength) return refuse('q', `q must be at most ${maxQueryLength} characters`)
  const answer = await searchSite(locale, query)
  return Response.json(answer, {
    headers: { 'cache-control': 'no-store', 'server-timing': `search;dur=${answer.took.toFixed(1)}` },
  })
}
