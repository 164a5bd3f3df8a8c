'use client'

import Link from 'next/link'
import type { ComponentProps } from 'react'
import { browserMayPrefetch } from './prefetch-policy'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href?: string }

/** Pages of the site; not files (a PDF from the CMS), the API, the admin or other hosts. */
export function isSitePage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('#')) return false
  const path = href.split('?')[0]
  return !/^\/(api|admin)(\/|$)/.test(path) && !/\.[a-z0-9]{2,5}$/i.test(path)
}

/**
 * An internal link: a client-side navigation (only the new page's data, no full reload), prefetched
 * when it scrolls into view unless the connection or the agent says not to. A link to an anchor on
 * another page stays a full page load, so the arrival scroll (600 ms, offsets) applies as on any
 * first visit.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  if (href === undefined || !isSitePage(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} prefetch={browserMayPrefetch() ? null : false} {...rest}>
      {children}
    </Link>
  )
}
