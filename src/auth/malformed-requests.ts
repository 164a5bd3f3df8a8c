import { nestsDeeperThan, tooDeepMessage } from '@/security/json-depth'
import { isUploadFileRequest } from './missing-upload-file'

const bodyMethods = new Set(['POST', 'PATCH', 'PUT'])

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

/** A file name no stored file has: a control character (`%00`), a slash or backslash, or a dot segment. */
function isImpossibleFileName(name: string): boolean {
  for (let index = 0; index < name.length; index++) if (name.charCodeAt(index) < 0x20 || name.charCodeAt(index) === 0x7f) return true
  return /[/\\]/.test(name) || name === '.' || name === '..'
}

/**
 * Requests Payload would answer 500 for, answered 400 naming the problem before it sees them: an
 * upload file name with a NUL byte (Node's file system throws on it) and a JSON body nested so
 * deep that the code walking it fails (src/security/json-depth.ts).
 */
export async function malformedRequestAnswer(request: Request, segments: string[]): Promise<Response | undefined> {
  if (request.method.toUpperCase() === 'GET' && isUploadFileRequest(segments) && isImpossibleFileName(segments[2])) {
    return badRequest('The file name is not valid: it holds a control character, a slash or a dot segment.')
  }
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (bodyMethods.has(request.method.toUpperCase()) && mediaType === 'application/json') {
    if (nestsDeeperThan(await request.clone().text())) return badRequest(tooDeepMessage)
  }
  return undefined
}
