'use client'

import Link from 'next/link'
import { type ComponentProps, useState } from 'react'
import { browserMayPrefetch, browserPrefetchesInView } from './prefetch-policy'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href?: string }

/** Pages of the site; not files (a PDF from the CMS), the API, the admin or other hosts. */
export function isSitePage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('#')) return false
  const path = href.split('?')[0]
  return !/^\/(api|admin)(\/|$)/.test(path) && !/\.[a-z0-9]{2,5}$/i.test(path)
}

/**
 * An internal link: a client-side navigation (only the new page's data, no full reload), prefetched
 * unless the connection or the agent says not to: on a desktop when it scrolls into view, on a
 * phone when it is touched (or focused), a moment before the tap completes. A link to an anchor on
 * another page stays a full page load, so the arrival scroll (600 ms, offsets) applies as on any
 * first visit.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  const [touched, setTouched] = useState(false)
  if (href === undefined || !isSitePage(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link
      href={href}
      prefetch={browserMayPrefetch() && (touched || browserPrefetchesInView()) ? null : false}
      onTouchStart={() => setTouched(true)}
      onFocus={() => setTouched(true)}
      {...rest}
    >
      {children}
    </Link>
  )
}
