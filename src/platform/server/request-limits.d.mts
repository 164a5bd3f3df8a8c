import type { IncomingMessage, ServerResponse } from 'node:http'

export const maxUrlLength: number
export const inquiryPhotosBytes: number
export const staffUploadBytes: number
export type BodyLimit = { family: string; pattern: RegExp; bytes: number; seconds: number }
export const bodyLimits: BodyLimit[]
export function bodyLimitFor(pathname: string): BodyLimit
export function refuseOversizedRequest(req: IncomingMessage, res: ServerResponse): boolean
export function answerUnread(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string): void
