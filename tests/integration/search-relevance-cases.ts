import type { Locale } from '@/routing/locales'

/**
 * What patients type into the site search, and the page that must come first, over the demo
 * content (issue 43): names as written, without diacritics, with typos, prefixes, medical words
 * for lay words and back, and words of the other languages. Kept apart from the test so that the
 * closing note's before/after table is computed from the same list.
 */
export const relevanceCases: { locale: Locale; query: string; first: string }[] = [
  // Czech
  { locale: 'cs', query: 'zvětšení prsou', first: '/zakroky/zvetseni-prsou' },
  { locale: 'cs', query: 'zvetseni prsu', first: '/zakroky/zvetseni-prsou' },
  { locale: 'cs', query: 'augmentace prsou', first: '/zakroky/zvetseni-prsou' },
  { locale: 'cs', query: 'zmenšení prsou', first: '/zakroky/zmenseni-prsou' },
  { locale: 'cs', query: 'lipo', first: '/zakroky/liposukce' },
  { locale: 'cs', query: 'liposukse', first: '/zakroky/liposukce' },
  { locale: 'cs', query: 'odsátí tuku', first: '/zakroky/liposukce' },
  { locale: 'cs', query: 'plastika břicha', first: '/zakroky/abdominoplastika' },
  { locale: 'cs', query: 'abdominoplastka', first: '/zakroky/abdominoplastika' },
  { locale: 'cs', query: 'povislá víčka', first: '/zakroky/operace-hornich-ocnich-vicek' },
  { locale: 'cs', query: 'blefaroplastyka', first: '/zakroky/operace-hornich-ocnich-vicek' },
  { locale: 'cs', query: 'plastika nosu', first: '/zakroky/modelace-nosu' },
  { locale: 'cs', query: 'odstáté uši', first: '/zakroky/korekce-odstalych-usi' },
  { locale: 'cs', query: 'pocení', first: '/zakroky/lecba-nadmerneho-poceni' },
  { locale: 'cs', query: 'botoks', first: '/zakroky/botox' },
  { locale: 'cs', query: 'chloupky', first: '/zakroky/trvala-epilace' },
  { locale: 'cs', query: 'tetovani', first: '/zakroky/laserove-odstraneni-tetovani' },
  { locale: 'cs', query: 'smysleny', first: '/mudr-tomas-smysleny' },
  { locale: 'cs', query: 'abdomino', first: '/zakroky/abdominoplastika' },
  { locale: 'cs', query: 'váčky pod očima', first: '/zakroky/operace-dolnich-ocnich-vicek' },
  { locale: 'cs', query: 'liposuction', first: '/zakroky/liposukce' },
  // English
  { locale: 'en', query: 'breast enlargement', first: '/en/procedures/breast-augmentation' },
  { locale: 'en', query: 'boob job', first: '/en/procedures/breast-augmentation' },
  { locale: 'en', query: 'breast reduction', first: '/en/procedures/breast-reduction' },
  { locale: 'en', query: 'lipo', first: '/en/procedures/liposuction' },
  { locale: 'en', query: 'liposukse', first: '/en/procedures/liposuction' },
  { locale: 'en', query: 'lipsuction', first: '/en/procedures/liposuction' },
  { locale: 'en', query: 'love handles', first: '/en/procedures/liposuction' },
  { locale: 'en', query: 'tummy tuck', first: '/en/procedures/abdominoplasty' },
  { locale: 'en', query: 'nose job', first: '/en/procedures/rhinoplasty' },
  { locale: 'en', query: 'rhinoplsty', first: '/en/procedures/rhinoplasty' },
  { locale: 'en', query: 'hooded eyelids', first: '/en/procedures/blepharoplasty' },
  { locale: 'en', query: 'blepharoplasty', first: '/en/procedures/blepharoplasty' },
  { locale: 'en', query: 'ear pinning', first: '/en/procedures/otoplasty' },
  { locale: 'en', query: 'sweating', first: '/en/procedures/hyperhidrosis-treatment' },
  { locale: 'en', query: 'hair removal', first: '/en/procedures/permanent-hair-removal' },
  { locale: 'en', query: 'tatoo removal', first: '/en/procedures/tattoo-removal' },
  { locale: 'en', query: 'saggy breasts', first: '/en/procedures/breast-lift' },
  { locale: 'en', query: 'bunion', first: '/en/procedures/hallux-valgus-surgery' },
  { locale: 'en', query: 'face lift', first: '/en/procedures/facelift-necklift' },
  { locale: 'en', query: 'eye bags', first: '/en/procedures/lower-blepharoplasty' },
  // German
  { locale: 'de', query: 'Fettabsaugung', first: '/de/eingriffe/fettabsaugung' },
  { locale: 'de', query: 'Liposuktion', first: '/de/eingriffe/fettabsaugung' },
  { locale: 'de', query: 'liposukse', first: '/de/eingriffe/fettabsaugung' },
  { locale: 'de', query: 'Brustvergroesserung', first: '/de/eingriffe/brustvergrosserung' },
  { locale: 'de', query: 'Brustvergößerung', first: '/de/eingriffe/brustvergrosserung' },
  { locale: 'de', query: 'Brustverkleinerung', first: '/de/eingriffe/brustverkleinerung' },
  { locale: 'de', query: 'Bauchstraffung', first: '/de/eingriffe/bauchdeckenstraffung' },
  { locale: 'de', query: 'Nasen-OP', first: '/de/eingriffe/nasenkorrektur' },
  { locale: 'de', query: 'Schlupflider', first: '/de/eingriffe/oberlidstraffung' },
  { locale: 'de', query: 'Segelohren', first: '/de/eingriffe/ohrenkorrektur' },
  { locale: 'de', query: 'Schwitzen', first: '/de/eingriffe/hyperhidrose-behandlung' },
  { locale: 'de', query: 'Tränensäcke', first: '/de/eingriffe/unterlidstraffung' },
  { locale: 'de', query: 'Haarentfernung', first: '/de/eingriffe/dauerhafte-haarentfernung' },
  { locale: 'de', query: 'Fettabsaugen', first: '/de/eingriffe/fettabsaugung' },
  { locale: 'de', query: 'Bauchdeckenstrafung', first: '/de/eingriffe/bauchdeckenstraffung' },
]
