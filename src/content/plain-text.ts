import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

/** CMS rich text as plain text (FAQ answers, job descriptions): paragraphs kept, markup dropped. */
export function plainText(data: unknown): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  return convertLexicalToPlaintext({ data: data as SerializedEditorState })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** At most `max` characters, cut at a word boundary, for descriptions. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
