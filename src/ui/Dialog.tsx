'use client'

import './Dialog.css'
import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react'
import { wrapTab } from './focus-wrap'

type NativeProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'onCancel'>

interface Props extends NativeProps {
  open: boolean
  /** Asked to close (Escape, or a click outside the content when `closeOnOutsideClick`): set `open` to false. */
  onClose: () => void
  /**
   * Modal (default): `showModal()` puts it in the top layer, makes the rest of the page inert and
   * turns Escape into a `cancel` event. Non-modal: the `open` attribute only (a banner the
   * keyboard may leave); Escape and focus are then the caller's.
   */
  modal?: boolean
  /** Where focus goes on opening: the first control (the browser's default) or the dialog itself. */
  initialFocus?: 'first-control' | 'dialog'
  /** Locks page scrolling while open (html.scroll-locked, which also hides the floating items). */
  lockScroll?: boolean
  /** A click on the dialog element itself, not its content, closes it (its padding is the overlay). */
  closeOnOutsideClick?: boolean
  ref?: Ref<HTMLDialogElement | null>
}

/** Focus back where it was; if it was nowhere, to the start of the page, so Tab reaches the skip link. */
function restoreFocus(previous: Element | null) {
  if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) {
    previous.focus({ preventScroll: true })
    return
  }
  document.body.tabIndex = -1
  document.body.focus({ preventScroll: true })
  document.body.removeAttribute('tabindex')
}

/**
 * The site's one dialog: a thin wrapper over the native <dialog>. The browser gives the modal
 * version its focus containment, Escape and inert background; this adds the open prop, focus
 * return, the scroll lock and Tab wrapping at the ends (the browser lets Tab leave a modal dialog
 * for its own toolbar, and the keyboard would then seem lost).
 */
export function Dialog({
  open,
  onClose,
  modal = true,
  initialFocus = 'first-control',
  lockScroll = false,
  closeOnOutsideClick = false,
  className,
  onKeyDown,
  onClick,
  ref,
  children,
  ...rest
}: Props) {
  const element = useRef<HTMLDialogElement>(null)
  const close = useRef(onClose)
  useLayoutEffect(() => {
    close.current = onClose
  })
  useImperativeHandle(ref, () => element.current as HTMLDialogElement)

  // Layout effect: the dialog is shown before paint and closed before React removes it, so the
  // browser never sees a modal dialog leave the document while open.
  useLayoutEffect(() => {
    const dialog = element.current
    if (!open || !modal || !dialog) return
    const previous = document.activeElement
    if (!dialog.open) dialog.showModal()
    if (initialFocus === 'dialog') dialog.focus()
    if (lockScroll) document.documentElement.classList.add('scroll-locked')
    // Escape: the state decides. If the browser closes anyway (it may ignore a second
    // preventDefault without a user gesture in between), the close event reports it.
    const onCancel = (event: Event) => {
      event.preventDefault()
      close.current()
    }
    const onNativeClose = () => close.current()
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onNativeClose)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
      if (dialog.open) dialog.close()
      if (lockScroll) document.documentElement.classList.remove('scroll-locked')
      restoreFocus(previous)
    }
  }, [open, modal, initialFocus, lockScroll])

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event)
    if (modal) wrapTab(event.currentTarget, event)
  }

  const click = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event)
    if (closeOnOutsideClick && event.target === event.currentTarget) close.current()
  }

  return (
    <dialog
      ref={element}
      className={className ? `dialog ${className}` : 'dialog'}
      open={modal ? undefined : open}
      tabIndex={initialFocus === 'dialog' ? -1 : undefined}
      onKeyDown={keyDown}
      onClick={click}
      {...rest}
    >
      {children}
    </dialog>
  )
}
