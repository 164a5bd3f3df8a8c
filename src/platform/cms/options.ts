import type { AdminText } from './i18n'

/** The options of a select or radio field from a map of its values to their labels, in the map's order. */
export function optionsFrom<Value extends string>(labels: Record<Value, AdminText>): { label: AdminText; value: Value }[] {
  return (Object.entries(labels) as [Value, AdminText][]).map(([value, label]) => ({ label, value }))
}
