import './CloseButton.css'
import { pressAsButton } from './press-as-button'

/**
 * The one close button (×) of dialogs and floating panels. Its look is one CSS rule set,
 * `.close-button`; the container sets its size and place through --close-* properties. Given
 * `fallbackHref`, it is a link there for a page without script (the menu shown by :target).
 */
export function CloseButton({
  label,
  onClick,
  className,
  fallbackHref,
}: {
  label: string
  onClick: () => void
  className?: string
  fallbackHref?: string
}) {
  const classes = className ? `close-button ${className}` : 'close-button'
  const content = (
    <>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{label}</span>
    </>
  )
  if (fallbackHref) {
    return (
      <a href={fallbackHref} className={classes} {...pressAsButton(onClick)}>
        {content}
      </a>
    )
  }
  return (
    <button type="button" className={classes} onClick={onClick}>
      {content}
    </button>
  )
}
