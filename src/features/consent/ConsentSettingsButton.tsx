'use client'

import { openConsentSettings } from './consent-store'

/** The footer's "Cookie settings": reopens the consent dialog, where every choice can be changed. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="link-button consent-link"
      aria-haspopup="dialog"
      onClick={(event) => openConsentSettings(event.currentTarget)}
    >
      {label}
    </button>
  )
}
