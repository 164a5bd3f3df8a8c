import type { IncomingMessage, ServerResponse } from 'node:http'

export function mayBePage(req: Pick<IncomingMessage, 'url' | 'headers'>): boolean
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined
export function htmlPages(): (req: IncomingMessage, res: ServerResponse) => void
