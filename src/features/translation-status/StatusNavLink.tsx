import Link from 'next/link'
import type { ServerProps } from 'payload'
import { statusTexts } from './labels'

/** In the admin's side menu for all staff: the translation status. */
export function StatusNavLink({ payload, user, i18n }: ServerProps) {
  if (!user) return null
  const language = i18n.language === 'en' ? 'en' : 'cs'
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/translation-status`} id="nav-translation-status">
      <span className="nav__link-label">{statusTexts.navLink[language]}</span>
    </Link>
  )
}
