import { defaultLocale, type Locale } from '@/routing/locales'

/**
 * Which texts of a read came from Payload's fallback: a field left empty in the page's language shows
 * its Czech text (spec: the source text), and such a part of the page must say it is Czech (`lang`,
 * WCAG 3.1.2) so a screen reader reads it, and a browser translates it, as Czech.
 *
 * The marks belong to the very objects of the read (a document, a related document, an array row),
 * so they follow a document wherever a template takes it and vanish with it.
 */
const fellBack = new WeakMap<object, Set<string>>()

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object'
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** The item of the other read's list that is this one: the same id (documents, array rows), else the same place. */
function counterpart(item: unknown, index: number, others: unknown): unknown {
  if (!Array.isArray(others)) return undefined
  const id = isObject(item) ? item.id : undefined
  if (id === undefined || id === null) return others[index]
  return others.find((other) => isObject(other) && other.id === id)
}

/**
 * Compares a read with the fallback (`shown`, what the page renders) with the same read without it
 * (`own`) and marks, on the objects of `shown`, every field that is empty in `own`: its text is Czech.
 */
export function markFallbacks(shown: unknown, own: unknown): void {
  if (Array.isArray(shown)) {
    for (const [index, item] of shown.entries()) markFallbacks(item, counterpart(item, index, own))
    return
  }
  if (!isObject(shown)) return
  const ownFields = isObject(own) ? own : {}
  for (const [field, value] of Object.entries(shown)) {
    if (isEmpty(ownFields[field]) && !isEmpty(value)) {
      const fields = fellBack.get(shown) ?? new Set<string>()
      fields.add(field)
      fellBack.set(shown, fields)
    } else {
      markFallbacks(value, ownFields[field])
    }
  }
}

/** A copy of a read object (its placeholders filled) keeps the marks of the object it was made from. */
export function keepFallbackMarks<T extends object>(original: object, copy: T): T {
  const fields = fellBack.get(original)
  if (fields) fellBack.set(copy, fields)
  return copy
}

/**
 * The `lang` a text field of the CMS needs where the page shows it: Czech when it fell back to Czech,
 * none (the page's own language) otherwise. `fieldLang(procedure, 'name')`.
 */
export function fieldLang<T extends object>(container: T | null | undefined, field: keyof T & string): Locale | undefined {
  return container && fellBack.get(container)?.has(field) ? defaultLocale : undefined
}
