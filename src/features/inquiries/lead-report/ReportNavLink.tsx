import Link from 'next/link'
import type { ServerProps } from 'payload'
import { isInquiryStaffUser } from '../access'
import { reportTexts } from './labels'

/** In the admin's side menu for admin and reception (not editors): the lead report. */
export function ReportNavLink({ payload, user, i18n }: ServerProps) {
  if (!isInquiryStaffUser(user)) return null
  const language = i18n.language === 'en' ? 'en' : 'cs'
  return (
    <Link className="nav__link" href={`${payload.config.routes.admin}/lead-report`} id="nav-lead-report">
      <span className="nav__link-label">{reportTexts.navLink[language]}</span>
    </Link>
  )
}
