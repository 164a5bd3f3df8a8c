import Link from 'next/link'
import type { ServerProps } from 'payload'
import { isPersonDataAdmin } from './access'
import { personDataTexts } from './texts'

/** In the admin's side menu for administrators only: a patient's data on request. */
export function PersonDataNavLink({ payload, user, i18n }: ServerProps) {
  if (!isPersonDataAdmin(user)) return null
  const language = i18n.language === 'en' ? 'en' : 'cs'
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/person-data`} id="nav-person-data">
      <span className="nav__link-label">{personDataTexts.navLink[language]}</span>
    </Link>
  )
}
