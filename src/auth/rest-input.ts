import type { Collection, Payload } from 'payload'
import { effectiveMethod } from './anonymous-writes'

/**
 * Input Payload's REST routes would answer 500 (or 501) for, refused before Payload sees it (issue
 * 40, point 5): the routes and parameters are read from Payload's own configuration, so a new
 * collection, global or endpoint is checked the same way.
 */

const json = (status: number, message: string, field?: string) =>
  Response.json({ errors: [{ message, ...(field ? { field } : {}) }] }, { status, headers: { 'cache-control': 'no-store' } })

/** Payload's query operators (payload/types Operator); `near`, `within` and `intersects` only for point fields. */
const operators = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const pointOperators = new Set(['near', 'within', 'intersects'])

type Endpoint = { method: string; path: string }

/** The route parameters of `segments` by an endpoint's pattern (`/:id`, `/versions/:id`, `/paste-url/:id?`), as Payload matches them. */
function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  if (segments.length > parts.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (index >= segments.length) {
        if (optional) continue
        return null
      }
      params[part.slice(1).replace(/\?$/, '')] = segments[index]
    } else if (segments[index] !== part) return null
  }
  return params
}

/** The first endpoint of the list Payload would run for this method and path, with its parameters (Payload takes the first match). */
function matchedParams(endpoints: Endpoint[], method: string, segments: string[]): Record<string, string> | null {
  for (const endpoint of endpoints) {
    if (endpoint.method.toUpperCase() !== method) continue
    const params = matchPattern(endpoint.path, segments)
    if (params) return params
  }
  return null
}

/** The operator of a bracketed where parameter (`where[or][0][title][like]` → like); the token after the field path. */
function operatorsOf(params: URLSearchParams): { key: string; operator: string }[] {
  const found: { key: string; operator: string }[] = []
  for (const key of params.keys()) {
    if (!key.startsWith('where[')) continue
    const tokens = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]).filter((token) => token !== '' && !/^\d+$/.test(token))
    const last = tokens.at(-1) ?? ''
    found.push({ key, operator: last })
  }
  return found
}

async function hasBody(request: Request): Promise<boolean> {
  const length = request.headers.get('content-length')
  if (length !== null) return Number(length) > 0
  return (await request.clone().arrayBuffer()).byteLength > 0
}

/** limit and page: whole numbers Payload and the database can hold (a 20-digit limit failed in SQLite). */
const wholeNumber = /^\d{1,9}$/

/**
 * The answer to a REST request whose route or parameters cannot be right, or undefined: a
 * collection Payload serves no REST API for (its migrations: Payload answered 501), versions of a
 * collection or global that keeps none, a document id that is not an id of its collection (text,
 * 1e309: Payload handed NaN or Infinity to the database), and list parameters that break its
 * queries (a `where` that is not an object, an operator it does not have, a limit beyond any
 * count).
 */
export async function restInputRefusal(payload: Payload, request: Request, segments: string[]): Promise<Response | undefined> {
  const method = effectiveMethod(request)
  const [first, second] = segments
  const isGlobal = first === 'globals'
  const collection: Collection | undefined = isGlobal ? undefined : (payload.collections as Record<string, Collection>)[first]
  const global = isGlobal ? payload.config.globals.find((each) => each.slug === second) : undefined
  const config = collection?.config ?? global
  if (!config) return undefined
  const slug = config.slug
  if (config.endpoints === false) return json(404, `There is no REST API for "${slug}".`)
  const rest = segments.slice(isGlobal ? 2 : 1)
  if (rest[0] === 'versions' && !config.versions) return json(404, `"${slug}" keeps no versions.`)

  if (collection) {
    const params = matchedParams(collection.config.endpoints || [], method, rest)
    const idType = collection.customIDType ?? payload.db.defaultIDType
    if (params?.id !== undefined && idType === 'number' && !/^\d{1,15}$/.test(params.id)) {
      return json(404, `No document of "${slug}" has the id "${params.id.slice(0, 64)}": its ids are whole numbers.`, 'id')
    }
  }
  // Payload's own saves (a new document, a document by id, a global) read a JSON object or the
  // admin's multipart form; anything else reached its hooks as no data at all (500).
  const isSave =
    ['POST', 'PATCH', 'PUT'].includes(method) && (rest.length === 0 || (collection !== undefined && rest.length === 1 && method !== 'POST'))
  if (isSave && (await hasBody(request))) {
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
    if (mediaType === 'application/json') {
      let data: unknown
      try {
        data = JSON.parse(await request.clone().text())
      } catch {}
      if (!data || typeof data !== 'object' || Array.isArray(data))
        return json(400, 'The JSON body must be an object of the fields to save.', 'body')
    } else if (mediaType !== 'multipart/form-data') {
      return json(415, "Send the fields to save as JSON (application/json) or as the admin's form (multipart/form-data).", 'content-type')
    }
  }

  const query = new URL(request.url).searchParams
  for (const name of ['limit', 'page']) {
    const value = query.get(name)
    if (value !== null && value !== '' && !wholeNumber.test(value))
      return json(400, `${name} must be a whole number (at most 9 digits).`, name)
  }
  const where = query.get('where')
  if (where !== null) {
    let parsed: unknown
    try {
      parsed = JSON.parse(where)
    } catch {}
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return json(400, 'where must be an object: where[field][operator]=value (or that object as JSON).', 'where')
  }
  const hasPoints = collection?.config.flattenedFields.some((field: { type: string }) => field.type === 'point') ?? false
  for (const { key, operator } of operatorsOf(query)) {
    if (operators.has(operator) || (hasPoints && pointOperators.has(operator))) continue
    return json(
      400,
      `${key.slice(0, 100)}: "${operator.slice(0, 40)}" is not a query operator here; use one of ${[...operators].join(', ')}.`,
      'where',
    )
  }
  return undefined
}
