import './CategoryStrip.css'

export interface StripGroup {
  /** The group's anchor on the procedures page. */
  href: string
  label: string
  /** Categories shown under the group (orthopaedics under dermatology). */
  links: { href: string; label: string; lang?: string }[]
  /** Set where the label is not the page's language (a category's name from the fallback). */
  lang?: string
}

export function CategoryStrip({ label, groups }: { label: string; groups: StripGroup[] }) {
  return (
    <nav className="category-strip" aria-label={label}>
      <div className="container category-strip__inner">
        <ul className="category-strip__groups">
          {groups.map((group) => (
            <li key={group.href} className="category-strip__group">
              <a href={group.href} lang={group.lang}>
                {group.label}
              </a>
              {group.links.length > 0 ? (
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="category-strip__sub" lang={link.lang}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
