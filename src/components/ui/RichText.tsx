import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** CMS rich text as plain HTML elements, styled by the .prose rules. */
export function RichText({ data }: { data: unknown }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText className="prose" data={data as SerializedEditorState} />
}
