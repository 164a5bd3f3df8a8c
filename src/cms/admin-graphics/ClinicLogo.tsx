import type { Payload } from 'payload'
import type { Media } from '@/payload-types'
import { clinicNameOf } from '@/content/clinic-identity'

type Props = { payload: Payload; i18n?: { language?: string } }

/**
 * The login page's logo (issue 42: it was Payload's): the clinic's logo and name from Settings →
 * Identity, in the admin's language. Without a name, a neutral "website administration".
 */
export async function ClinicLogo({ payload, i18n }: Props) {
  const language = i18n?.language === 'en' ? 'en' : 'cs'
  const settings = await payload.findGlobal({ slug: 'settings', depth: 1, locale: language, overrideAccess: false }).catch(() => null)
  const logo = settings?.logo && typeof settings.logo === 'object' ? (settings.logo as Media) : null
  const name = clinicNameOf(settings) ?? (language === 'en' ? 'Website administration' : 'Administrace webu')
  return (
    <span className="clinic-admin-logo">
      {/* The name beside it says what the image shows. */}
      {/* biome-ignore lint/performance/noImgElement: the admin's login page, outside the site's image pipeline */}
      {logo?.url ? <img className="clinic-admin-logo__image" src={logo.url} alt="" /> : null}
      <span className="clinic-admin-logo__name">{name}</span>
    </span>
  )
}
