import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

export function isSameSitePost(headers: IncomingHttpHeaders, siteUrl?: string): boolean
export function refuseCrossSitePost(req: IncomingMessage, res: ServerResponse): boolean
