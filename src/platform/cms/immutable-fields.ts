import { type CollectionBeforeChangeHook, type FieldHook, type PayloadRequest, ValidationError, type ValidationFieldError } from 'payload'
import { adminMessage, tx } from './i18n'

/**
 * Fields nobody may change once the document exists. Field access (`update: () => false`) alone
 * would drop a changed value silently and answer 200, as if the change had been saved: these hooks
 * refuse it with a 400 ValidationError naming the field instead. Unchanged values pass, because
 * the admin's own save sends the whole document back. Code that passes `overrideAccess: true` (the
 * system, not a person) is not checked here.
 */

// In the admin user's language, after Payload's "Následující pole je neplatné:" (issue 42).
const refusal = tx('Toto pole nelze změnit.', 'This field cannot be changed.')

/**
 * A value in the form the comparison needs: the admin or an API client may send a relation as an
 * id (number or string), populated ({ id }) or as { relationTo, value }, and an empty field as
 * null, undefined, '' or false. Calling two different values equal here is harmless (field access
 * still drops them); calling the same value different would break the admin's save.
 */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === false) return null
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(comparable)
  if (typeof value === 'object') {
    if ('id' in value) return String(value.id)
    if ('relationTo' in value && 'value' in value) return comparable(value.value)
    return JSON.stringify(value)
  }
  return String(value)
}

export function isSameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b))
}

type FieldLabel = ValidationFieldError['label'] | false

function refuse(req: PayloadRequest, collection: string | undefined, path: string, label?: FieldLabel): never {
  // The field's own label names it in the message, not its path (a label object is read in req's language).
  const named = label ? { label } : {}
  throw new ValidationError({ collection, errors: [{ path, message: adminMessage(req, refusal), ...named }], req }, req.t)
}

/**
 * Field hook (beforeValidate, which runs before field access drops the value): throws when an
 * update by a person would change the field. `value` is what was sent, or the stored value when
 * nothing was sent for the field.
 */
export const refuseChange: FieldHook = ({ collection, field, operation, overrideAccess, path, previousValue, req, value }) => {
  if (operation !== 'update' || overrideAccess) return undefined
  if (!isSameValue(value, previousValue))
    refuse(req, collection?.slug, path.join('.'), 'label' in field ? (field.label as FieldLabel) : undefined)
  return undefined
}

/**
 * The same for `createdAt`, which Payload adds itself (so it takes no field hook here) and which
 * the retention job reads: a changed date would keep an inquiry longer than the law allows.
 * Collection hooks are not told about overrideAccess: a request made by a signed-in user is a
 * person's (REST, the admin, the Local API with `user`), one without is the system's.
 */
export const refuseCreatedAtChange: CollectionBeforeChangeHook = ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.user || data.createdAt === undefined) return data
  const sent = new Date(data.createdAt as string).getTime()
  const stored = new Date(originalDoc?.createdAt as string).getTime()
  if (sent !== stored) refuse(req, collection.slug, 'createdAt', req.t('general:createdAt'))
  return data
}
