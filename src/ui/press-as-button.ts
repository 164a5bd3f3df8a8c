import type { KeyboardEvent, MouseEvent } from 'react'

/**
 * For a link that acts as a button once the page's script runs (a menu toggle, a close control):
 * without the script (or before it) the browser follows the link to a fallback; with it, a click,
 * Enter or Space does `action` instead, as on a button.
 */
export function pressAsButton(action: () => void) {
  return {
    role: 'button' as const,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault()
      action()
    },
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ') return
      event.preventDefault()
      action()
    },
  }
}
