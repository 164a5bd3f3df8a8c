/** Date-and-time fields as the clinic writes them: "25. 11. 2026 15:33", typed or picked to the minute. */
export const pragueDateTime = {
  pickerAppearance: 'dayAndTime' as const,
  displayFormat: 'd. M. yyyy HH:mm',
  timeFormat: 'HH:mm',
  timeIntervals: 1,
}

/**
 * Drafts with scheduled publishing, and the last 30 versions kept, for every published page type.
 * Payload's scheduling stays on for its `schedulePublish` job (run by the server's jobs runner) and
 * the clean-up of a deleted document's jobs; staff schedule in Prague time with our own control,
 * which replaces Payload's drawer (src/features/schedule-publish).
 */
export const draftsWithScheduling = { drafts: { schedulePublish: true }, maxPerDoc: 30 }
