/**
 * Window events parts of the site raise for others (the trackers, a tag manager's listeners). They
 * never carry what a visitor typed.
 */

/** Spec §4: a navigation still loading after 1 second; detail `{ from, to }` (paths). */
export const delayedLoadEvent = 'clinic:delayed-load'

/** Spec §4: the call-me form was sent successfully (no detail). */
export const callMeSentEvent = 'clinic:call-me-sent'

export interface DelayedLoadDetail {
  from: string
  to: string
}
