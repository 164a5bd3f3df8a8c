import { nestsDeeperThan, tooDeepMessage } from '@/platform/security/json-depth'
import { isUploadFileRequest } from './missing-upload-file'

const bodyMethods = new Set(['POST', 'PATCH', 'PUT'])

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

/** A file name no stored file has: a control character (`%00`), a slash or backslash, a dot segment, or over 255 bytes (the file system's limit). */
function isImpossibleFileName(name: string): boolean {
  if (Buffer.byteLength(name) > 255) return true
  for (let index = 0; index < name.length; index++) if (name.charCodeAt(index) < 0x20 || name.charCodeAt(index) === 0x7f) return true
  return /[/\\]/.test(name) || name === '.' || name === '..'
}

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * Requests Payload would answer 500 for, answered 400 naming the problem before it sees them: an
 * upload file name with a NUL byte or over 255 bytes (Node's file system throws on it), a JSON body
 * nested so deep that the code walking it fails (src/platform/security/json-depth.ts), and one that does not parse.
 */
export async function malformedRequestAnswer(request: Request, segments: string[]): Promise<Response | undefined> {
  if (request.method.toUpperCase() === 'GET' && isUploadFileRequest(segments) && isImpossibleFileName(segments[2])) {
    return badRequest('The file name is not valid: it holds a control character, a slash or a dot segment, or is over 255 bytes long.')
  }
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (bodyMethods.has(request.method.toUpperCase()) && mediaType === 'application/json') {
    const text = await request.clone().text()
    if (nestsDeeperThan(text)) return badRequest(tooDeepMessage)
    // Payload refuses broken JSON itself, except in a read sent as POST (its method override), where it failed with 500.
    if (text.trim() !== '' && !parses(text)) return badRequest('The body is not valid JSON.')
  }
  return undefined
}
