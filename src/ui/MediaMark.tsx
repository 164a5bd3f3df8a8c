import './MediaMark.css'

/**
 * The small label in a picture's corner saying it is an illustration ("Illustrative photo"), for
 * images marked `illustrative` in the Media collection. Its text comes from the page's language, so
 * no words are ever burned into a picture. The parent must be positioned (`media-frame` or a slide).
 * `hidden`: the picture sits inside a control that names itself, so the label is visual only.
 */
export function MediaMark({ label, hidden = false }: { label: string; hidden?: boolean }) {
  return (
    <span className="media-mark" aria-hidden={hidden || undefined}>
      {label}
    </span>
  )
}

/** Whether a CMS image is to carry the mark. */
export function isIllustrative(media: unknown): boolean {
  return Boolean(media && typeof media === 'object' && (media as { illustrative?: unknown }).illustrative === true)
}
