import type { Field } from 'payload'
import { invalidHosts } from '@/redirects/external-targets'
import { isAdminField } from '@/platform/cms/access'
import { adminMessage, tx } from '@/platform/cms/i18n'

/**
 * Settings → Links: the other sites a redirect (collection `redirects`) may lead to. Admins only:
 * an editor could otherwise allow any host and point an old address of the clinic at it.
 */
export const redirectHostsField: Field = {
  name: 'redirectHosts',
  label: tx('Weby, na které smí vést přesměrování', 'Sites redirects may lead to'),
  type: 'textarea',
  access: { create: isAdminField, update: isAdminField },
  admin: {
    description: tx(
      'Jeden web na řádek, jen jeho název (např. rezervace.example.cz). Přesměrování na jiné weby redakce uložit nemůže a web je nepoužije.',
      'One site per line, its name only (e.g. booking.example.com). Redirects to other sites cannot be saved and the site does not use them.',
    ),
  },
  validate: (value: unknown, { req }: { req: Parameters<typeof adminMessage>[0] }) => {
    const wrong = invalidHosts(value)
    if (wrong.length === 0) return true
    return adminMessage(
      req,
      tx(
        `Pište jen název webu bez https:// a bez cesty, např. rezervace.example.cz (chybně: ${wrong.join(', ')}).`,
        `Write the site’s name only, without https:// or a path, e.g. booking.example.com (wrong: ${wrong.join(', ')}).`,
      ),
    )
  },
}
