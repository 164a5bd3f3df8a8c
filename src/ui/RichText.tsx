import './RichText.css'
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { getLocale } from 'next-intl/server'
import { contactFacts, fillContactPlaceholdersDeep } from '@/content/contact-placeholders'
import { getSettings } from '@/content/site'
import type { Locale } from '@/routing/locales'

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

/**
 * CMS rich text as plain HTML elements, styled by the .prose rules. Contact placeholders such as
 * {telefon} or {hodiny} are filled from Settings, so a changed phone or opening hours reach every text.
 */
export async function RichText({
  data,
  lang,
}: {
  data: unknown /** Set where the text is not the page's language (fieldLang). */
  lang?: string
}) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  const locale = (await getLocale()) as Locale
  const filled = fillContactPlaceholdersDeep(data, contactFacts(await getSettings(locale), locale))
  const text = <LexicalRichText className="prose" converters={converters} data={filled as SerializedEditorState} />
  return lang ? <div lang={lang}>{text}</div> : text
}
