import type { SeedPopup } from './types'

/**
 * Per language: one popup valid now, one expired and one that starts in the future,
 * so that the date filtering can be seen on the site. The future one overlaps the current one
 * at its end and takes over then: it has the higher priority.
 */
export const popups: SeedPopup[] = [
  // ───────────── cs ─────────────
  {
    key: 'winter-offer-cs',
    lang: 'cs',
    title: 'Naplánujte si zákrok na zimu',
    text: 'Zima je ideální čas na zákrok i na klidnou rekonvalescenci. Nechte nám kontakt a nejpozději do dvou pracovních dnů se vám ozveme, abychom domluvili termín bezplatné konzultace.',
    buttonText: 'Chci konzultaci',
    buttonLink: '/kontakt#contact-form',
    validFromDays: -10,
    validToDays: 60,
  },
  {
    key: 'summer-consultations-cs',
    lang: 'cs',
    title: 'V létě máme otevřeno',
    text: 'Konzultace probíhají i během prázdnin, v obvyklé provozní době ({hodiny}). Objednejte se a v klidu si naplánujte zákrok na podzim.',
    buttonText: 'Objednat se',
    buttonLink: '/kontakt#contact-form',
    validFromDays: -120,
    validToDays: -30,
  },
  {
    key: 'spring-hair-removal-cs',
    lang: 'cs',
    title: 'Do léta s hladkou pokožkou',
    text: 'Trvalá epilace diodovým laserem potřebuje několik sezení. Kdo začne v zimě, má do léta většinu ošetření za sebou. Rádi vám poradíme, jak začít.',
    buttonText: 'Mám zájem',
    buttonLink: '/kontakt#contact-form',
    validFromDays: 30,
    priority: 1,
    validToDays: 90,
  },

  // ───────────── en ─────────────
  {
    key: 'winter-offer-en',
    lang: 'en',
    title: 'Plan your procedure for the winter',
    text: 'Winter is an ideal time for a procedure and a calm recovery. Leave us your details and we will get in touch within two working days at the latest to arrange a date for your free consultation.',
    buttonText: 'Book a consultation',
    buttonLink: '/en/contact#contact-form',
    validFromDays: -10,
    validToDays: 60,
  },
  {
    key: 'summer-consultations-en',
    lang: 'en',
    title: 'We are open all summer',
    text: 'Consultations continue throughout the summer, during our usual opening hours ({hours}). Book now and plan your autumn procedure without any rush.',
    buttonText: 'Book now',
    buttonLink: '/en/contact#contact-form',
    validFromDays: -120,
    validToDays: -30,
  },
  {
    key: 'spring-hair-removal-en',
    lang: 'en',
    title: 'Smooth skin by summer',
    text: 'Permanent hair removal with a diode laser takes several sessions. Start in winter and most of your treatments will be done before summer. We will be glad to advise you on how to begin.',
    buttonText: 'I am interested',
    buttonLink: '/en/contact#contact-form',
    validFromDays: 30,
    priority: 1,
    validToDays: 90,
  },

  // ───────────── de ─────────────
  {
    key: 'winter-offer-de',
    lang: 'de',
    title: 'Planen Sie Ihren Eingriff im Winter',
    text: 'Der Winter ist die ideale Zeit für einen Eingriff und eine ruhige Genesung. Hinterlassen Sie uns Ihre Kontaktdaten – wir melden uns spätestens innerhalb von zwei Werktagen, um einen Termin für Ihr kostenloses Beratungsgespräch zu vereinbaren.',
    buttonText: 'Beratung anfragen',
    buttonLink: '/de/kontakt#contact-form',
    validFromDays: -10,
    validToDays: 60,
  },
  {
    key: 'summer-consultations-de',
    lang: 'de',
    title: 'Auch im Sommer für Sie da',
    text: 'Beratungsgespräche finden auch in der Ferienzeit statt, zu unseren üblichen Öffnungszeiten ({hours}). Vereinbaren Sie jetzt einen Termin und planen Sie Ihren Eingriff für den Herbst in aller Ruhe.',
    buttonText: 'Termin vereinbaren',
    buttonLink: '/de/kontakt#contact-form',
    validFromDays: -120,
    validToDays: -30,
  },
  {
    key: 'spring-hair-removal-de',
    lang: 'de',
    title: 'Glatte Haut bis zum Sommer',
    text: 'Die dauerhafte Haarentfernung mit dem Diodenlaser erfordert mehrere Sitzungen. Wer im Winter beginnt, hat bis zum Sommer den Großteil hinter sich. Wir beraten Sie gern, wie Sie am besten starten.',
    buttonText: 'Mehr erfahren',
    buttonLink: '/de/kontakt#contact-form',
    validFromDays: 30,
    priority: 1,
    validToDays: 90,
  },
]
