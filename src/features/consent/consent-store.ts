import {
  type ConsentChoice,
  type ConsentPurpose,
  type ConsentPurposes,
  consentStorageKey,
  makeChoice,
  noConsent,
  parseChoice,
  serializeChoice,
} from './consent-record'
import { choiceStoredEvent, settingsRequestedAttribute, settingsRequestedEvent } from './consent-prompt-script'

/**
 * One consent state per browser tab, shared by every component without a React context (the
 * lead's widgets may sit anywhere in the tree). Components read it with useSyncExternalStore;
 * the server and the hydration pass see `serverState` (no choice), so nothing is allowed before
 * the browser has read the stored choice.
 */

export interface ConsentState {
  /** False on the server and until the browser has read the stored choice. */
  ready: boolean
  choice: ConsentChoice | null
  /** The visitor asked for the settings (footer link, placeholder) although a choice exists. */
  settingsOpen: boolean
}

interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

type Listener = () => void

export const serverState: ConsentState = Object.freeze({ ready: false, choice: null, settingsOpen: false })

export function createConsentStore(storage: () => StorageLike | undefined, now: () => Date = () => new Date()) {
  let state: ConsentState | undefined
  const listeners = new Set<Listener>()

  const read = (): ConsentChoice | null => {
    try {
      return parseChoice(storage()?.getItem(consentStorageKey))
    } catch {
      return null // storage disabled: ask again on every page, allow nothing
    }
  }

  const set = (next: ConsentState) => {
    state = next
    for (const listener of listeners) listener()
  }

  const getState = (): ConsentState => {
    state ??= { ready: true, choice: read(), settingsOpen: false }
    return state
  }

  /** Stores a new choice (every purpose not given is refused) and closes the dialog. */
  const save = (purposes: Partial<ConsentPurposes>) => {
    const choice = makeChoice(purposes, now())
    try {
      storage()?.setItem(consentStorageKey, serializeChoice(choice))
    } catch {
      // Storage full or disabled: the choice holds for this page only.
    }
    set({ ready: true, choice, settingsOpen: false })
    return choice
  }

  return {
    getState,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    save,
    /** Allows one purpose and keeps the others as they were (none before a first choice). */
    allow(purpose: ConsentPurpose) {
      return save({ ...(getState().choice?.purposes ?? noConsent), [purpose]: true })
    },
    openSettings() {
      set({ ...getState(), settingsOpen: true })
    },
    closeSettings() {
      set({ ...getState(), settingsOpen: false })
    },
    /** Another tab changed the choice: follow it. */
    reload() {
      set({ ...getState(), choice: read() })
    },
  }
}

const browserStorage = () => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** The tab's store. */
export const consentStore = createConsentStore(browserStorage)

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === consentStorageKey || event.key === null) consentStore.reload()
  })
}

const root = typeof document === 'undefined' ? undefined : document.documentElement
if (root) {
  // A choice made on the server's banner while the dialog's code was still loading.
  root.addEventListener(choiceStoredEvent, () => consentStore.reload())
  root.addEventListener(settingsRequestedEvent, () => {
    root.removeAttribute(settingsRequestedAttribute)
    consentStore.openSettings()
  })
}

let focusReturn: Element | null = null

/**
 * Opens the consent settings (footer link, placeholders). `returnFocusTo` gets focus back when the
 * dialog closes; browsers that do not focus a clicked button would otherwise lose the place.
 */
export function openConsentSettings(returnFocusTo?: Element | null) {
  focusReturn = returnFocusTo ?? null
  consentStore.openSettings()
}

/** The element to refocus after the dialog, once (the dialog asks when it opens). */
export function takeFocusReturn(): Element | null {
  const element = focusReturn
  focusReturn = null
  return element
}
