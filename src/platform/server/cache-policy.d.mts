import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

export const privateAnswer: string
export const pageSharedSeconds: number
export const pageStaleSeconds: number
export const pageOutageSeconds: number
export const pageCacheControl: string
export const immutableCacheControl: string
export const rootFileCacheControl: string
export function isPersonalRequest(headers: IncomingHttpHeaders): boolean
export function cacheControlFor(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  answer: { status: number; cacheControl?: unknown; setsCookie?: boolean },
): string | undefined
export function applyCachePolicy(req: IncomingMessage, res: ServerResponse): void
