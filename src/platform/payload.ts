import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The site's Payload config and this process's Payload instance, for the code below the config.
 * The config imports every collection, hook and endpoint, so this module is the one place below it
 * that imports it back (src/app and src/instrumentation.ts, above it, import it themselves).
 */
export const siteConfig = config

/** The Payload Local API of this process; Payload makes the instance once and caches it. */
export function sitePayload(): Promise<Payload> {
  return getPayload({ config })
}
