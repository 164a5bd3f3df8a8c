import { publishedContentAccess } from '@/platform/cms/access'
import { draftsWithScheduling } from '@/platform/cms/scheduling'

/**
 * Pages, procedures, posts and job offers: editors save drafts and publish them (or schedule it),
 * visitors read only the published version.
 */
export const publishedWithDrafts = { versions: draftsWithScheduling, access: publishedContentAccess }
