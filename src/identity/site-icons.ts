import 'server-only'
import { createHash } from 'node:crypto'
import type { Media } from '@/payload-types'
import { payloadClient } from '@/content/payload'
import { type IconFile, renderIcon } from './icons'
import { readMediaFile } from './stored-image'

/** The logo in Settings, populated, or null. */
async function settingsLogo(): Promise<Media | null> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'settings', depth: 1, overrideAccess: false })
  const logo = settings.logo
  return logo && typeof logo === 'object' && logo.filename ? logo : null
}

/** Rendered icons by version; a handful of files, each a few KB. */
const rendered = new Map<string, { body: Buffer; contentType: string }>()
const maxRendered = 24

/**
 * An icon as a response for its stable URL (/favicon-32.png …). Its ETag names the logo's version
 * (document, file and last change), so a browser's copy is confirmed with a 304 until staff change
 * the logo in Settings, and then the next request gets the new one: no build, no revalidation.
 */
export async function iconResponse(file: IconFile, request: Request): Promise<Response> {
  const logo = await settingsLogo()
  const version = logo ? `logo:${logo.id}:${logo.filename}:${logo.updatedAt}` : 'neutral'
  const etag = `"${createHash('sha256').update(`${file}|${version}`).digest('base64url').slice(0, 22)}"`
  const headers = {
    ETag: etag,
    // Short, then confirmed by ETag: a changed logo reaches browsers within minutes.
    'Cache-Control': 'public, max-age=300, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  let icon = rendered.get(etag)
  if (!icon) {
    const bytes = logo?.filename ? await readMediaFile(logo.filename) : null
    // A logo whose file is gone or unreadable gives the neutral icon, uncached, rather than no icon.
    const fromLogo = bytes ? await renderIcon(file, bytes).catch(() => null) : null
    icon = fromLogo ?? (await renderIcon(file, null))
    if (fromLogo || !logo) {
      if (rendered.size >= maxRendered) rendered.delete(rendered.keys().next().value as string)
      rendered.set(etag, icon)
    }
  }
  return new Response(new Uint8Array(icon.body), { headers: { ...headers, 'Content-Type': icon.contentType } })
}
