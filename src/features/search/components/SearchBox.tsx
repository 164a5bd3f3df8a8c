'use client'

import './Search.css'
import { useEffect, useId, useRef, useState } from 'react'
import type { SearchHit, SearchKind } from '@/features/search/engine'
import { SearchResultList } from './SearchResultList'
import { type StatusTexts, statusText } from './search-status'

export interface SearchBoxTexts extends StatusTexts {
  label: string
  submit: string
  error: string
  kinds: Record<SearchKind, string>
}

interface Props {
  locale: string
  /** The search page's own address: the form's action, so that it works without script. */
  action: string
  query: string
  results: SearchHit[]
  texts: SearchBoxTexts
}

/** Waits this long after the last key before asking, so that fast typing asks once. */
const typingPauseMs = 120

/**
 * The search page's form and results. Without script it is a GET form whose answer the server
 * renders; with script, results follow the typing (from /api/search), the status line announces
 * their number politely, and the address keeps the query for reloads and shared links.
 */
export function SearchBox({ locale, action, query, results, texts }: Props) {
  const id = useId()
  const [state, setState] = useState({ query, results, failed: false })
  const request = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)

  // Set once the script runs: from then on results follow the typing (and tests know when to type).
  const [live, setLive] = useState(false)
  useEffect(() => {
    setLive(true)
    // Opened to search (the header's link, no query yet): the box takes the keys, unless the
    // visitor already moved the focus. Results of a sent query are left to be read from the top.
    if (!query && document.activeElement === document.body) input.current?.focus()
    return () => clearTimeout(timer.current)
  }, [query])

  function ask(typed: string) {
    const wanted = typed.trim()
    request.current?.abort()
    if (!wanted) {
      setState({ query: '', results: [], failed: false })
      history.replaceState(history.state, '', action)
      return
    }
    const controller = new AbortController()
    request.current = controller
    fetch(`/api/search?q=${encodeURIComponent(wanted)}&locale=${locale}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((answer: { query: string; results: SearchHit[] }) => {
        setState({ query: answer.query, results: answer.results, failed: false })
        history.replaceState(history.state, '', `${action}?q=${encodeURIComponent(wanted)}`)
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState((current) => ({ ...current, failed: true }))
      })
  }

  return (
    <>
      <search>
        <form className="search-form" action={action} method="get" data-live={live || undefined}>
          <label htmlFor={id} className="search-form__label">
            {texts.label}
          </label>
          <div className="search-form__row">
            <input
              ref={input}
              id={id}
              className="search-form__input"
              type="search"
              name="q"
              defaultValue={query}
              maxLength={120}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                const typed = event.currentTarget.value
                clearTimeout(timer.current)
                timer.current = setTimeout(() => ask(typed), typingPauseMs)
              }}
            />
            <button type="submit" className="button search-form__submit">
              {texts.submit}
            </button>
          </div>
        </form>
      </search>
      <p className="search-status" role="status">
        {state.failed ? texts.error : statusText(texts, state.query, state.results.length)}
      </p>
      <SearchResultList results={state.results} kinds={texts.kinds} />
    </>
  )
}
