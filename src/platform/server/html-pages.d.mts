import type { IncomingMessage, ServerResponse } from 'node:http'

export function decodeBody(body: Buffer, contentEncoding: unknown): string | undefined
export function needsScriptHashes(policy: unknown): boolean
export function htmlPages(options?: {
  log?: { error: (fields: object, message: string) => void }
}): (req: IncomingMessage, res: ServerResponse) => void
export function applyHeaders(res: ServerResponse, headers: unknown): void
