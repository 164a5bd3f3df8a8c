import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as cs from '@zxcvbn-ts/language-cs'
import * as de from '@zxcvbn-ts/language-de'
import * as en from '@zxcvbn-ts/language-en'

/**
 * How hard a staff password is to guess, by zxcvbn (common passwords, Czech, English and German
 * words and names, keyboard rows, repeats, dates). Score 0–4; staff accounts open health data, so
 * anything below 3 ("safely unguessable: moderate protection from an offline attack") is refused
 * on top of the 12 characters. Levenshtein matching is off: it costs ~0.3 s a check and the
 * dictionaries already catch "password1234".
 */
export const minimumPasswordScore = 3

export type StrengthLanguage = 'cs' | 'en' | 'de'

// The German and Czech packages name their lists alike (`commonWords`, …): renamed so none replaces another.
function suffixed(dictionary: Record<string, string[]>, language: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(dictionary).map(([name, words]) => [`${name}-${language}`, words]))
}

let factory: ZxcvbnFactory | undefined
function estimator(): ZxcvbnFactory {
  // Built on first use: loading the dictionaries takes ~0.2 s, which no page render should pay.
  factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...suffixed(de.dictionary, 'de'), ...suffixed(cs.dictionary, 'cs') },
  })
  return factory
}

const translations = { cs: cs.translations, en: en.translations, de: de.translations }
// The Czech package's text for this key carries leftover editor text ("(Upraveno)Obnovit originál").
const corrections: Partial<Record<StrengthLanguage, Record<string, string>>> = {
  cs: { capitalization: 'Pište velkými písmeny i jiná než první písmeno.' },
}

const tooGuessable = {
  cs: 'Heslo je příliš snadné uhodnout.',
  en: 'The password is too easy to guess.',
  de: 'Das Passwort ist zu leicht zu erraten.',
}
const advice = {
  cs: 'Použijte delší heslo z několika méně obvyklých slov.',
  en: 'Use a longer password made of several less common words.',
  de: 'Verwenden Sie ein längeres Passwort aus mehreren weniger gebräuchlichen Wörtern.',
}

/**
 * Why `password` is too easy to guess, in `language` (the reason zxcvbn found and what to do
 * instead), or undefined when it is strong enough. `related` are the account's own details (e-mail,
 * name): a password built from them is weaker than it looks.
 */
export function passwordWeakness(password: string, language: StrengthLanguage, related: string[] = []): string | undefined {
  const inputs = related.flatMap((value) => [value, ...value.split(/[@.\s_-]+/)]).filter((value) => value.length >= 3)
  const { score, feedback } = estimator().check(password, inputs)
  if (score >= minimumPasswordScore) return undefined
  const texts = translations[language]
  const fixed = corrections[language] ?? {}
  const warning = feedback.warning
    ? (fixed[feedback.warning] ?? texts.warnings[feedback.warning as keyof typeof texts.warnings])
    : undefined
  const suggestions = feedback.suggestions.map((key) => fixed[key] ?? texts.suggestions[key as keyof typeof texts.suggestions] ?? '')
  return [tooGuessable[language], warning, ...(suggestions.length > 0 ? suggestions : [advice[language]])].filter(Boolean).join(' ')
}
