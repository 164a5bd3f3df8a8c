import { type JsonLdNode, serializeJsonLd } from './structured-data'

/** One schema.org node as a JSON-LD script; the content is escaped so it cannot end the script early. */
export function JsonLd({ data }: { data: JsonLdNode }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes <, > and &.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
