import type { CollectionAfterChangeHook, CollectionAfterOperationHook } from 'payload'
import { runDefaultQueueSoon } from '@/platform/jobs/run-jobs-soon'
import { queueEmailChangedNotice } from './email-changed-notice'
import { recordAccountEvent } from './record'
import { endOtherSessions } from './sessions'

const noticeQueued = 'emailChangedNoticeQueued'

/**
 * Users afterChange, in the update's transaction: a changed sign-in e-mail is written to the
 * account audit log, a notice goes to the previous address (queued), and the account's other
 * sessions end. (requireCurrentPassword has asked for the current password before.)
 */
export const afterEmailChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update') return doc
  const before = typeof previousDoc?.email === 'string' ? previousDoc.email : ''
  const after = typeof doc.email === 'string' ? doc.email : ''
  if (!before || before.trim().toLowerCase() === after.trim().toLowerCase()) return doc
  await recordAccountEvent(req, { action: 'email-change', accountId: doc.id, accountEmail: after, detail: `${before} → ${after}` })
  await queueEmailChangedNotice(req.payload, req, before, after)
  await endOtherSessions(req, doc.id)
  req.context[noticeQueued] = true
  return doc
}

/**
 * Users afterOperation: starts the notice's job run now rather than at the next minute. (Payload
 * commits after this hook; on SQLite the run waits for that commit in the write queue, on
 * PostgreSQL a run that starts first misses the job and the next scheduled one sends it.)
 */
export const sendEmailChangedNoticeSoon: CollectionAfterOperationHook = ({ req, result }) => {
  if (req.context[noticeQueued]) {
    delete req.context[noticeQueued]
    runDefaultQueueSoon(req.payload)
  }
  return result
}
