'use client'

import './MobileMenu.css'
import { useEffect, useId, useState } from 'react'
import { CloseButton } from '../ui/CloseButton'
import { Dialog } from '../ui/Dialog'
import { MainNavLinks, type NavItem } from './MainNavLinks'

const menuBreakpoint = 960

interface Props {
  items: NavItem[]
  phone: NavItem
  labels: { open: string; close: string; navigation: string }
}

/**
 * The burger below the menu breakpoint: a full-screen modal list that locks page scrolling, closes
 * on Escape or when the window grows past the breakpoint, and gives focus back to the burger.
 */
export function MobileMenu({ items, phone, labels }: Props) {
  const [open, setOpen] = useState(false)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onResize = () => {
      if (window.innerWidth >= menuBreakpoint) setOpen(false)
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [open])

  const close = () => setOpen(false)

  return (
    <>
      <button type="button" className="burger" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)}>
        <span className="burger__lines" aria-hidden="true" />
        <span className="burger__label">{labels.open}</span>
      </button>
      <Dialog id={panelId} open={open} onClose={close} className="mobile-menu" lockScroll aria-label={labels.navigation}>
        <CloseButton label={labels.close} onClick={close} className="mobile-menu__close" />
        <MainNavLinks items={items} label={labels.navigation} />
        <a className="mobile-menu__phone" href={phone.href}>
          {phone.label}
        </a>
      </Dialog>
    </>
  )
}
