import { useEffect } from 'react'

/**
 * For a panel that a link opens before the script runs (it links to `#id`, and the CSS shows the
 * panel by :target): when the page has come to `#id` that way, the script takes the panel over
 * (`open` runs once) and the address drops the `#id`.
 */
export function useOpenedByLink(id: string, open: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the start; `open` may be a new function each render
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return
    history.replaceState(history.state, '', window.location.pathname + window.location.search)
    open()
  }, [id])
}
