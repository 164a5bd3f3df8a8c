import { publishedContentAccess } from '../access'
import { draftsWithScheduling } from '../scheduling'

/**
 * Pages, procedures, posts and job offers: editors save drafts and publish them (or schedule it),
 * visitors read only the published version.
 */
export const publishedWithDrafts = { versions: draftsWithScheduling, access: publishedContentAccess }
