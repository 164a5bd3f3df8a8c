import type { ReactNode } from 'react'

/** One fact of a description list (<dl>): its term and its value (address, phone, opening hours…). */
export function Fact({ term, className, children }: { term: ReactNode; className?: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  )
}
