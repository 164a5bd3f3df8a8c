'use client'

import type { MouseEvent } from 'react'

export interface StripGroup {
  label: string
  links: { href: string; label: string }[]
}

/** Section anchors scroll with the spec's 150 px offset so the heading clears the pinned menu. */
export const anchorOffset = 150

export function scrollToAnchor(id: string, offset = anchorOffset) {
  const target = document.getElementById(id)
  if (!target) {
    console.warn('NO TARGET', id)
    return false
  }
  // An instant jump: a long smooth scroll under a header that hides and shows would be disorienting.
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset, behavior: 'instant' })
  history.replaceState(null, '', `#${id}`)
  return true
}

export function CategoryStrip({ label, groups }: { label: string; groups: StripGroup[] }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const id = event.currentTarget.hash.slice(1)
    if (id && scrollToAnchor(id)) event.preventDefault()
  }
  return (
    <nav className="category-strip" aria-label={label}>
      <div className="container category-strip__inner">
        {groups.map((group) => (
          <div key={group.label} className="category-strip__group">
            <span className="category-strip__group-label">{group.label}</span>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} onClick={onClick}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
