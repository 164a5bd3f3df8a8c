import type { ChecklistItem } from '@/features/go-live/checklist'

/** Reading the go-live checklist in tests: an item by its key, its missing facts (English), a fact's link. */
export const item = (list: ChecklistItem[], key: string): ChecklistItem => {
  const found = list.find((entry) => entry.key === key)
  if (!found) throw new Error(`no item ${key}`)
  return found
}
export const missingTexts = (list: ChecklistItem[], key: string) => item(list, key).missing.map((missing) => missing.text.en)
export const linkOf = (list: ChecklistItem[], key: string, text: string) =>
  item(list, key).missing.find((missing) => missing.text.en === text)?.href
