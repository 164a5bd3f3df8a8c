import type { Payload } from 'payload'
import { defaultLocale, locales, otherLocales } from '@/routing/locales'
import { faqTopics } from './data/faq'
import { defaultOpeningHours } from '@/content/opening-hours'
import { home, priceInfo } from './data/home'
import { popups } from './data/popups'
import { demoPaymentClaims, demoPrices } from './data/prices'
import { testimonials } from './data/testimonials'
import type { BenefitKey, L, Locale, PersonCategoryKey } from './data/types'
import { seedStornoConditions } from './documents'
import { seedIdentityImages } from './identity'
import {
  beforeAfterPictures,
  benefitPictures,
  type Drawing,
  type GalleryPicture,
  heroPicture,
  type Picture,
  portraitAlt,
  type RoomKey,
  roomPictures,
  videoThumbnailPicture,
} from './data/pictures'
import { bodyImage, eyesImage, type PortraitRole, portraitImage, sceneImage, skinImage } from './images'
import { toLexical } from './lexical'
import { createLocalized, seedContext, type Data, withRowIds } from './localized'

type Id = number | string

/** Uploads a demo picture with its alt text in each language, marked as an illustration (they are all drawn). */
export async function uploadImage(payload: Payload, buffer: Buffer, filename: string, alt: L): Promise<Id> {
  const created = await payload.create({
    collection: 'media',
    locale: defaultLocale,
    data: { alt: alt[defaultLocale], illustrative: true },
    file: { data: buffer, mimetype: 'image/jpeg', name: filename, size: buffer.length },
    context: seedContext(),
    depth: 0,
  })
  for (const locale of otherLocales) {
    if (alt[locale])
      await payload.update({ collection: 'media', id: created.id, locale, data: { alt: alt[locale] }, context: seedContext(), depth: 0 })
  }
  return created.id
}

/** Draws a picture (see images.ts) at a size; each drawing has its own natural size. */
export function draw(drawing: Drawing, width?: number, height?: number): Promise<Buffer> {
  if ('scene' in drawing) return sceneImage(drawing.scene, width, height)
  if ('eyes' in drawing) return eyesImage(drawing.eyes, width, height)
  if ('body' in drawing) return bodyImage(drawing.body, width, height)
  return skinImage(drawing.skin, width, height)
}

const uploadPicture = async (payload: Payload, picture: Picture, filename: string, width?: number, height?: number) =>
  uploadImage(payload, await draw(picture.drawing, width, height), filename, picture.alt)

const portraitRoles: Record<PersonCategoryKey, PortraitRole> = {
  'plastic-surgeons': 'doctor',
  dermatologists: 'doctor',
  orthopaedists: 'doctor',
  anaesthesiologists: 'doctor',
  nurses: 'nurse',
  reception: 'reception',
}

/** Czech names: a woman's surname ends in -á, or her first name in -a or -e (Jana, Lucie, Klára Fiktivní). */
function drawnWithLongHair(name: string) {
  const words = name.replace(/^(MUDr\.|Bc\.)\s+/, '').split(' ')
  return /á$/.test(words.at(-1) ?? '') || /[ae]$/.test(words[0] ?? '')
}

export interface SeededImages {
  portraits: Map<string, Id>
  hero: Id
  benefits: Map<BenefitKey, Id>
  gallery: { id: Id; caption: L; tag: 'apartments' | 'clinic' }[]
  videoThumbnail: Id
  /** Per before/after pair (beforeAfterPictures' order): its two pictures and the rest of its procedure's gallery. */
  beforeAfter: { before: Id; after: Id; gallery: Id[] }[]
}

/** Draws and uploads the demo pictures (see images.ts and data/pictures.ts), each with alt text in three languages. */
export async function seedImages(
  payload: Payload,
  people: { key: string; name: string; category: PersonCategoryKey }[],
): Promise<SeededImages> {
  const portraits = new Map<string, Id>()
  for (const [index, person] of people.entries()) {
    const picture = await portraitImage(index, portraitRoles[person.category], drawnWithLongHair(person.name))
    portraits.set(person.key, await uploadImage(payload, picture, `portrait-${person.key}.jpg`, portraitAlt(person.name)))
  }
  const hero = await uploadPicture(payload, heroPicture, 'clinic-reception.jpg')
  const benefits = new Map<BenefitKey, Id>()
  for (const [key, picture] of Object.entries(benefitPictures) as [BenefitKey, Picture][]) {
    benefits.set(key, await uploadPicture(payload, picture, `benefit-${key}.jpg`, 1200, 800))
  }
  const rooms = new Map<RoomKey | 'operating-theatre', Id>()
  const operatingTheatre = benefits.get('equipment')
  if (operatingTheatre !== undefined) rooms.set('operating-theatre', operatingTheatre)
  const gallery: SeededImages['gallery'] = []
  for (const room of roomPictures) {
    const id = await uploadPicture(payload, { drawing: { scene: room.key }, alt: room.caption }, `gallery-${room.key}.jpg`)
    rooms.set(room.key, id)
    gallery.push({ id, caption: room.caption, tag: room.tag })
  }
  const videoThumbnail = await uploadPicture(payload, videoThumbnailPicture, 'video-thumbnail.jpg', 1280, 720)
  const beforeAfter: SeededImages['beforeAfter'] = []
  for (const pair of beforeAfterPictures) {
    const name = pair.procedureKey
    const more: Id[] = []
    for (const [index, picture] of pair.gallery.entries()) {
      const id =
        'room' in picture
          ? rooms.get(picture.room)
          : await uploadPicture(payload, picture as Exclude<GalleryPicture, { room: string }>, `${name}-${index + 1}.jpg`)
      if (id !== undefined) more.push(id)
    }
    beforeAfter.push({
      before: await uploadPicture(payload, pair.before, `${name}-before.jpg`),
      after: await uploadPicture(payload, pair.after, `${name}-after.jpg`),
      gallery: more,
    })
  }
  return { portraits, hero, benefits, gallery, videoThumbnail, beforeAfter }
}

async function updateGlobalLocalized(payload: Payload, slug: 'home' | 'settings', perLocale: (locale: Locale) => Data) {
  let saved: unknown
  for (const locale of locales) {
    const data = locale === defaultLocale ? perLocale(locale) : (withRowIds(perLocale(locale), saved) as Data)
    saved = await payload.updateGlobal({ slug, locale, data: data as never, context: seedContext(), depth: 0 })
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
  // The demo's identity is the demo's data (Settings → Identity), never the code's.
  const clinicName: L = { cs: 'Klinika Aurelia', en: 'Aurelia Clinic', de: 'Aurelia Klinik' }
  const tagline: L = {
    cs: 'Plastická chirurgie, dermatologie a ortopedie v Praze',
    en: 'Plastic surgery, dermatology and orthopaedics in Prague',
    de: 'Plastische Chirurgie, Dermatologie und Orthopädie in Prag',
  }
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
  const identity = await seedIdentityImages(payload)
  // The demo's facts: Settings has no defaults (a real clinic's site must not show made-up ones).
  await updateGlobalLocalized(payload, 'settings', (locale) => ({
    clinicName: clinicName[locale],
    clinicShortName: 'Aurelia',
    tagline: tagline[locale],
    // The demo's claims (issue 41): the copyright line's first year, the answer's deadline.
    foundingYear: 2013,
    replyWorkingDays: 2,
    // The clinic's own name in each e-mail's language, also after a rename (src/content/email-sender.ts).
    emailSenderName: '{klinika}',
    logo: identity.logo,
    shareImage: identity.shareImage,
    openingHours: defaultOpeningHours,
    phone: '+420 222 000 111',
    // Addresses and ids without the demo's name in them, so a renamed clinic shows no trace of it.
    email: 'info@clinic.example',
    emergencyPhone: '+420 222 000 999',
    whatsappNumber: '+420 722 000 111',
    address: { street: 'Olšanská 2666/7', city: '130 00 Praha 3' },
    orthopedics: {
      orthopedicsContactName: 'MUDr. Ondřej Domnělý',
      orthopedicsContactEmail: 'ortopedie@clinic.example',
      orthopedicsContactPhone: '+420 222 000 112',
    },
    reviewWidget: { enabled: true, baseUrl: 'https://reviews.example-widget.com/widget' },
    bookingWidget: { enabled: true, scriptUrl: 'https://booking.example-widget.com/embed.js', clinicId: 'demo-clinic' },
    // Settings → Prices: the demo's exchange rate (a real site sets the day's rate; without one no euros show),
    // instalments, benefit cards and free consultation.
    prices: { ...demoPrices, ...demoPaymentClaims },
    directions: directions[locale],
    phones: otherPhones.map((phone) => ({ label: phone.label[locale], number: phone.number })),
    gdprPage: pageIds.get('gdpr') ?? null,
    coronavirusPage: pageIds.get('coronavirus') ?? null,
    stornoConditions: storno.get(locale) ?? null,
    social: {
      // Neutral profile addresses: a renamed clinic must show no trace of the demo's name.
      facebook: 'https://www.facebook.com/clinic.example',
      instagram: 'https://www.instagram.com/clinic.example',
      youtube: 'https://www.youtube.com/@clinic-example',
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
      context: seedContext(),
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
    await createLocalized(payload, 'gallery-items', { image: item.id, sortOrder: index + 1, tags: [item.tag] }, (locale) => ({
      text: item.caption[locale],
    }))
  }

  for (const [index, pair] of beforeAfterPictures.entries()) {
    const drawn = images.beforeAfter[index]
    const procedureId = procedureIds.get(pair.procedureKey)
    await createLocalized(
      payload,
      'before-after',
      { before: drawn.before, after: drawn.after, sortOrder: index + 1, procedure: procedureId, tags: [pair.procedureKey] },
      (locale) => ({ title: pair.title[locale] }),
    )
    // The procedure's photo gallery: its pair, then pictures drawn for it or of the clinic's rooms where
    // it is done (5 to 8 in all, so the "more photos" teaser shows several counts).
    if (procedureId === undefined) continue
    const gallery = [drawn.before, drawn.after, ...drawn.gallery]
    await payload.update({ collection: 'procedures', id: procedureId, data: { gallery } as never, context: seedContext(), depth: 0 })
  }
}
