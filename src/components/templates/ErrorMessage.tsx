import './PageHero.css'
import type { ReactNode } from 'react'

/**
 * The body of the error pages (500 and 404): the status code in large digits, a heading, a text
 * and the ways on (children). Inside their `.page-hero--error` block; its styles are the page hero's (PageHero.css, imported here: the error pages have no other template).
 */
export function ErrorMessage({ code, title, text, children }: { code: number; title: string; text: string; children: ReactNode }) {
  return (
    <div className="container">
      <p className="error-code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </div>
  )
}
