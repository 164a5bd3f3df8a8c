import { locales } from './locales'

/**
 * First path segments the site itself answers under: the language prefixes (Czech has none, and a
 * typed /cs is redirected away), the admin, the APIs and Next's assets. A page slug there would
 * never be reached, or would hide them.
 */
export const reservedSegments = [...locales, 'admin', 'api', '_next', '_vercel'] as const

/** The reserved segment a path inside a language starts with, if any. */
export function reservedSegmentOf(path: string): string | undefined {
  const first = path.replace(/^\/+/, '').split('/')[0].toLowerCase()
  return (reservedSegments as readonly string[]).includes(first) ? first : undefined
}
