import './Search.css'
import { useId } from 'react'

/** A plain search form leading to the search page (the 404 page's): no script, prefilled. */
export function SearchForm({ action, query, label, submit }: { action: string; query: string; label: string; submit: string }) {
  const id = useId()
  return (
    <search>
      <form className="search-form" action={action} method="get">
        <label htmlFor={id} className="search-form__label">
          {label}
        </label>
        <div className="search-form__row">
          <input id={id} className="search-form__input" type="search" name="q" defaultValue={query} maxLength={120} />
          <button type="submit" className="button search-form__submit">
            {submit}
          </button>
        </div>
      </form>
    </search>
  )
}
