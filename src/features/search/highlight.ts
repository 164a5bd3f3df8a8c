import { wordsWithPositions } from './normalize'
import { sentenceSpans } from './sentences'

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

/** Found words may stand this far into a long sentence before the excerpt starts inside it. */
const leadIn = 60

/** A heading, a subtitle or a list item: no sentence's end, and short. */
const isParagraph = (block: string) => /[.!?…]["'“”)\]]*$/.test(block) || block.length >= 100

/**
 * The text from `from`, at most `excerptLength` long: whole sentences while they fit, else cut at
 * the last word boundary with one "…" (no stop or comma before it).
 */
function fromSentence(paragraph: string, from: number, keepTo: number): string {
  let end = from
  for (const span of sentenceSpans(paragraph)) {
    if (span.end <= from) continue
    if (span.end - from > excerptLength && end > from) break
    end = span.end
  }
  if (end - from <= excerptLength) return paragraph.slice(from, end)
  const cut = paragraph.lastIndexOf(' ', from + excerptLength)
  const at = cut > keepTo ? cut : paragraph.indexOf(' ', keepTo) === -1 ? paragraph.length : paragraph.indexOf(' ', keepTo)
  if (at >= paragraph.length) return paragraph.slice(from)
  return `${paragraph.slice(from, at).replace(/[\s.,;:!?…–—-]+$/u, '')}…`
}

/**
 * About two lines of the first paragraph that holds a found word (of the lead, else the body;
 * headings and subtitles only when no paragraph has one): from the beginning of that word's
 * sentence, or "…" and a few words before it when the sentence is long, to the end of a sentence
 * or a word. Without a found word, the beginning of the lead. One paragraph only: paragraphs are
 * never run together.
 */
export function excerptOf(texts: string[], isMatch: (word: string) => boolean): Segment[] {
  const blocks = texts
    .flatMap((text) => text.split(/\n+/))
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  const firstMatch = (block: string) => wordsWithPositions(block).find(({ word }) => isMatch(word))
  const found = blocks.filter(isParagraph).find(firstMatch) ?? blocks.find(firstMatch)
  if (!found) {
    const lead = blocks.find(isParagraph) ?? blocks[0]
    return lead ? [{ text: fromSentence(lead, 0, 0) }] : []
  }
  const word = firstMatch(found) as { start: number; end: number }
  const sentence = sentenceSpans(found).find((span) => span.end >= word.end) ?? { start: 0 }
  let from = sentence.start
  if (word.start - from > leadIn) from = found.indexOf(' ', word.start - leadIn / 2) + 1 || from
  const text = fromSentence(found, from, word.end)
  return highlight(from > sentence.start ? `…${text}` : text, isMatch)
}
