import { tx } from '@/platform/cms/i18n'

/** The translation status's texts in the admin's two languages. */
export const statusTexts = {
  title: tx('Stav překladů', 'Translation status'),
  navLink: tx('Stav překladů', 'Translation status'),
  intro: tx(
    'Každá stránka, zákrok, kategorie, článek, pracovní nabídka a téma častých dotazů se stavem v každém jazyce. „Zastaralý“ překlad byl naposledy uložen před poslední změnou českého textu. Kliknutím na stav otevřete dokument v daném jazyce.',
    'Every page, procedure, category, post, job offer and FAQ topic with its state in each language. An "outdated" translation was last saved before the Czech text last changed. Click a state to open the document in that language.',
  ),
  language: tx('Jazyk', 'Language'),
  state: tx('Stav', 'State'),
  all: tx('Všechny', 'All'),
  anyState: tx('Jakýkoli', 'Any'),
  show: tx('Zobrazit', 'Show'),
  type: tx('Typ', 'Type'),
  name: tx('Český název', 'Czech name'),
  noName: tx('(bez českého názvu)', '(no Czech name)'),
  none: tx('Žádný dokument neodpovídá filtru.', 'No document matches the filter.'),
  count: tx('Počet dokumentů', 'Documents'),
  missingLine: tx('Chybí překlady', 'Missing translations'),
  outdatedLine: tx('zastaralé', 'outdated'),
  allTranslated: tx('Všechny překlady jsou hotové a aktuální.', 'All translations are done and up to date.'),
  languageNames: { cs: tx('Čeština', 'Czech'), en: tx('Angličtina', 'English'), de: tx('Němčina', 'German') },
}
