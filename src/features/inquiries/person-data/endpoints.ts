import { commitTransaction, type Endpoint, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { adminLanguage } from '@/platform/cms/i18n'
import { localRequestOf } from '@/platform/cms/endpoint-request'
import { recordExport } from '../reception/audit'
import { isPersonDataAdmin } from './access'
import { collectPersonData, countPersonData, inquiryIdsOf, type PersonData, type PersonDataCounts } from './collect'
import { erasePersonData } from './erase'
import { personDataArchive } from './export-file'
import { isPersonInputError, type Person, parsePerson, personQuery } from './person'
import { countsPhrase, personDataTexts as t } from './texts'

/**
 * A patient's data on request, for administrators only (past their second step); anyone else gets a
 * 403, a bad e-mail or phone a 400 naming the field:
 *   GET  /api/inquiries/person-data?email=…&phone=…          what is stored (counts and references)
 *   GET  /api/inquiries/person-data/export?email=…&phone=…   the ZIP for the patient
 *   POST /api/inquiries/person-data/erase   email, phone, inquiryIds (the confirmed ones)
 * The erasure answers JSON to a JSON request, and a form sent from the admin view without script
 * with a 303 back to the view.
 */

export const personDataViewPath = '/person-data'
const noStore = { 'cache-control': 'no-store' }

const failure = (status: number, message: string, field?: string) =>
  Response.json({ errors: [field ? { field, message } : { message }] }, { status, headers: noStore })

const forbidden = (req: PayloadRequest) => failure(403, t.forbidden[adminLanguage(req)])

/** The person the request names, or the 400 answer. */
function personOf(req: PayloadRequest, input: Record<string, unknown>): Person | Response {
  const person = parsePerson(input)
  return isPersonInputError(person) ? failure(400, person.message[adminLanguage(req)], person.field) : person
}

/** For the GET endpoints: the person's data, or the 403 or 400 answer. */
async function askedData(req: PayloadRequest): Promise<PersonData | Response> {
  if (!isPersonDataAdmin(req.user)) return forbidden(req)
  const person = personOf(req, (req.query ?? {}) as Record<string, unknown>)
  if (person instanceof Response) return person
  return collectPersonData(req.payload, person)
}

export const personDataEndpoint: Endpoint = {
  path: '/person-data',
  method: 'get',
  handler: async (req) => {
    const data = await askedData(req)
    if (data instanceof Response) return data
    const counts = countPersonData(data)
    return Response.json(
      {
        counts,
        summary: countsPhrase(counts, adminLanguage(req)),
        inquiryIds: inquiryIdsOf(data),
        inquiries: data.inquiries.map(({ id, reference, kind, createdAt }) => ({ id, reference, kind, createdAt })),
      },
      { headers: noStore },
    )
  },
}

export const personDataExportEndpoint: Endpoint = {
  path: '/person-data/export',
  method: 'get',
  handler: async (req) => {
    const data = await askedData(req)
    if (data instanceof Response) return data
    if (data.inquiries.length === 0) return failure(404, t.nothingFound[adminLanguage(req)])
    const archive = await personDataArchive(data)
    // Who handed out which inquiries is in the audit log before the file leaves.
    const local = await localRequestOf(req)
    const ownTransaction = await initTransaction(local)
    try {
      await recordExport(local, data.inquiries, 'ZIP pro pacienta (GDPR čl. 15)')
      if (ownTransaction) await commitTransaction(local)
    } catch (error) {
      if (ownTransaction) await killTransaction(local)
      throw error
    }
    const date = new Date().toISOString().slice(0, 10)
    return new Response(new Uint8Array(archive), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="osobni-udaje-${date}.zip"`,
        ...noStore,
      },
    })
  },
}

/** The counts in the view's address after an erasure (numbers only, never the person). */
export const erasedParam = (counts: PersonDataCounts) => Object.values(counts).join('-')

async function bodyOf(req: PayloadRequest): Promise<{ body: Record<string, unknown>; wantsJson: boolean }> {
  const wantsJson = (req.headers.get('content-type') ?? '').includes('application/json')
  const body = wantsJson
    ? ((await req.json?.().catch(() => ({}))) ?? {})
    : Object.fromEntries((await req.formData?.().catch(() => new FormData())) ?? new FormData())
  return { body: body as Record<string, unknown>, wantsJson }
}

export const personDataEraseEndpoint: Endpoint = {
  path: '/person-data/erase',
  method: 'post',
  handler: async (req) => {
    if (!isPersonDataAdmin(req.user)) return forbidden(req)
    const { body, wantsJson } = await bodyOf(req)
    const language = adminLanguage(req)
    const view = `${req.payload.config.routes.admin}${personDataViewPath}`
    const backToView = (query: URLSearchParams) =>
      new Response(null, { status: 303, headers: { location: `${view}?${query}`, ...noStore } })
    const person = personOf(req, body)
    if (person instanceof Response) return wantsJson ? person : backToView(new URLSearchParams())
    const expected = typeof body.inquiryIds === 'string' ? body.inquiryIds : ''
    if (!/^\d+(,\d+)*$/.test(expected)) {
      const message = language === 'cs' ? 'Chybí potvrzené poptávky (inquiryIds).' : 'The confirmed inquiries (inquiryIds) are missing.'
      return wantsJson ? failure(400, message, 'inquiryIds') : backToView(personQuery(person))
    }
    const result = await erasePersonData(await localRequestOf(req), person, expected)
    if ('erased' in result) {
      if (!wantsJson) return backToView(new URLSearchParams({ erased: erasedParam(result.erased) }))
      return Response.json({ erased: result.erased, summary: countsPhrase(result.erased, language) }, { headers: noStore })
    }
    const problem = 'changed' in result ? 'changed' : 'nothing'
    if (!wantsJson) return backToView(new URLSearchParams([...personQuery(person), ['problem', problem]]))
    return 'changed' in result ? failure(409, t.changed[language], 'inquiryIds') : failure(404, t.nothingToErase[language])
  },
}
