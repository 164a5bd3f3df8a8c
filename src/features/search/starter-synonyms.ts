import type { Locale } from '@/routing/locales'
import type { SynonymGroups } from './engine'
import { foldedWords, stemWord } from './normalize'

/**
 * The words patients use beside the medical names, shipped with the site so that search
 * understands them before staff add any (issue 43). Each line is one group, as staff write it in
 * the admin (Synonyma pro vyhledávání). A staff group that shares a word or phrase with a starter
 * group replaces it: staff's word is the last one.
 */
export const starterSynonyms: Record<Locale, string[]> = {
  cs: [
    'zvětšení, augmentace',
    'zvětšení prsou, prsní implantáty, silikony',
    'zmenšení, redukce',
    'liposukce, lipo, odsátí tuku, odsávání tuku',
    'abdominoplastika, plastika břicha, povislé břicho',
    'blefaroplastika, operace horních očních víček, povislá víčka, převislá víčka',
    'operace dolních očních víček, váčky pod očima, kruhy pod očima',
    'rinoplastika, rhinoplastika, plastika nosu, operace nosu, modelace nosu',
    'otoplastika, odstálé uši, klapouché uši',
    'mastopexe, zvednutí prsou, povislá prsa, pokleslá prsa',
    'hyperhidróza, pocení, nadměrné pocení',
    'epilace, chloupky, odstranění chloupků',
    'botox, botulotoxin',
    'facelift, face lift, lifting obličeje',
    'labioplastika, zmenšení stydkých pysků',
  ],
  en: [
    'enlargement, augmentation',
    'breast augmentation, boob job, breast implants',
    'liposuction, lipo, love handles, fat suction',
    'abdominoplasty, tummy tuck',
    'eyelid, blepharoplasty',
    'lower eyelid surgery, eye bags, bags under the eyes',
    'rhinoplasty, nose job, nose reshaping',
    'otoplasty, ear pinning, protruding ears, sticking out ears',
    'mastopexy, breast lift, saggy breasts, sagging breasts, droopy breasts',
    'hyperhidrosis, sweating, excessive sweating',
    'facelift, face lift',
    'tummy, abdomen',
  ],
  de: [
    'Vergrößerung, Augmentation',
    'Fettabsaugung, Liposuktion, Fett absaugen',
    'Bauchdeckenstraffung, Bauchstraffung, Abdominoplastik, Bauchplastik',
    'Oberlidstraffung, Schlupflider, Blepharoplastik',
    'Unterlidstraffung, Tränensäcke',
    'Nasenkorrektur, Nasen-OP, Nasenoperation, Rhinoplastik, Nasenplastik',
    'Ohrenkorrektur, Segelohren, abstehende Ohren, Otoplastik, Ohren anlegen',
    'Bruststraffung, Mastopexie, Hängebrust, hängende Brüste',
    'Hyperhidrose, Schwitzen, übermäßiges Schwitzen',
    'Brustvergrößerung, Brustaugmentation, Brustimplantate',
  ],
}

/** A group as written ("a, b c") as its phrases. */
export function synonymPhrases(line: string): string[] {
  return line
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean)
}

/**
 * The groups search uses in one language: staff's, and each starter group none of whose phrases
 * staff's groups name (compared as search compares them: folded, Czech stems).
 */
export function withStarterSynonyms(staff: SynonymGroups, locale: Locale): SynonymGroups {
  const key = (phrase: string) =>
    foldedWords(phrase, locale)
      .map((word) => stemWord(word, locale))
      .join(' ')
  const named = new Set(staff.flatMap((group) => group.map(key)))
  const starters = starterSynonyms[locale].map(synonymPhrases).filter((group) => !group.some((phrase) => named.has(key(phrase))))
  return [...staff, ...starters]
}
