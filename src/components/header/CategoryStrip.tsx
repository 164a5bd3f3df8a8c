import './CategoryStrip.css'
export interface StripGroup {
  label: string
  links: { href: string; label: string }[]
}

export function CategoryStrip({ label, groups }: { label: string; groups: StripGroup[] }) {
  return (
    <nav className="category-strip" aria-label={label}>
      <div className="container category-strip__inner">
        {groups.map((group) => (
          <div key={group.label} className="category-strip__group">
            <span className="category-strip__group-label">{group.label}</span>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
