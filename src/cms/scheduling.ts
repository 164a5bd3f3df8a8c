import type { SchedulePublish } from 'payload'

/** Date-and-time fields as the clinic writes them: "25. 11. 2026 15:33", typed or picked to the minute. */
export const pragueDateTime = {
  pickerAppearance: 'dayAndTime' as const,
  displayFormat: 'd. M. yyyy HH:mm',
  timeFormat: 'HH:mm',
  timeIntervals: 1,
}

/**
 * Scheduled publishing on a 24-hour clock to the minute (Payload's picker defaults to 12-hour in
 * 5-minute slots; issue 30: staff schedule e.g. 15:33).
 */
export const schedulePublishing: SchedulePublish = { timeFormat: 'HH:mm', timeIntervals: 1 }

/** Drafts with scheduled publishing, and the last 30 versions kept, for every published page type. */
export const draftsWithScheduling = { drafts: { schedulePublish: schedulePublishing }, maxPerDoc: 30 }
