import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Collection, Payload } from 'payload'

/** GET /api/{collection}/file/{filename}: Payload's route for the files of an upload collection. */
export function isUploadFileRequest(segments: string[]): boolean {
  return segments.length === 3 && segments[1] === 'file'
}

async function isMissing(file: string): Promise<boolean> {
  try {
    await stat(file)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT'
  }
}

function corsHeadersOf(answer: Response): Headers {
  const headers = new Headers()
  for (const [name, value] of answer.headers) if (name.startsWith('access-control-') || name === 'vary') headers.set(name, value)
  return headers
}

/**
 * Payload answers 500 ("Something went wrong.") when an upload's file is not on the disk. It does
 * so only after its read-access check, so anyone who gets that far may learn the file is missing:
 * the answer becomes 404. A caller without access has had its 401/403 already, whether the file
 * exists or not, so an inquiry photo's existence stays hidden.
 */
export async function missingFileAsNotFound(payload: Payload, segments: string[], answer: Response): Promise<Response> {
  if (answer.status !== 500) return answer
  const [slug, , filename] = segments
  const upload = (payload.collections as Record<string, Collection | undefined>)[slug]?.config.upload
  if (!upload) return answer
  const dir = path.resolve(/* turbopackIgnore: true */ upload.staticDir || slug)
  const file = path.resolve(dir, filename)
  if (!file.startsWith(dir + path.sep) || !(await isMissing(file))) return answer
  await answer.body?.cancel()
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: corsHeadersOf(answer) })
}
