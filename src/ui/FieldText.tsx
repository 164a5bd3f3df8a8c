import { fieldLang } from '@/content/fallback-language'

type TextFields<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T] & string

/**
 * A text field of the CMS where it sits inside other text (a link, a heading, a list item): as it
 * is, or in a span with its own `lang` where it is Czech shown by the fallback (fallback-language.ts).
 */
export function FieldText<T extends object>({ of, field }: { of: T; field: TextFields<T> }) {
  const text = of[field] as string | null | undefined
  if (!text) return null
  const lang = fieldLang(of, field)
  return lang ? <span lang={lang}>{text}</span> : text
}
