import { APIError, type CollectionSlug, docAccessOperation, type Endpoint, type PayloadRequest, type Where } from 'payload'
import type { TaskSchedulePublish } from '@/payload-types'
import { locales } from '@/routing/locales'
import { type AdminText, adminLanguage, tx } from '@/platform/cms/i18n'
import { localRequestOf } from '@/platform/cms/endpoint-request'
import { guard } from '@/cms/page-guard/guard'
import { clinicTimeZone, formatWallClock, parseWallClock, pragueInstant } from '@/platform/cms/prague-time'
import { type ScheduledPublication, scheduledPublicationsSegment } from './scheduled-publication'

// Payload's own scheduling task: the jobs runner publishes with it exactly as from Payload's drawer.
const taskSlug = 'schedulePublish'

type JobInput = { type?: string; locale?: string | null; doc?: { relationTo?: string; value?: unknown } }
type Job = { id: number | string; input?: JobInput; waitUntil?: string | null }

const noStore = { 'cache-control': 'no-store' }

function answer(req: PayloadRequest, status: number, text: AdminText, extra: Record<string, unknown> = {}): Response {
  const message = text[adminLanguage(req)]
  const body = status < 300 ? { message, ...extra } : { errors: [{ message, ...extra }] }
  return Response.json(body, { status, headers: noStore })
}

/**
 * The collection and document of the address, once the user may publish that document (the
 * collection's own update access with `_status: published`, as Payload's publish button asks); else
 * the refusal to answer.
 */
async function publishableDocument(req: PayloadRequest): Promise<{ slug: string; id: string } | Response> {
  if (req.headers.get('sec-fetch-site') === 'cross-site') {
    return answer(req, 403, tx('Požadavek z cizího webu byl odmítnut.', 'A request from another site was refused.'))
  }
  const slug = String(req.routeParams?.collection ?? '')
  const id = String(req.routeParams?.id ?? '')
  const collection = req.payload.collections[slug as CollectionSlug]
  const refused = tx(
    'Publikaci tohoto dokumentu mohou plánovat jen ti, kdo ho smějí publikovat.',
    'Only those who may publish this document can schedule its publication.',
  )
  if (!collection || !req.user) return answer(req, 403, refused)
  const document = await req.payload
    .find({
      collection: slug as CollectionSlug,
      where: { id: { equals: id } },
      draft: true,
      depth: 0,
      limit: 1,
      req,
      overrideAccess: false,
    })
    .catch(() => ({ docs: [] }))
  if (document.docs.length === 0) return answer(req, 404, tx('Dokument nebyl nalezen.', 'The document was not found.'))
  const permissions = await docAccessOperation({ id, collection, data: { _status: 'published' }, req })
  if (!permissions.update) return answer(req, 403, refused)
  return { slug, id }
}

/** Payload's scheduling jobs of one document that have not started yet. */
function waitingJobs(slug: string, id: string): Where {
  return {
    and: [
      { taskSlug: { equals: taskSlug } },
      // Stored as text, as Payload's drawer does (its issue #10481).
      { 'input.doc.value': { equals: id } },
      { 'input.doc.relationTo': { equals: slug } },
      { completedAt: { exists: false } },
      { processing: { equals: false } },
      { hasError: { not_equals: true } },
    ],
  }
}

const publicationOf = (job: Job): ScheduledPublication => ({
  id: job.id,
  type: job.input?.type === 'unpublish' ? 'unpublish' : 'publish',
  at: String(job.waitUntil),
  locale: job.input?.locale || null,
})

async function listed(req: PayloadRequest, slug: string, id: string): Promise<ScheduledPublication[]> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: waitingJobs(slug, id),
    sort: 'waitUntil',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (docs as Job[]).map(publicationOf)
}

const typedAtExample = '29. 11. 2026 15:33'

/** The time the editor typed, as the instant it means in Prague; else why not. */
function scheduledInstant(typed: unknown, now: Date): { instant: Date; shown: string } | { refusal: AdminText } {
  const text = typeof typed === 'string' ? typed.trim() : ''
  if (!text) {
    return { refusal: tx(`Zadejte datum a čas, např. ${typedAtExample}.`, `Enter the date and time, e.g. ${typedAtExample}.`) }
  }
  const clock = parseWallClock(text)
  if (!clock) {
    return {
      refusal: tx(
        `„${text}“ není datum a čas. Zadejte den. měsíc. rok hodiny:minuty, např. ${typedAtExample}.`,
        `"${text}" is not a date and time. Enter day. month. year hours:minutes, e.g. ${typedAtExample}.`,
      ),
    }
  }
  const shown = formatWallClock(clock)
  const instant = pragueInstant(clock)
  if (!instant) {
    return {
      refusal: tx(
        `${shown} v Praze není: hodiny se v tu noc posouvají z 2:00 na 3:00. Zvolte jiný čas.`,
        `${shown} does not occur in Prague: the clocks go forward from 2:00 to 3:00 that night. Choose another time.`,
      ),
    }
  }
  if (instant.getTime() <= now.getTime()) {
    return { refusal: tx(`${shown} už uplynulo. Zadejte čas v budoucnosti.`, `${shown} has passed. Enter a time in the future.`) }
  }
  return { instant, shown }
}

async function readBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = await req.json?.()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const listEndpoint: Endpoint = {
  path: `/:id/${scheduledPublicationsSegment}`,
  method: 'get',
  handler: async (req) => {
    const target = await publishableDocument(req)
    if (target instanceof Response) return target
    return Response.json({ publications: await listed(req, target.slug, target.id) }, { headers: noStore })
  },
}

/**
 * Queues Payload's `schedulePublish` job as its own drawer does (same input, `waitUntil` the
 * instant), with the time read on Prague's clock whatever the browser's or the server's zone.
 * Body: `{ type: 'publish' | 'unpublish', at: '29. 11. 2026 15:33', locale?: 'cs' | 'en' | 'de' }`.
 */
const scheduleEndpoint: Endpoint = {
  path: `/:id/${scheduledPublicationsSegment}`,
  method: 'post',
  handler: async (req) => {
    const target = await publishableDocument(req)
    if (target instanceof Response) return target
    const body = await readBody(req)
    const type = body.type ?? 'publish'
    if (type !== 'publish' && type !== 'unpublish') {
      return answer(req, 400, tx('Vyberte, zda dokument publikovat, nebo publikování zrušit.', 'Choose whether to publish or unpublish.'), {
        field: 'type',
      })
    }
    const locale = type === 'publish' && typeof body.locale === 'string' && body.locale ? body.locale : undefined
    if (locale && !(locales as readonly string[]).includes(locale)) {
      return answer(req, 400, tx(`Jazyk „${locale}“ web nemá.`, `The site has no language "${locale}".`), { field: 'locale' })
    }
    const when = scheduledInstant(body.at, new Date())
    if ('refusal' in when) return answer(req, 400, when.refusal, { field: 'at' })
    if (type === 'unpublish') {
      // Refused now, not only when the job runs: a page the site needs (menu, footer, links from
      // published texts) would otherwise fail to go offline at night with nobody told why. The job
      // checks again when it runs, since links may be added meanwhile.
      try {
        await guard(await localRequestOf(req), target.slug, [target.id], 'unpublish')
      } catch (error) {
        if (!(error instanceof APIError) || error.status !== 409) throw error
        return Response.json({ errors: [{ message: error.message, field: 'type' }] }, { status: 409, headers: noStore })
      }
    }
    const user = req.user!
    // Payload's drawer stores the document's id as text (its task turns it back into the id type)
    // and the time zone the time was entered in; the generated input type knows neither.
    const input = {
      type,
      doc: { relationTo: target.slug, value: target.id },
      locale,
      timezone: clinicTimeZone,
      user: { relationTo: user.collection, value: user.id },
    } as unknown as TaskSchedulePublish['input']
    const job = (await req.payload.jobs.queue({ task: taskSlug, input, waitUntil: when.instant, req })) as Job
    const text =
      type === 'publish'
        ? tx(`Naplánováno publikování: ${when.shown} (pražský čas).`, `Publishing scheduled: ${when.shown} (Prague time).`)
        : tx(`Naplánováno zrušení publikování: ${when.shown} (pražský čas).`, `Unpublishing scheduled: ${when.shown} (Prague time).`)
    return answer(req, 201, text, { publication: publicationOf(job) })
  },
}

/** Cancels one waiting publication of this document (one that has started can no longer be). */
const cancelEndpoint: Endpoint = {
  path: `/:id/${scheduledPublicationsSegment}/:publication`,
  method: 'delete',
  handler: async (req) => {
    const target = await publishableDocument(req)
    if (target instanceof Response) return target
    const publication = String(req.routeParams?.publication ?? '')
    const { docs } = await req.payload.delete({
      collection: 'payload-jobs',
      where: { and: [{ id: { equals: publication } }, waitingJobs(target.slug, target.id)] },
      overrideAccess: true,
      req,
    })
    if (docs.length === 0) {
      return answer(
        req,
        404,
        tx(
          'Tato naplánovaná změna už nečeká: mezitím proběhla, nebo ji někdo zrušil.',
          'This scheduled change is no longer waiting: it has run or someone cancelled it.',
        ),
      )
    }
    return answer(req, 200, tx('Naplánovaná změna je zrušena.', 'The scheduled change is cancelled.'))
  },
}

export const scheduledPublicationEndpoints: Endpoint[] = [listEndpoint, scheduleEndpoint, cancelEndpoint]
