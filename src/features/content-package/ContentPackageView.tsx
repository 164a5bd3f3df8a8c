import type { AdminViewServerProps, ServerProps } from 'payload'
import { AdminViewFrame } from '@/platform/cms/admin-layout/AdminViewFrame'
import Link from 'next/link'
import { tx } from '@/platform/cms/i18n'
import { packageTexts } from './admin-texts'
import { ContentPackagePanel } from './ContentPackagePanel'

const title = tx('Balíček obsahu', 'Content package')
/** Payload's own spacing under the title, as its views have. */
const styles = '.content-package h1 { margin-bottom: var(--base); }'
const isAdministrator = (user: unknown) => (user as { role?: string } | null | undefined)?.role === 'admin'

/**
 * "Balíček obsahu", a custom admin view at /admin/content-package (issue 42): the content package
 * of `npm run content:export` / `content:import`, from the admin. Administrators only; anyone
 * else gets a sentence (the endpoints refuse them too).
 */
export function ContentPackageView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n?.language === 'en' ? 'en' : 'cs'
  return (
    <AdminViewFrame view={{ initPageResult, params, searchParams }} name="content-package" title={title[language]} styles={styles}>
      {isAdministrator(req.user) ? <ContentPackagePanel language={language} /> : <p role="alert">{packageTexts.forbidden[language]}</p>}
    </AdminViewFrame>
  )
}

/** In the admin's side menu, for administrators only. */
export function PackageNavLink({ payload, user, i18n }: ServerProps) {
  if (!isAdministrator(user)) return null
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/content-package`} id="nav-content-package">
      <span className="nav__link-label">{title[i18n.language === 'en' ? 'en' : 'cs']}</span>
    </Link>
  )
}
