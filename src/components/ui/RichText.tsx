import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

// Payload's converter gives every list item a `value` (its number), which HTML allows only on the
// items of an ordered list: bulleted and check lists get their items without it.
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { listitem } = defaultConverters
    if (typeof listitem !== 'function') return listitem
    const ordered = 'listType' in args.parent && args.parent.listType === 'number'
    return listitem(ordered ? args : { ...args, node: { ...args.node, value: undefined as unknown as number } })
  },
})

/** CMS rich text as plain HTML elements, styled by the .prose rules. */
export function RichText({ data }: { data: unknown }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText className="prose" converters={converters} data={data as SerializedEditorState} />
}
