import { anyone, isContentStaff } from '@/platform/cms/access'
import { adminGroups } from '@/platform/cms/i18n'

/** Every global (settings, home sections): under "Site and settings"; everyone reads it, admins and editors change it. */
export const siteGlobal = { admin: { group: adminGroups.site }, access: { read: anyone, update: isContentStaff } }
