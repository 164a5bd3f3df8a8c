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
// The Czech package's text for this key carries leftover editor text ("(Upraveno)Obnovit originál");
// zxcvbn's "personal or page related data" does not say which data: ours does.
const corrections: Record<StrengthLanguage, Record<string, string>> = {
  cs: {
    capitalization: 'Pište velkými písmeny i jiná než první písmeno.',
    userInputs: 'Obsahuje e-mail nebo jméno účtu, nebo název kliniky.',
  },
  en: { userInputs: "It contains the account's e-mail or name, or the clinic's name." },
  de: { userInputs: 'Es enthält die E-Mail-Adresse oder den Namen des Kontos oder den Namen der Klinik.' },
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
const decoratedWord = {
  cs: 'Je to jediné slovo nebo jméno (třeba název kliniky) s přidanými číslicemi či znaky, což útočníci zkoušejí mezi prvními.',
  en: "It is a single word or name (the clinic's, say) with digits or signs added, which attackers try among the first.",
  de: 'Es ist ein einzelnes Wort oder ein Name (etwa der der Klinik) mit angehängten Ziffern oder Zeichen, was Angreifer als Erstes ausprobieren.',
}

/** Letters without accents, lower case: "Sluníčko" is "slunicko", as the Czech dictionary holds its words. */
function plainLetters(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * zxcvbn's user inputs: each detail whole, without accents, its words (split at spaces and
 * e-mail punctuation) and its words run together ("Klinika Aurelia" → "klinikaaurelia").
 */
function userInputs(related: string[]): string[] {
  const inputs = new Set<string>()
  for (const value of related) {
    const plain = plainLetters(value.trim())
    const words = plain.split(/[@.\s_-]+/).filter(Boolean)
    for (const input of [plain, ...words, words.join('')]) if (input.length >= 3) inputs.add(input)
  }
  return [...inputs]
}

// Digits and signs an attacker's rules append or insert (a year, "123", "!") cost fewer guesses than this.
const predictableDecorationGuesses = 1e6

/**
 * A single word, name or account detail with digits and signs around it ("Sluníčko2024!",
 * "KlinikaAurelia2026"). zxcvbn multiplies the parts' guesses, so such a password lands just over
 * score 3; cracking rules (capitalise, append a year and a sign) try it within the first hundred
 * million guesses. Refused when the letters alone are one dictionary entry or user input and what
 * surrounds them is predictable; a word with many random digits is not this case.
 */
function isDecoratedWord(password: string, inputs: string[]): boolean {
  const plain = plainLetters(password)
  const letters = plain.replace(/[^\p{L}]/gu, '')
  // Separators between the words ("aurelia-clinic") add nearly nothing; zxcvbn would count them as random.
  const rest = plain.replace(/[\p{L}\s._-]/gu, '')
  if (letters.length < 3) return false
  const core = estimator().check(letters, inputs).sequence
  const oneWord = core.length === 1 && core[0].pattern === 'dictionary'
  return oneWord && (rest === '' || estimator().check(rest).guesses < predictableDecorationGuesses)
}

/**
 * Why `password` is too easy to guess, in `language` (the reason zxcvbn found and what to do
 * instead), or undefined when it is strong enough. `related` are the account's own details (e-mail,
 * name) and the clinic's names: a password built from them is weaker than it looks. The password is
 * also checked without its accents, the form the Czech dictionary holds.
 */
export function passwordWeakness(password: string, language: StrengthLanguage, related: string[] = []): string | undefined {
  const inputs = userInputs(related)
  const plain = plainLetters(password)
  const checks = [estimator().check(password, inputs), ...(plain !== password.toLowerCase() ? [estimator().check(plain, inputs)] : [])]
  const weakest = checks.reduce((a, b) => (b.guesses < a.guesses ? b : a))
  const texts = translations[language]
  const fixed = corrections[language]
  if (weakest.score >= minimumPasswordScore) {
    return isDecoratedWord(password, inputs) ? [tooGuessable[language], decoratedWord[language], advice[language]].join(' ') : undefined
  }
  const { feedback } = weakest
  const warning = feedback.warning
    ? (fixed[feedback.warning] ?? texts.warnings[feedback.warning as keyof typeof texts.warnings])
    : undefined
  const suggestions = feedback.suggestions.map((key) => fixed[key] ?? texts.suggestions[key as keyof typeof texts.suggestions] ?? '')
  return [tooGuessable[language], warning, ...(suggestions.length > 0 ? suggestions : [advice[language]])].filter(Boolean).join(' ')
}
