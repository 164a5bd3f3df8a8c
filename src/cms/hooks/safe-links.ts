import type { FieldHook } from 'payload'
import { refusedLinkUrls, tooDeepMarker } from '@/platform/security/link-urls'
import { type AdminText, adminMessage, tx } from '@/platform/cms/i18n'
import { refuseSave } from '@/platform/cms/refuse-save'

function linkMessage(refused: string[]): AdminText {
  if (refused.includes(tooDeepMarker)) {
    return tx('Text je vnořený příliš hluboko (víc než 200 úrovní).', 'The text nests too deeply (more than 200 levels).')
  }
  const shown = refused.map((url) => (url.length > 60 ? `${url.slice(0, 60)}…` : url)).join(', ')
  return tx(
    `Odkaz v textu smí vést jen na webovou stránku (https://…), e-mail (mailto:), telefon (tel:) nebo cestu na tomto webu (/…). Nelze uložit: ${shown}`,
    `A link in the text may only lead to a web page (https://…), an e-mail (mailto:), a phone (tel:) or a path on this site (/…). Cannot save: ${shown}`,
  )
}

/**
 * On every rich-text field (src/cms/fields/common.ts and the others): a save whose text links to
 * anything but a web page, e-mail, phone or a path here is refused, naming the field and the
 * address. Drafts too: staff open drafts in the preview.
 */
export const refuseUnsafeLinks: FieldHook = ({ value, req, field, path, collection, global }) => {
  const refused = refusedLinkUrls(value)
  if (refused.length === 0) return value
  const label = (
    typeof field.label === 'object' && field.label !== null ? field.label : tx(field.name ?? '', field.name ?? '')
  ) as AdminText
  refuseSave(req, collection?.slug ?? global?.slug ?? '', { path: path.join('.'), label }, adminMessage(req, linkMessage(refused)))
}
