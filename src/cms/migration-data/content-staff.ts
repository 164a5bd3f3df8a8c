/**
 * Data carried over by the `content_staff` migrations (issue 14), shared by both dialects.
 * Kept outside the migration folders: Payload treats every file there as a migration.
 */
import { randomBytes } from 'node:crypto'

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const

const pad = (value: string) => value.padStart(2, '0')

/**
 * The old Settings field was one free text for Monday to Friday ("7:00 - 18:00"; the days were
 * typed into the site's texts). Anything unreadable becomes the clinic's usual hours, which staff
 * then see and correct in Settings.
 */
export function weekdayHoursFrom(text: string | null | undefined): { opens: string; closes: string } {
  const match = /(\d{1,2})[:.](\d{2})\s*[-–—]\s*(\d{1,2})[:.](\d{2})/.exec(text ?? '')
  if (!match) return { opens: '07:00', closes: '18:00' }
  return { opens: `${pad(match[1])}:${match[2]}`, closes: `${pad(match[3])}:${match[4]}` }
}

/** Array rows in Payload's tables have 24-character hex ids. */
export const newRowId = () => randomBytes(12).toString('hex')
