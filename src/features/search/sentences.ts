/** Words after which a full stop does not end a sentence ("MUDr. Nováková", "např. laser", "z. B."). */
const abbreviations = new Set([
  'mudr',
  'mvdr',
  'dr',
  'bc',
  'mgr',
  'ing',
  'prof',
  'doc',
  'phdr',
  'tzv',
  'např',
  'cca',
  'apod',
  'atd',
  'resp',
  'tj',
  'tzn',
  'min',
  'max',
  'str',
  'popř',
  'mj',
  'ca',
  'bzw',
  'usw',
  'ggf',
  'inkl',
  'vs',
  'etc',
  'approx',
  'nr',
  'st',
  'mr',
  'mrs',
  'ms',
])

/** A sentence's end: . ! ? or … (with closing quotes or brackets), then space, then what may begin a sentence. */
const sentenceEnd = /[.!?…]+["'“”„»«)\]]*(?=\s+["'“”„»«(]?[\p{Lu}\p{N}])/gu

/**
 * Where the sentences of one paragraph begin and end (end exclusive, before the space). A full
 * stop after an abbreviation, a single letter or a number ("5. den", "z. B.") ends none.
 */
export function sentenceSpans(paragraph: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = []
  let start = 0
  for (const match of paragraph.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length
    const before = /([\p{L}\p{N}]+)[.!?…]*["'“”„»«)\]]*$/u.exec(paragraph.slice(start, end))?.[1] ?? ''
    const isAbbreviation =
      match[0].startsWith('.') && (before.length === 1 || /^\p{N}+$/u.test(before) || abbreviations.has(before.toLowerCase()))
    if (isAbbreviation) continue
    spans.push({ start, end })
    start = end + (/^\s*/.exec(paragraph.slice(end))?.[0].length ?? 0)
  }
  if (start < paragraph.length) spans.push({ start, end: paragraph.trimEnd().length })
  return spans
}
