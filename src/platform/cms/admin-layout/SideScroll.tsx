import type { ReactNode } from 'react'

/**
 * A wide table or chart in an admin view: it scrolls sideways inside its own box, so the page
 * itself is never wider than the screen (a phone, a 1280 px laptop). The box is a named region
 * that takes keyboard focus, so it scrolls with the arrow keys too. Styles: (payload)/custom.scss.
 */
export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="side-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
