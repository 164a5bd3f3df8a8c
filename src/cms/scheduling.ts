import type { SchedulePublish } from 'payload'

/** Scheduled publishing on a 24-hour clock in 5-minute steps (Payload's picker defaults to 12-hour). */
export const schedulePublishing: SchedulePublish = { timeFormat: 'HH:mm', timeIntervals: 5 }

/** Drafts with scheduled publishing, and the last 30 versions kept, for every published page type. */
export const draftsWithScheduling = { drafts: { schedulePublish: schedulePublishing }, maxPerDoc: 30 }
