import type { ServerProps } from 'payload'
import { isDemoExempt } from './account'
import { secondFactorLanguage, secondFactorTexts } from './texts'

/** On every admin page of the demo's own administrator: this account has no second factor, the live site's would. */
export function DemoBanner({ user, i18n }: ServerProps) {
  if (!user || !isDemoExempt(user as { id: number | string; email?: string })) return null
  return (
    <div className="second-factor-demo-banner" role="note">
      {secondFactorTexts[secondFactorLanguage(i18n?.language)].demoBanner}
    </div>
  )
}
