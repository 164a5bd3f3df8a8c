import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'
import { formReplyHeader } from '@/features/inquiries/no-script/form-reply-cookie'
import { formReplyOfRequest, takeFormReply } from '@/features/inquiries/no-script/form-reply'
import { isLocale } from '@/routing/locales'
import CatchAllPage from '../../[[...path]]/page'

export { generateMetadata } from '../../[[...path]]/page'

// One visitor's refused form: rendered for that request only, never cached or prerendered.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; path?: string[] }> }

/**
 * The page as everyone sees it, with a form sent without script and refused shown again: its
 * messages and what was typed. Reached only through the proxy's rewrite (src/proxy.ts), once per
 * refusal; the address itself is not a page of the site (the proxy answers it 404).
 */
export default async function FormReplyPage(props: Props) {
  const { locale, path = [] } = await props.params
  if (isLocale(locale)) {
    const pagePath = `/${[...(locale === 'cs' ? [] : [locale]), ...path.map(encodeURIComponent)].join('/')}`
    const token = (await headers()).get(formReplyHeader)
    const payload = await getPayload({ config })
    formReplyOfRequest().reply = await takeFormReply(payload, token, pagePath).catch((error) => {
      payload.logger.error({ err: error }, 'A refused form could not be read back')
      return null
    })
  }
  return <CatchAllPage params={props.params} />
}
