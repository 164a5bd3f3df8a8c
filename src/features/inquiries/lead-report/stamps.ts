import type { FieldHook } from 'payload'

type Doc = { status?: string | null } & Record<string, unknown>

/**
 * A moment the system records once and never changes: whatever a client sends is ignored, the
 * stored value is kept, and an update that meets `reached` sets it to now. On create it is empty
 * (the intake stores every inquiry as "new").
 */
function stampOnce(reached: (status: string | null | undefined, previous: string | null | undefined) => boolean): FieldHook {
  return ({ field, operation, originalDoc, siblingData }) => {
    if (operation !== 'update') return null
    const name = 'name' in field && field.name ? field.name : ''
    const stored = (originalDoc as Doc | undefined)?.[name]
    if (stored) return stored
    const previous = (originalDoc as Doc | undefined)?.status
    const status = (siblingData as Doc | undefined)?.status ?? previous
    return reached(status, previous) ? new Date().toISOString() : null
  }
}

/** When reception first changed the status: the end of the response time in the report. */
export const stampFirstStatusChange = stampOnce((status, previous) => status !== previous)

/** When the inquiry first reached "consultation booked" (its conversion, kept if it is closed later). */
export const stampBooked = stampOnce((status) => status === 'booked')
