import { type AdminText, tx } from '@/platform/cms/i18n'
import type { PersonDataCounts } from './collect'

export type Language = 'cs' | 'en'

/** The view's, the endpoints' and the export's words, in the admin's two languages. */
export const personDataTexts = {
  navLink: tx('Údaje pacienta na žádost', 'Patient data on request'),
  title: tx('Údaje pacienta na žádost', 'A patient’s data on request'),
  intro: tx(
    'Na žádost pacienta (GDPR čl. 15 a 17) najdete všechny jeho poptávky, žádosti o zavolání, fotografie, poznámky a auditní záznamy podle e-mailu nebo telefonu, stáhnete je jako jeden soubor pro pacienta, nebo je jedním krokem vymažete. Telefon se porovnává podle číslic (+420 777 123 456 najde i 777123456), e-mail bez ohledu na velká písmena.',
    'On a patient’s request (GDPR Art. 15 and 17) find all their inquiries, call-back requests, photos, notes and audit entries by e-mail or phone, download them as one file for the patient, or erase them in one step. Phones are compared by their digits (+420 777 123 456 also finds 777123456), e-mails regardless of case.',
  ),
  forbidden: tx(
    'Údaje pacientů na žádost vyhledávají a mažou jen administrátoři.',
    'Only administrators find and erase patients’ data on request.',
  ),
  email: tx('E-mail', 'E-mail'),
  phone: tx('Telefon', 'Phone'),
  search: tx('Vyhledat', 'Search'),
  nothingFound: tx('K tomuto e-mailu ani telefonu nejsou uložené žádné údaje.', 'No data is stored for this e-mail or phone.'),
  found: tx('Nalezeno', 'Found'),
  export: tx('Stáhnout údaje pro pacienta (ZIP)', 'Download the data for the patient (ZIP)'),
  exportNote: tx(
    'Soubor obsahuje přehled v češtině (prehled.html), tytéž údaje strojově čitelné (udaje.json) a původní fotografie. Stažení se zapíše do auditu poptávek.',
    'The file holds a summary in Czech (prehled.html), the same data machine-readable (udaje.json) and the original photos. The download is recorded in the inquiry audit log.',
  ),
  eraseStart: tx('Vymazat tyto údaje…', 'Erase this data…'),
  confirmTitle: tx('Opravdu vymazat?', 'Erase for good?'),
  confirmText: tx('Nenávratně se vymaže:', 'This will be erased for good:'),
  confirmNote: tx(
    'Smažou se záznamy i soubory fotografií. V auditu poptávek zůstane jen záznam „Výmaz na žádost“ s počty, kdo a kdy, bez e-mailu a telefonu. Starší zálohy výmaz nezasáhne, dokud nevyprší (viz dokumentace záloh). E-maily s poptávkami ve schránce kliniky a uložené exporty smažte ručně.',
    'The records and the photo files are deleted. The inquiry audit log keeps only an “Erasure on request” entry with the counts, who and when, without the e-mail or phone. Older backups keep the data until they expire (see the backup documentation). Delete the inquiry e-mails in the clinic’s mailbox and saved exports by hand.',
  ),
  confirmErase: tx('Ano, vymazat natrvalo', 'Yes, erase for good'),
  cancel: tx('Zpět', 'Back'),
  erased: tx('Vymazáno', 'Erased'),
  changed: tx(
    'Údaje se mezitím změnily (např. přišla nová poptávka). Nic nebylo vymazáno; zkontrolujte je a potvrďte znovu.',
    'The data changed meanwhile (e.g. a new inquiry arrived). Nothing was erased; check it and confirm again.',
  ),
  nothingToErase: tx('Není co vymazat.', 'There is nothing to erase.'),
  auditReason: tx('Výmaz na žádost', 'Erasure on request'),
  reference: tx('Číslo poptávky', 'Reference'),
  received: tx('Přijato', 'Received'),
  kind: tx('Typ', 'Kind'),
  name: tx('Jméno', 'Name'),
  status: tx('Stav', 'Status'),
  photos: tx('Fotografie', 'Photos'),
  notes: tx('Poznámky', 'Notes'),
  audit: tx('Auditní záznamy', 'Audit entries'),
} satisfies Record<string, AdminText>

type Forms = { one: string; few: string; many: string }

/** Czech counts take three forms (1 poptávka, 2–4 poptávky, 5 poptávek); English two. */
const nouns: Record<keyof PersonDataCounts, Record<Language, Forms>> = {
  inquiries: {
    cs: { one: 'poptávka', few: 'poptávky', many: 'poptávek' },
    en: { one: 'inquiry', few: 'inquiries', many: 'inquiries' },
  },
  callBacks: {
    cs: { one: 'žádost o zavolání', few: 'žádosti o zavolání', many: 'žádostí o zavolání' },
    en: { one: 'call-back request', few: 'call-back requests', many: 'call-back requests' },
  },
  photos: {
    cs: { one: 'fotografie', few: 'fotografie', many: 'fotografií' },
    en: { one: 'photo', few: 'photos', many: 'photos' },
  },
  notes: {
    cs: { one: 'poznámka', few: 'poznámky', many: 'poznámek' },
    en: { one: 'note', few: 'notes', many: 'notes' },
  },
  history: {
    cs: { one: 'záznam historie', few: 'záznamy historie', many: 'záznamů historie' },
    en: { one: 'history entry', few: 'history entries', many: 'history entries' },
  },
  audit: {
    cs: { one: 'auditní záznam', few: 'auditní záznamy', many: 'auditních záznamů' },
    en: { one: 'audit entry', few: 'audit entries', many: 'audit entries' },
  },
}

function counted(count: number, forms: Forms): string {
  const form = count === 1 ? forms.one : count >= 2 && count <= 4 ? forms.few : forms.many
  return `${count} ${form}`
}

/** "3 poptávky, 1 žádost o zavolání, 4 fotografie, 2 poznámky" — what is not there is left out. */
export function countsPhrase(counts: PersonDataCounts, language: Language): string {
  const parts = (Object.keys(nouns) as Array<keyof PersonDataCounts>)
    .filter((key) => counts[key] > 0)
    .map((key) => counted(counts[key], nouns[key][language]))
  return parts.length > 0 ? parts.join(', ') : language === 'cs' ? 'nic' : 'nothing'
}
