/**
 * The Settings facts the public site shows, and whether a form's values leave them unset. Shared by
 * the note on the Settings screen (MissingSettingsNote) and its test; paths are Settings' field paths.
 */
type Text = { cs: string; en: string }

const identity: Text = { cs: 'Identita', en: 'Identity' }
const contact: Text = { cs: 'Kontakt', en: 'Contact' }

export const settingsFacts: { key: string; paths: string[]; label: Text; tab: Text }[] = [
  { key: 'clinicName', paths: ['clinicName'], label: { cs: 'Název kliniky', en: 'Clinic name' }, tab: identity },
  { key: 'legalName', paths: ['legalName'], label: { cs: 'Obchodní firma', en: 'Legal name' }, tab: identity },
  { key: 'companyId', paths: ['companyId'], label: { cs: 'IČO', en: 'Company ID' }, tab: identity },
  { key: 'logo', paths: ['logo'], label: { cs: 'Logo (z něj ikony webu)', en: 'Logo (the site’s icons come from it)' }, tab: identity },
  { key: 'shareImage', paths: ['shareImage'], label: { cs: 'Obrázek pro sdílení', en: 'Share image' }, tab: identity },
  { key: 'phone', paths: ['phone'], label: { cs: 'Hlavní telefon', en: 'Main phone' }, tab: contact },
  { key: 'email', paths: ['email'], label: { cs: 'E-mail', en: 'E-mail' }, tab: contact },
  { key: 'address', paths: ['address.street', 'address.city'], label: { cs: 'Adresa', en: 'Address' }, tab: contact },
  { key: 'openingHours', paths: ['openingHours'], label: { cs: 'Otevírací doba', en: 'Opening hours' }, tab: contact },
]

/** Unset: nothing, blank text, an empty list; an array field's form value is its row count. */
function isUnset(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return value === 0
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** The facts with any of their paths unset (an address needs street and city). */
export function missingSettingsFacts(valueAt: (path: string) => unknown) {
  return settingsFacts.filter((fact) => fact.paths.some((path) => isUnset(valueAt(path))))
}
