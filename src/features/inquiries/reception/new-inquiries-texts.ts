import { tx } from '@/platform/cms/i18n'

type Language = 'cs' | 'en'
type Forms = { one: string; few: string; other: string }

/** The admin's two languages; Czech has three forms for a count (1, 2–4, 0 and 5+). */
const arrived: Record<Language, Forms> = {
  cs: {
    one: 'Do seznamu přibyla 1 nová poptávka.',
    few: 'Do seznamu přibyly {n} nové poptávky.',
    other: 'Do seznamu přibylo {n} nových poptávek.',
  },
  en: {
    one: '1 new inquiry added to the list.',
    few: '{n} new inquiries added to the list.',
    other: '{n} new inquiries added to the list.',
  },
}
const waiting: Record<Language, Forms> = {
  cs: { one: 'Přišla 1 nová poptávka.', few: 'Přišly {n} nové poptávky.', other: 'Přišlo {n} nových poptávek.' },
  en: { one: '1 new inquiry has arrived.', few: '{n} new inquiries have arrived.', other: '{n} new inquiries have arrived.' },
}

function counted(forms: Record<Language, Forms>, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count)
  const text = form === 'one' ? forms[language].one : form === 'few' ? forms[language].few : forms[language].other
  return text.replace('{n}', String(count))
}

/** Said (politely, for screen readers too) after new inquiries were added to the open list. */
export const arrivedText = (count: number, language: Language) => counted(arrived, count, language)
/** Said while the list waits for a staff member who has rows selected or is editing a filter. */
export const waitingText = (count: number, language: Language) => counted(waiting, count, language)

export const watchTexts = { show: tx('Zobrazit', 'Show') }
