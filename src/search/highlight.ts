import { wordsWithPositions } from './normalize'

/** A piece of text, marked when it is a word the query found. Rendered as text and <mark>, never as HTML. */
export interface Segment {
  text: string
  mark?: true
}

/** The text cut into plain and marked pieces; neighbouring marks are kept apart by what stands between them. */
export function highlight(text: string, isMatch: (word: string) => boolean): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const { word, start, end } of wordsWithPositions(text)) {
    if (!isMatch(word)) continue
    if (start > at) segments.push({ text: text.slice(at, start) })
    segments.push({ text: word, mark: true })
    at = end
  }
  if (at < text.length) segments.push({ text: text.slice(at) })
  return segments
}

const excerptLength = 180

/**
 * About two lines around the first found word of the first text that has one (the lead paragraph,
 * else the body), cut at word boundaries; without any, the start of the lead paragraph.
 */
export function excerptOf(texts: string[], isMatch: (word: string) => boolean): Segment[] {
  for (const text of texts) {
    const first = wordsWithPositions(text).find(({ word }) => isMatch(word))
    if (!first) continue
    let start = Math.max(0, first.start - 60)
    if (start > 0) start = text.indexOf(' ', start) + 1 || start
    let end = Math.min(text.length, start + excerptLength)
    if (end < text.length) end = text.lastIndexOf(' ', end) > first.end ? text.lastIndexOf(' ', end) : end
    const window = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
    return highlight(window.replace(/\s+/g, ' '), isMatch)
  }
  const lead = texts.find((text) => text.trim()) ?? ''
  if (lead.length <= excerptLength) return lead ? [{ text: lead.replace(/\s+/g, ' ') }] : []
  const cut = lead.slice(0, excerptLength)
  return [{ text: `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/\s+/g, ' ')}…` }]
}
