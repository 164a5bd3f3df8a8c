'use client'

import './MobileMenu.css'
import { useEffect, useState } from 'react'
import { CloseButton } from '@/ui/CloseButton'
import { Dialog } from '@/ui/Dialog'
import { useOpenedByLink } from '@/ui/opened-by-link'
import { pressAsButton } from '@/ui/press-as-button'
import { MainNavLinks, type NavItem } from './MainNavLinks'

const menuBreakpoint = 960
/** The menu's id: the burger links to it, so without script the browser shows it by :target (MobileMenu.css). */
const menuId = 'site-menu'

interface Props {
  items: NavItem[]
  phone?: NavItem
  labels: { open: string; close: string; navigation: string }
}

/**
 * The burger below the menu breakpoint: a full-screen modal list that locks page scrolling, closes
 * on Escape or when the window grows past the breakpoint, and gives focus back to the burger.
 * Before the script runs (a slow phone) or without it, the burger is a link to #site-menu, which
 * the CSS then shows; the script takes over such an opened menu when it starts.
 */
export function MobileMenu({ items, phone, labels }: Props) {
  const [open, setOpen] = useState(false)

  useOpenedByLink(menuId, () => setOpen(true))

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
      <a href={`#${menuId}`} className="burger" aria-expanded={open} aria-controls={menuId} {...pressAsButton(() => setOpen(true))}>
        <span className="burger__lines" aria-hidden="true" />
        <span className="burger__label">{labels.open}</span>
      </a>
      <Dialog id={menuId} open={open} onClose={close} className="mobile-menu" lockScroll aria-label={labels.navigation}>
        <CloseButton label={labels.close} onClick={close} className="mobile-menu__close" fallbackHref="#main" />
        <MainNavLinks items={items} label={labels.navigation} />
        {phone ? (
          <a className="mobile-menu__phone" href={phone.href}>
            {phone.label}
          </a>
        ) : null}
      </Dialog>
    </>
  )
}
