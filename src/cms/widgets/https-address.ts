import { adminMessage, tx } from '@/platform/cms/i18n'

type Validate = (value: string | null | undefined, options: { req: Parameters<typeof adminMessage>[0] }) => true | string

/**
 * A widget address in Settings → Widgets: empty, or an absolute https address. The site's
 * Content-Security-Policy allows its host (src/platform/security/site-policy.ts) and browsers block
 * plain-http content on an https page, so anything else would break the widget silently.
 */
export const validateHttpsAddress: Validate = (value, { req }) => {
  if (!value) return true
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return adminMessage(
      req,
      tx(
        'Zadejte celou adresu začínající https://, např. https://widget.example.com/embed.js.',
        'Enter the full address starting with https://, e.g. https://widget.example.com/embed.js.',
      ),
    )
  }
  return (
    url.protocol === 'https:' ||
    adminMessage(
      req,
      tx(
        'Adresa musí začínat https:// – nezabezpečenou adresu (http://) prohlížeč na webu nenačte.',
        'The address must start with https:// – browsers do not load an insecure (http://) address on the site.',
      ),
    )
  )
}
