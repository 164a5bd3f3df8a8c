import './SectionBlock.css'
import type { ReactNode } from 'react'

interface Props {
  titleId: string
  title: ReactNode
  soft?: boolean
  narrow?: boolean
  children: ReactNode
}

/** A band of the home page under its own heading; `soft` gives it the tinted background. */
export function SectionBlock({ titleId, title, soft, narrow, children }: Props) {
  return (
    <section className={soft ? 'section-block section-block--soft' : 'section-block'} aria-labelledby={titleId}>
      <div className={narrow ? 'container narrow' : 'container'}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </section>
  )
}
