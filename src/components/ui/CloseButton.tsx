import './CloseButton.css'
/**
 * The one close button (×) of dialogs and floating panels. Its look is one CSS rule set,
 * `.close-button`; the container sets its size and place through --close-* properties.
 */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" className={className ? `close-button ${className}` : 'close-button'} onClick={onClick}>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
