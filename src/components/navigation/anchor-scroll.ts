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

function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id)
  // A link to an anchor the page does not have (an edited or removed section) is no error.
  if (!target) return false
  // An instant jump: a long smooth scroll under a header that hides and shows would be disorienting.
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offsetFor(target), behavior: 'instant' })
  return true
}

/** Scrolls after the delay and records the anchor in the address without adding a reload. */
export function scrollToAnchorLater(id: string, delay: number) {
  window.setTimeout(() => {
    if (scrollToAnchor(id) && decodeURIComponent(location.hash.slice(1)) !== id) history.pushState(null, '', `#${id}`)
  }, delay)
}
