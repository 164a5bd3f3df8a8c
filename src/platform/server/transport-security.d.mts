import type { ServerResponse } from 'node:http'

export const hstsValue: string
export function servesHttpsOnly(siteUrl?: string): boolean
export function applyTransportSecurity(res: ServerResponse, httpsOnly?: boolean): void
