'use client'

import './StickyCallback.css'
import { useEffect, useId, useState } from 'react'
import { CallMeForm, type CallMeTexts } from '../forms/CallMeForm'
import { readStored, storageKeys, writeStored } from '../ui/browser-storage'
import { CloseButton } from '../ui/CloseButton'

/**
 * The sticky call-back form (spec §4): only at 576 px and wider (a CSS rule), hidden for the rest
 * of the browser session once closed. Rendered after mount so a closed form never flashes.
 */
export function StickyCallback({ title, closeLabel, texts }: { title: string; closeLabel: string; texts: CallMeTexts }) {
  const [visible, setVisible] = useState(false)
  const titleId = useId()

  useEffect(() => {
    setVisible(readStored('session', storageKeys.stickyCallbackHidden) !== '1')
  }, [])

  if (!visible) return null
  const close = () => {
    writeStored('session', storageKeys.stickyCallbackHidden, '1')
    setVisible(false)
  }
  return (
    <aside className="sticky-callback" aria-labelledby={titleId}>
      <CloseButton label={closeLabel} onClick={close} className="sticky-callback__close" />
      <h2 id={titleId} className="sticky-callback__title">
        {title}
      </h2>
      <CallMeForm texts={texts} />
    </aside>
  )
}
