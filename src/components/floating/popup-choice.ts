export interface PopupData {
  id: string
  title: string
  text: string
  buttonText?: string | null
  buttonLink?: string | null
  validFrom: string
  validTo: string
  image?: { url: string; alt: string; width: number; height: number } | null
}

/** Spec §5: the first popup with validFrom before now and validTo after now, not closed this session. */
export function pickPopup(popups: PopupData[], now: Date, closedId: string | null): PopupData | undefined {
  return popups.find(
    (popup) => popup.id !== closedId && new Date(popup.validFrom) < now && new Date(popup.validTo) > now,
  )
}
