/**
 * Keys of what the site remembers in the browser (spec §9 "Storage"). Reading and writing never
 * throws: storage can be disabled or full, and the site must work without it.
 */
export const storageKeys = {
  language: 'clinic.language',
  closedPopup: 'clinic.closedPopup',
  stickyCallbackHidden: 'clinic.stickyCallbackHidden',
} as const

type Store = 'local' | 'session'

function storage(store: Store): Storage | undefined {
  try {
    return store === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readStored(store: Store, key: string): string | null {
  try {
    return storage(store)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStored(store: Store, key: string, value: string) {
  try {
    storage(store)?.setItem(key, value)
  } catch {
    // Private mode or full storage: the preference simply is not remembered.
  }
}
