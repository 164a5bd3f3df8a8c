'use client'

import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { MainNavLinks, type NavItem } from './MainNavLinks'

const menuBreakpoint = 960

interface Props {
  items: NavItem[]
  phone: NavItem
  labels: { open: string; close: string; navigation: string }
}

/**
 * The burger below the menu breakpoint: a full-screen list that locks page scrolling, closes on
 * Escape or when the window grows past the breakpoint, keeps focus inside and returns it after.
 */
export function MobileMenu({ items, phone, labels }: Props) {
  const [open, setOpen] = useState(false)
  const burger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()

  const close = useCallback(() => {
    setOpen(false)
    burger.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    document.documentElement.classList.add('scroll-locked')
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onResize = () => {
      if (window.innerWidth >= menuBreakpoint) setOpen(false)
    }
    window.addEventListener('resize', onResize)
    return () => {
      document.documentElement.classList.remove('scroll-locked')
      window.removeEventListener('resize', onResize)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <button
        ref={burger}
        type="button"
        className="burger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <span className="burger__lines" aria-hidden="true" />
        <span className="burger__label">{labels.open}</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={labels.navigation}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="mobile-menu__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{labels.close}</span>
        </button>
        <MainNavLinks items={items} label={labels.navigation} />
        <a className="mobile-menu__phone" href={phone.href}>
          {phone.label}
        </a>
      </div>
    </>
  )
}
