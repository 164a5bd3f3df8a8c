import { isCanonicalTarget, seoFieldNames } from '@/cms/fields/common'

/** What a page-like document's SEO area (src/cms/fields/common.ts `seoFields`) asks of its page. */
export interface DocumentSeo {
  /** The whole <title>, replacing "name | clinic". */
  title?: string
  description?: string
  /** robots "noindex, follow": reachable and followed, never listed. */
  noindex: boolean
  /** An absolute https URL or a path on this site, in place of the page's own URL. */
  canonical?: string
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

export function documentSeo(doc: object): DocumentSeo {
  const fields = doc as Record<string, unknown>
  const canonical = text(fields[seoFieldNames.canonical])
  return {
    title: text(fields[seoFieldNames.title]),
    description: text(fields[seoFieldNames.description]),
    noindex: fields[seoFieldNames.noindex] === true,
    // Validated on save; an older invalid value is ignored rather than sent to search engines.
    canonical: canonical && isCanonicalTarget(canonical) ? canonical : undefined,
  }
}
