import type { Payload } from 'payload'
import { defaultLocale, locales, otherLocales } from '@/routing/locales'
import { faqTopics } from './data/faq'
import { home, priceInfo } from './data/home'
import { popups } from './data/popups'
import { testimonials } from './data/testimonials'
import type { BenefitKey, L, Locale } from './data/types'
import { seedStornoConditions } from './documents'
import { beforeAfterImage, portraitImage, sceneImage } from './images'
import { toLexical } from './lexical'
import { context, createLocalized, type Data, withRowIds } from './localized'

type Id = number | string
export const illustrative: L = { cs: 'Ilustrační foto', en: 'Illustrative photo', de: 'Symbolbild' }

export async function uploadImage(payload: Payload, buffer: Buffer, filename: string, alt: L): Promise<Id> {
  const created = await payload.create({
    collection: 'media',
    locale: defaultLocale,
    data: { alt: alt[defaultLocale] },
    file: { data: buffer, mimetype: 'image/jpeg', name: filename, size: buffer.length },
    context,
    depth: 0,
  })
  for (const locale of otherLocales) {
    if (alt[locale]) await payload.update({ collection: 'media', id: created.id, locale, data: { alt: alt[locale] }, context, depth: 0 })
  }
  return created.id
}

const benefitAlts: Record<BenefitKey, L> = {
  equipment: { cs: 'Moderně vybavený operační sál', en: 'A modern operating theatre', de: 'Ein moderner Operationssaal' },
  food: { cs: 'Jídlo podávané na pokoji kliniky', en: 'A meal served in a clinic room', de: 'Eine im Klinikzimmer servierte Mahlzeit' },
  entertainment: { cs: 'Pokoj s televizí a Wi-Fi', en: 'A patient room with TV and Wi-Fi', de: 'Patientenzimmer mit Fernseher und WLAN' },
  staff: { cs: 'Zdravotní sestry kliniky', en: 'The clinic’s nurses', de: 'Die Pflegekräfte der Klinik' },
  taxi: { cs: 'Taxi odváží klientku domů', en: 'A taxi taking a client home', de: 'Ein Taxi bringt eine Klientin nach Hause' },
  material: {
    cs: 'Certifikované implantáty a materiál',
    en: 'Certified implants and materials',
    de: 'Zertifizierte Implantate und Materialien',
  },
  allInclusive: { cs: 'Balíček all inclusive', en: 'The all-inclusive package', de: 'Das All-inclusive-Paket' },
  insurance: { cs: 'Pojištění pro případ komplikací', en: 'Insurance against complications', de: 'Versicherung gegen Komplikationen' },
}

export interface SeededImages {
  portraits: Map<string, Id>
  hero: Id
  benefits: Map<BenefitKey, Id>
  gallery: { id: Id; caption: L }[]
  videoThumbnail: Id
  beforeAfter: { before: Id; after: Id }[]
}

/** Draws and uploads the demo pictures (see images.ts), each with alt text in three languages. */
export async function seedImages(payload: Payload, people: { key: string; name: string }[]): Promise<SeededImages> {
  const portraits = new Map<string, Id>()
  for (const [index, person] of people.entries()) {
    const alt = { cs: `Portrét: ${person.name}`, en: `Portrait of ${person.name}`, de: `Porträt von ${person.name}` }
    portraits.set(person.key, await uploadImage(payload, await portraitImage(index, illustrative.cs), `portrait-${person.key}.jpg`, alt))
  }
  const hero = await uploadImage(payload, await sceneImage(0, illustrative.cs), 'clinic-reception.jpg', {
    cs: 'Recepce kliniky Aurelia v Praze 3',
    en: 'The reception of Aurelia Clinic in Prague 3',
    de: 'Der Empfang der Aurelia Klinik in Prag 3',
  })
  const benefits = new Map<BenefitKey, Id>()
  for (const [index, [key, alt]] of (Object.entries(benefitAlts) as [BenefitKey, L][]).entries()) {
    benefits.set(key, await uploadImage(payload, await sceneImage(index + 1, illustrative.cs, 1200, 800), `benefit-${key}.jpg`, alt))
  }
  const gallery: { id: Id; caption: L }[] = []
  const rooms: L[] = [
    { cs: 'Apartmán pro klienty – obývací pokoj', en: 'Client apartment – living room', de: 'Apartment für Klienten – Wohnzimmer' },
    { cs: 'Apartmán pro klienty – ložnice', en: 'Client apartment – bedroom', de: 'Apartment für Klienten – Schlafzimmer' },
    { cs: 'Apartmán pro klienty – kuchyňský kout', en: 'Client apartment – kitchenette', de: 'Apartment für Klienten – Küchenzeile' },
    { cs: 'Pokoj na lůžkovém oddělení', en: 'A room on the ward', de: 'Ein Zimmer auf der Station' },
    { cs: 'Čekárna kliniky', en: 'The clinic’s waiting room', de: 'Das Wartezimmer der Klinik' },
    { cs: 'Konzultační místnost', en: 'The consultation room', de: 'Das Beratungszimmer' },
  ]
  for (const [index, alt] of rooms.entries()) {
    gallery.push({
      id: await uploadImage(payload, await sceneImage(index + 2, illustrative.cs), `gallery-${index + 1}.jpg`, alt),
      caption: alt,
    })
  }
  const videoThumbnail = await uploadImage(payload, await sceneImage(5, illustrative.cs, 1280, 720), 'video-thumbnail.jpg', {
    cs: 'Náhled videa o klinice',
    en: 'Preview of the clinic video',
    de: 'Vorschau des Klinikvideos',
  })
  const beforeAfter: { before: Id; after: Id }[] = []
  for (let index = 0; index < 4; index++) {
    const alt = (when: L): L => ({
      cs: `${when.cs} zákroku – ilustrační snímek`,
      en: `${when.en} the procedure – illustrative image`,
      de: `${when.de} dem Eingriff – Symbolbild`,
    })
    beforeAfter.push({
      before: await uploadImage(
        payload,
        await beforeAfterImage(index, false, illustrative.cs),
        `before-${index + 1}.jpg`,
        alt({ cs: 'Před', en: 'Before', de: 'Vor' }),
      ),
      after: await uploadImage(
        payload,
        await beforeAfterImage(index, true, illustrative.cs),
        `after-${index + 1}.jpg`,
        alt({ cs: 'Po', en: 'After', de: 'Nach' }),
      ),
    })
  }
  return { portraits, hero, benefits, gallery, videoThumbnail, beforeAfter }
}

async function updateGlobalLocalized(payload: Payload, slug: 'home' | 'settings', perLocale: (locale: Locale) => Data) {
  let saved: unknown
  for (const locale of locales) {
    const data = locale === defaultLocale ? perLocale(locale) : (withRowIds(perLocale(locale), saved) as Data)
    saved = await payload.updateGlobal({ slug, locale, data: data as never, context, depth: 0 })
  }
}

interface SiteRefs {
  images: SeededImages
  personIds: Map<string, Id>
  procedureIds: Map<string, Id>
  pageIds: Map<string, Id>
}

const day = 24 * 60 * 60 * 1000

/** Settings, home sections, popups, FAQ, testimonials, statistics, galleries, video, before-and-after. */
export async function seedSiteContent(payload: Payload, { images, personIds, procedureIds, pageIds }: SiteRefs) {
  const clinicName: L = { cs: 'Klinika Aurelia', en: 'Aurelia Clinic', de: 'Aurelia Klinik' }
  const directions: L = {
    cs: 'Tramvají č. 5, 9, 15 nebo 26 na zastávku Olšanské náměstí, odtud 5 minut pěšky. Parkovat můžete v garážích v budově.',
    en: 'Take tram 5, 9, 15 or 26 to the Olšanské náměstí stop, then walk for 5 minutes. Garage parking is available in the building.',
    de: 'Mit der Straßenbahn 5, 9, 15 oder 26 bis zur Haltestelle Olšanské náměstí, von dort 5 Minuten zu Fuß. Parken können Sie in der Tiefgarage im Gebäude.',
  }
  const otherPhones = [
    { label: { cs: 'Recepce', en: 'Reception', de: 'Empfang' }, number: '+420 222 000 110' },
    { label: { cs: 'Dermatologie', en: 'Dermatology', de: 'Dermatologie' }, number: '+420 222 000 113' },
  ]
  const storno = await seedStornoConditions(payload)
  await updateGlobalLocalized(payload, 'settings', (locale) => ({
    clinicName: clinicName[locale],
    directions: directions[locale],
    phones: otherPhones.map((phone) => ({ label: phone.label[locale], number: phone.number })),
    gdprPage: pageIds.get('gdpr') ?? null,
    coronavirusPage: pageIds.get('coronavirus') ?? null,
    stornoConditions: storno.get(locale) ?? null,
    social: {
      facebook: 'https://www.facebook.com/aurelia.clinic.example',
      instagram: 'https://www.instagram.com/aurelia.clinic.example',
      youtube: 'https://www.youtube.com/@aurelia-clinic-example',
    },
  }))

  const video = await createLocalized(payload, 'videos', { videoId: 'M7lc1UVf-VE', thumbnail: images.videoThumbnail }, (locale) => ({
    title: home.video.title[locale],
  }))

  const doctorKeys = ['petr-vzorovy', 'jana-ukazkova', 'tomas-smysleny', 'eva-prikladna', 'lucie-nahodila', 'ondrej-domnely']
  await updateGlobalLocalized(payload, 'home', (locale) => ({
    hero: { title: home.hero.title[locale], subtitle: home.hero.subtitle[locale], cta: home.hero.cta[locale], image: images.hero },
    reasons: home.reasons.map((reason) => ({ title: reason.title[locale], text: reason.text[locale] })),
    underOneRoof: {
      title: home.underOneRoof.title[locale],
      benefits: (Object.entries(home.underOneRoof.benefits) as [BenefitKey, { title: L; text: L }][]).map(([key, benefit]) => ({
        key,
        title: benefit.title[locale],
        text: benefit.text[locale],
        image: images.benefits.get(key),
      })),
    },
    orthopaedics: { title: home.orthopaedics.title[locale], text: home.orthopaedics.text[locale], cta: home.orthopaedics.cta[locale] },
    epilation: { title: home.epilation.title[locale], text: home.epilation.text[locale], cta: home.epilation.cta[locale] },
    video: { title: home.video.title[locale], text: home.video.text[locale], video },
    doctors: {
      title: home.doctors.title[locale],
      text: home.doctors.text[locale],
      people: doctorKeys.map((key) => personIds.get(key)).filter(Boolean),
    },
    testimonials: { title: home.testimonials.title[locale] },
    whyUs: { title: home.whyUs.title[locale], items: (home.whyUs.items[locale] ?? home.whyUs.items.cs).map((text) => ({ text })) },
    directions: { title: home.directions.title[locale], text: toLexical(home.directions.text[locale]) },
    priceInfo: {
      items: priceInfo.items.map((item) => ({ icon: item.icon, text: item.text[locale] })),
      instalmentOffer: priceInfo.instalmentOffer,
    },
  }))

  const statisticLabels = home.statisticsLabels
  const statistics = [
    { settingKey: 'happyClientsCount', numberText: '75 541', label: statisticLabels.happyClientsCount },
    { settingKey: 'breastCount', numberText: '478', label: statisticLabels.breastCount },
    { settingKey: 'operationsCount', numberText: '106 589', label: statisticLabels.operationsCount },
    { settingKey: 'packagesCount', numberText: '4 589', label: statisticLabels.packagesCount },
  ] as const
  for (const [index, statistic] of statistics.entries()) {
    await createLocalized(
      payload,
      'statistics',
      { settingKey: statistic.settingKey, numberText: statistic.numberText, sortOrder: index + 1 },
      (locale) => ({
        label: statistic.label[locale],
      }),
    )
  }

  const now = Date.now()
  for (const popup of popups) {
    await payload.create({
      collection: 'popups',
      data: {
        title: popup.title,
        text: popup.text,
        lang: popup.lang,
        buttonText: popup.buttonText,
        buttonLink: popup.buttonLink,
        validFrom: new Date(now + popup.validFromDays * day).toISOString(),
        validTo: new Date(now + popup.validToDays * day).toISOString(),
        priority: popup.priority ?? 0,
      },
      context,
      depth: 0,
    })
  }

  for (const [index, topic] of faqTopics.entries()) {
    await createLocalized(payload, 'faq-topics', { sortOrder: topic.sortOrder ?? index + 1 }, (locale) =>
      topic.name[locale] === undefined
        ? undefined
        : {
            name: topic.name[locale],
            questions: topic.questions.map((item) => ({
              question: item.question[locale] ?? item.question.cs,
              answer: toLexical(item.answer[locale] ?? item.answer.cs),
            })),
          },
    )
  }

  for (const [index, testimonial] of testimonials.entries()) {
    await createLocalized(
      payload,
      'testimonials',
      {
        name: testimonial.name,
        sortOrder: index + 1,
        procedure: testimonial.procedureKey ? procedureIds.get(testimonial.procedureKey) : undefined,
      },
      (locale) =>
        testimonial.content[locale] === undefined ? undefined : { info: testimonial.info[locale], content: testimonial.content[locale] },
    )
  }

  for (const [index, item] of images.gallery.entries()) {
    await createLocalized(
      payload,
      'gallery-items',
      { image: item.id, sortOrder: index + 1, tags: [index < 3 ? 'apartments' : 'clinic'] },
      (locale) => ({
        text: item.caption[locale],
      }),
    )
  }

  const beforeAfterProcedures = ['breast-augmentation', 'abdominoplasty', 'blepharoplasty', 'liposuction']
  const beforeAfterTitles: L[] = [
    { cs: 'Zvětšení prsou', en: 'Breast augmentation', de: 'Brustvergrößerung' },
    { cs: 'Abdominoplastika', en: 'Abdominoplasty', de: 'Bauchdeckenstraffung' },
    { cs: 'Operace horních víček', en: 'Upper eyelid surgery', de: 'Oberlidstraffung' },
    { cs: 'Liposukce', en: 'Liposuction', de: 'Fettabsaugung' },
  ]
  for (const [index, pair] of images.beforeAfter.entries()) {
    await createLocalized(
      payload,
      'before-after',
      { ...pair, sortOrder: index + 1, procedure: procedureIds.get(beforeAfterProcedures[index]), tags: [beforeAfterProcedures[index]] },
      (locale) => ({ title: beforeAfterTitles[index][locale] }),
    )
    // A photo gallery on these procedures' pages: their pair, then pictures of the clinic (5 to 8 in all,
    // so the "more photos" teaser shows each plural form).
    const procedureId = procedureIds.get(beforeAfterProcedures[index])
    if (procedureId === undefined) continue
    const gallery = [pair.before, pair.after, ...images.gallery.slice(0, 3 + index).map((item) => item.id)]
    await payload.update({ collection: 'procedures', id: procedureId, data: { gallery } as never, context, depth: 0 })
  }
}
