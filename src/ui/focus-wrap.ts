/** What a keyboard user can reach with Tab inside a container. */
const controls =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside a modal container: wraps only at the ends, in between the browser moves focus as
 * usual. The browser lets Tab leave a modal (its toolbar, or <body> when the rest of the page is
 * inert), and the keyboard would then seem lost. "At the end" also covers a focused element that is
 * not in the list (the container itself, a scrolling box). Returns whether it moved focus.
 */
export function wrapTab(
  container: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'defaultPrevented' | 'preventDefault'>,
): boolean {
  if (event.key !== 'Tab' || event.defaultPrevented) return false
  const focusable = [...container.querySelectorAll<HTMLElement>(controls)].filter((control) => control.getClientRects().length > 0)
  const active = document.activeElement
  if (focusable.length === 0 || !active) {
    event.preventDefault()
    return true
  }
  // Focus outside the container (on <body>, after a click on nothing) counts as past the end.
  const inside = active !== container && container.contains(active)
  const follows = (control: HTMLElement) => inside && Boolean(active.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING)
  const precedes = (control: HTMLElement) => inside && Boolean(active.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING)
  if (event.shiftKey && !focusable.some(precedes)) {
    event.preventDefault()
    focusable[focusable.length - 1].focus()
    return true
  }
  if (!event.shiftKey && active !== container && !focusable.some(follows)) {
    event.preventDefault()
    focusable[0].focus()
    return true
  }
  return false
}
