export interface PopupData {
  id: string
  title: string
  text: string
  buttonText?: string | null
  buttonLink?: string | null
  validFrom: string
  validTo: string
  /** Higher wins when several popups are valid at once. */
  priority: number
  createdAt: string
  image?: { url: string; alt: string; width: number; height: number } | null
}

/** Highest priority first; on a tie (the admin refuses new ones, older data may have them) the newest. */
const precedence = (a: PopupData, b: PopupData) => b.priority - a.priority || Date.parse(b.createdAt) - Date.parse(a.createdAt)

/**
 * Spec §5: of the popups with validFrom before now and validTo after now, not closed this
 * session, the one with the highest priority.
 */
export function pickPopup(popups: PopupData[], now: Date, closedId: string | null): PopupData | undefined {
  return popups
    .filter((popup) => popup.id !== closedId && new Date(popup.validFrom) < now && new Date(popup.validTo) > now)
    .sort(precedence)[0]
}
