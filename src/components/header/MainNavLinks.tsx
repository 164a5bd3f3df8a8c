import { SiteLink } from '../navigation/SiteLink'

export interface NavItem {
  href: string
  label: string
}

/** The main navigation's links: in the header's bar on wide screens and in the mobile menu. */
export function MainNavLinks({ items, label, className }: { items: NavItem[]; label: string; className?: string }) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href}>{item.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
