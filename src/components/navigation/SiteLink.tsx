'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type ComponentProps, useEffect, useRef } from 'react'
import { prefetchNow, prefetchWhenInView } from './prefetch-batches'
import { browserMayPrefetch, browserPrefetchesInView } from './prefetch-policy'

type Props = Omit<ComponentProps<'a'>, 'href' | 'ref'> & { href?: string }

/** Pages of the site; not files (a PDF from the CMS), the API, the admin or other hosts. */
export function isSitePage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('#')) return false
  const path = href.split('?')[0]
  return !/^\/(api|admin)(\/|$)/.test(path) && !/\.[a-z0-9]{2,5}$/i.test(path)
}

/**
 * An internal link: a client-side navigation (only the new page's data, no full reload), prefetched
 * unless the connection or the agent says not to: on a desktop when it is in view, in the batches
 * of spec §9 (prefetch-batches.ts), and at once when hovered; on a phone when it is touched (or
 * focused), a moment before the tap completes. Next's own prefetching is off, as it would
 * prefetch every link in view at once. A link to an anchor on another page stays a full page load,
 * so the arrival scroll (600 ms, offsets) applies as on any first visit.
 */
export function SiteLink({ href, children, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter()
  const element = useRef<HTMLAnchorElement>(null)
  const sitePage = href !== undefined && isSitePage(href)

  useEffect(() => {
    const link = element.current
    if (!sitePage || !link || !href || !browserMayPrefetch() || !browserPrefetchesInView()) return
    return prefetchWhenInView(link, href, router.prefetch)
  }, [sitePage, href, router])

  if (href === undefined || !sitePage) {
    return (
      <a href={href} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...rest}>
        {children}
      </a>
    )
  }
  const soon = () => {
    if (browserMayPrefetch()) prefetchNow(href, router.prefetch)
  }
  return (
    <Link
      ref={element}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        soon()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        soon()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        soon()
        onFocus?.(event)
      }}
      {...rest}
    >
      {children}
    </Link>
  )
}
