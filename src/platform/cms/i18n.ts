/**
 * The admin speaks Czech and English (payload.config i18n). Every label, group, description,
 * option and message this project writes for the admin is given in both, through these helpers;
 * a plain string would show in English to a Czech editor.
 */
// A type alias, not an interface: Payload's labels are Record<string, string>.
export type AdminText = {
  cs: string
  en: string
}

export const tx = (cs: string, en: string): AdminText => ({ cs, en })

type WithLanguage = { i18n?: { language?: string } } | null | undefined

/** The admin user's language for messages built in validate functions and hooks (default Czech). */
export function adminLanguage(req: WithLanguage): 'cs' | 'en' {
  return req?.i18n?.language === 'en' ? 'en' : 'cs'
}

/** A message in the admin user's language, for `validate` results and errors thrown from hooks. */
export function adminMessage(req: WithLanguage, text: AdminText): string {
  return text[adminLanguage(req)]
}

/** Sidebar groups of the admin; shared so collections land in the same group. */
export const adminGroups = {
  content: tx('Obsah', 'Content'),
  procedures: tx('Zákroky', 'Procedures'),
  team: tx('Tým', 'Team'),
  site: tx('Web a nastavení', 'Site and settings'),
  inquiries: tx('Poptávky', 'Inquiries'),
  administration: tx('Správa', 'Administration'),
} as const

/**
 * Overrides of Payload's own admin strings (issue 30): its Czech templates put a label into a
 * grammatical case it cannot inflect ("Vytváření nového Stránka", "Přidat Cena", "Uživatel úspěšně
 * vytvořeno", "Publikovat v Čeština", "‹Žádný Název›"), so they get neutral phrasing with the label
 * after a colon. Some words are simply wrong for this admin: "menu" was translated as a restaurant's
 * menu ("Otevřít Jídelní lístek"), the live preview beside the form was a bare "Náhled" like the
 * preview on the site, and "Místní verze" reads as a regional variant rather than the language.
 * English stays Payload's own.
 */
export const adminTranslations = {
  cs: {
    general: {
      creatingNewLabel: 'Nová položka: {{label}}',
      createNewLabel: 'Nová položka: {{label}}',
      successfullyCreated: 'Vytvořeno: {{label}}.',
      // Czech uses "menu" undeclined: "Otevřít menu", "Zavřít menu", and the gear's own label.
      menu: 'menu',
      livePreview: 'Živý náhled vedle formuláře',
      locale: 'Jazyk',
      // Issue 42: an empty cell was "‹Přiřazeno: nevyplněno›" in every list and in the history; a dash says it.
      noLabel: '–',
      // A checkbox's value ("Pravda"/"Nepravda" is logic, not an answer); the list writes it in lower
      // case, custom.scss capitalises it again.
      true: 'Ano',
      false: 'Ne',
      // A relationship's table (e.g. an inquiry's notes) has no filters; the list's search and filters are named.
      noResults: '{{label}}: zatím žádné.',
      noResultsDescription: 'Zatím tu nic není, nebo nic neodpovídá hledání či filtrům.',
      // The label's gender is unknown ("Stránka … úspěšně smazáno"): the verb goes first, after a colon.
      titleDeleted: 'Smazáno: {{label}} „{{title}}“.',
      titleRestored: 'Obnoveno: {{label}} „{{title}}“.',
      titleTrashed: 'Přesunuto do koše: {{label}} „{{title}}“.',
      successfullyDuplicated: 'Zkopírováno: {{label}}.',
      updatedLabelSuccessfully: 'Uloženo: {{label}}.',
      newLabel: 'Nová položka: {{label}}',
      noTrashResults: 'V koši nic není: {{label}}.',
    },
    fields: {
      addLabel: 'Přidat: {{label}}',
      addNewLabel: 'Přidat novou položku: {{label}}',
      chooseLabel: 'Vybrat: {{label}}',
      newLabel: 'Nová položka: {{label}}',
      selectExistingLabel: 'Vybrat existující: {{label}}',
      uploadNewLabel: 'Nahrát nový soubor: {{label}}',
    },
    version: {
      publishIn: 'Publikovat jazyk: {{locale}}',
      noRowsFound: 'Nic nenalezeno: {{label}}',
      noRowsSelected: 'Nic nevybráno: {{label}}',
    },
  },
}
