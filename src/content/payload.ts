import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API for server components; Payload caches the instance itself. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
