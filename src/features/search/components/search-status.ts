/** What the status line says: results for a query, none, or the prompt before anything was typed. */
export interface StatusTexts {
  /** "Výsledky pro „{query}“: {count}" */
  results: string
  /** "Pro „{query}“ jsme nic nenašli…" */
  none: string
  /** Before a query: what can be searched. */
  hint: string
}

export function statusText(texts: StatusTexts, query: string, count: number): string {
  if (!query) return texts.hint
  const template = count > 0 ? texts.results : texts.none
  return template.replace('{query}', query).replace('{count}', String(count))
}
