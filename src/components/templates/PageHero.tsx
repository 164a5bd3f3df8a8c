import './PageHero.css'
import type { ReactNode } from 'react'

export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string | null; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  )
}
