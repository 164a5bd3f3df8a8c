import type { Payload } from 'payload'
import type { UploadCollection } from '@/platform/cms/storage'
import { isUploadCollection, uploadFiles } from '@/platform/cms/upload-files'

/** GET /api/{collection}/file/{filename}: Payload's route for the files of an upload collection. */
export function isUploadFileRequest(segments: string[]): boolean {
  return segments.length === 3 && segments[1] === 'file'
}

/** Only a file that is certainly not stored: not a name that could reach outside its folder, nor a storage that did not answer. */
async function isMissing(collection: UploadCollection, filename: string): Promise<boolean> {
  try {
    return (await uploadFiles().size(collection, filename)) === null
  } catch {
    return false
  }
}

function corsHeadersOf(answer: Response): Headers {
  const headers = new Headers()
  for (const [name, value] of answer.headers) if (name.startsWith('access-control-') || name === 'vary') headers.set(name, value)
  return headers
}

/**
 * Payload answers 500 ("Something went wrong.") when an upload's file is not on the disk (the S3
 * adapter answers a missing object with its own 404, and 500 for an empty one). It does so only
 * after its read-access check, so anyone who gets that far may learn the file is missing: the
 * answer becomes 404. A caller without access has had its 401/403 already, whether the file
 * exists or not, so an inquiry photo's existence stays hidden.
 */
export async function missingFileAsNotFound(_payload: Payload, segments: string[], answer: Response): Promise<Response> {
  if (answer.status !== 500) return answer
  const [slug, , filename] = segments
  if (!isUploadCollection(slug) || !(await isMissing(slug, filename))) return answer
  await answer.body?.cancel()
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: corsHeadersOf(answer) })
}
