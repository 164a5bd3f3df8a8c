/** Spec §9: section anchors clear the pinned menu by 150 px, plain anchors by 24 px. */
const sectionAnchorOffset = 150
const plainAnchorOffset = 24
/** Spec §9: wait 600 ms when the page was just opened at an anchor, 50 ms for a link on the same page. */
export const arrivalDelayMs = 600
export const samePageDelayMs = 50

/** Elements marked `data-section-anchor` are page sections; any other id is a plain anchor. */
function offsetFor(target: Element): number {
  return target.hasAttribute('data-section-anchor') ? sectionAnchorOffset : plainAnchorOffset
}

/** Elements the keyboard reaches anyway; anything else gets tabindex=-1 before it takes focus. */
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]'

/**
 * A link to a part of the page moves the keyboard there too (the skip link to <main>): the browser
 * does that for a followed fragment link, but the click was taken over to scroll with the offsets.
 */
function focusAnchor(target: Element) {
  if (!(target instanceof HTMLElement)) return
  if (!target.matches(focusable)) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

function scrollToAnchor(id: string, moveFocus: boolean): boolean {
  const target = document.getElementById(id)
  // A link to an anchor the page does not have (an edited or removed section) is no error.
  if (!target) return false
  // An instant jump: a long smooth scroll under a header that hides and shows would be disorienting.
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offsetFor(target), behavior: 'instant' })
  if (moveFocus) focusAnchor(target)
  return true
}

/**
 * Scrolls after the delay and records the anchor in the address without adding a reload; `moveFocus`
 * when the visitor followed a link on the page (not on arrival, where focus stays at the start).
 */
export function scrollToAnchorLater(id: string, delay: number, moveFocus = false) {
  window.setTimeout(() => {
    if (scrollToAnchor(id, moveFocus) && decodeURIComponent(location.hash.slice(1)) !== id) history.pushState(null, '', `#${id}`)
  }, delay)
}
