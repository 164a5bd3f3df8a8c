import { Readable } from 'node:stream'
import type { Endpoint, PayloadRequest } from 'payload'
import { passedSecondFactor } from '@/auth/second-factor/gate'
import { refreshSiteInRequest } from '@/platform/cache/revalidate'
import { adminLanguage, type AdminText } from '@/platform/cms/i18n'
import { packageTexts, refusalMessage, reportAnswer } from './admin-texts'
import { packArchiveStream } from './archive'
import { exportPackageLazily, MissingStoredFileError } from './export'
import { importPackage, PackageError } from './import'

/**
 * The content package from the admin (issue 42), for administrators; the terminal's
 * `npm run content:export` / `content:import` do the same (cli.ts).
 * - GET  /api/content-package/export  the .tar.gz, streamed as it is written;
 * - POST /api/content-package/check   (body: the .tar.gz) the dry run's report, nothing written;
 * - POST /api/content-package/import  (body: the same file) checks it again (a refusal is a 4xx
 *   JSON), then imports it in one transaction, answering with one JSON line per step: progress,
 *   then the report or the error. The progress travels in the import's own response, so it works
 *   behind any number of instances: no job or state shared between them, and the transaction lives
 *   exactly as long as the request.
 */

/** The import reads the package into memory (import.ts), so the site takes packages up to this size. */
const defaultMaxMegabytes = 512
export const maxPackageMegabytes = () => Number(process.env.CONTENT_PACKAGE_MAX_MB) || defaultMaxMegabytes

const noStore = { 'cache-control': 'no-store' }

function errorAnswer(req: PayloadRequest, status: number, message: AdminText | string, extra: Record<string, unknown> = {}): Response {
  const text = typeof message === 'string' ? message : message[adminLanguage(req)]
  return Response.json({ errors: [{ message: text, ...extra }] }, { status, headers: noStore })
}

const isAdministrator = (req: PayloadRequest) =>
  (req.user as { role?: string } | null | undefined)?.role === 'admin' && passedSecondFactor(req)

/** The uploaded package (the request body), read up to the limit, or the 4xx answer naming the problem. */
async function readUpload(req: PayloadRequest): Promise<Buffer | Response> {
  const megabytes = maxPackageMegabytes()
  const limit = megabytes * 1024 * 1024
  if (Number(req.headers.get('content-length') ?? 0) > limit) return errorAnswer(req, 413, packageTexts.tooLarge(megabytes))
  const chunks: Buffer[] = []
  let size = 0
  if (req.body) {
    const reader = req.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength
      if (size > limit) {
        await reader.cancel()
        return errorAnswer(req, 413, packageTexts.tooLarge(megabytes))
      }
      chunks.push(Buffer.from(chunk.value))
    }
  }
  if (size === 0) return errorAnswer(req, 400, packageTexts.noFile)
  return Buffer.concat(chunks)
}

/** A refused package: 400 when the file is not a package at all, 422 when it is one this site cannot take. */
function refusal(req: PayloadRequest, error: PackageError): Response {
  const status = error.reason === 'archive' || error.reason === 'format' ? 400 : 422
  return errorAnswer(req, status, refusalMessage(error, adminLanguage(req)), { reason: error.reason })
}

async function checked(req: PayloadRequest): Promise<{ archive: Buffer; report: Awaited<ReturnType<typeof importPackage>> } | Response> {
  if (!isAdministrator(req)) return errorAnswer(req, 403, packageTexts.forbidden)
  const archive = await readUpload(req)
  if (archive instanceof Response) return archive
  try {
    return { archive, report: await importPackage(req.payload, archive, { dryRun: true }) }
  } catch (error) {
    if (error instanceof PackageError) return refusal(req, error)
    throw error
  }
}

export const contentPackageEndpoints: Endpoint[] = [
  {
    path: '/content-package/export',
    method: 'get',
    handler: async (req) => {
      if (!isAdministrator(req)) return errorAnswer(req, 403, packageTexts.forbidden)
      let lazyPackage: Awaited<ReturnType<typeof exportPackageLazily>>
      try {
        lazyPackage = await exportPackageLazily(req.payload)
      } catch (error) {
        // Every stored file is read for its checksum before the first byte goes out: a missing one is named here, not cut off mid-download.
        if (error instanceof MissingStoredFileError)
          return errorAnswer(req, 409, packageTexts.missingFile(error.collection, error.key, error.fileName), { reason: 'missing-file' })
        throw error
      }
      const { names, load } = lazyPackage
      const date = new Date().toISOString().slice(0, 10)
      const body = Readable.toWeb(packArchiveStream(names, load)) as ReadableStream<Uint8Array>
      return new Response(body, {
        headers: {
          'content-type': 'application/gzip',
          'content-disposition': `attachment; filename="obsah-webu-${date}.tar.gz"`,
          ...noStore,
        },
      })
    },
  },
  {
    path: '/content-package/check',
    method: 'post',
    handler: async (req) => {
      const result = await checked(req)
      if (result instanceof Response) return result
      return Response.json(reportAnswer(req.payload, result.report, adminLanguage(req)), { headers: noStore })
    },
  },
  {
    path: '/content-package/import',
    method: 'post',
    handler: async (req) => {
      const result = await checked(req)
      if (result instanceof Response) return result
      const language = adminLanguage(req)
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          const send = (line: object) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
          try {
            const report = await importPackage(req.payload, result.archive, {
              onProgress: (progress) => send({ type: 'progress', ...progress }),
            })
            // The import's saves skip the per-document refresh (one transaction): the whole site is refreshed once.
            try {
              refreshSiteInRequest()
            } catch {
              // Outside a Next request (tests): nothing is cached to refresh.
            }
            send({ type: 'done', report: reportAnswer(req.payload, report, language) })
          } catch (error) {
            req.payload.logger.error({ err: error }, 'Content package import from the admin failed')
            const message = error instanceof PackageError ? refusalMessage(error, language) : packageTexts.failed[language]
            send({ type: 'error', message })
          }
          controller.close()
        },
      })
      return new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', ...noStore } })
    },
  },
]
