import { type PayloadRequest, ValidationError } from 'payload'
import { type AdminText, adminMessage } from './i18n'

/**
 * Refuses a save from a hook, naming the field. The error's message is the explanation itself, so
 * the admin's notice shows it even where the admin cannot mark the field: Payload's REST answer
 * drops the field details when the error class comes from another bundle of the app than the
 * route that answers (the Payload instance is shared between Next's bundles).
 */
export function refuseSave(req: PayloadRequest, collection: string, field: { path: string; label: AdminText }, message: string): never {
  const error = new ValidationError(
    { collection, errors: [{ path: field.path, label: adminMessage(req, field.label), message }], req },
    req.t,
  )
  error.message = message
  throw error
}
