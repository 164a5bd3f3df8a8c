import type { BodyView, EyeView, SceneKey } from '../images'
import type { BenefitKey, L } from './types'

/**
 * The demo pictures: what each one shows (its drawing, see ../images.ts) and its alternative text in
 * three languages. Every one is an illustration; the site marks it so in the visitor's language.
 */

/** Which drawing a picture is. */
export type Drawing = { scene: SceneKey } | { eyes: EyeView } | { body: BodyView } | { skin: 'laser-winter' | 'texture' }

export interface Picture {
  drawing: Drawing
  alt: L
}

export const heroPicture: Picture = {
  drawing: { scene: 'reception' },
  alt: {
    // An image's alt text is shown wherever the image is, not only in filled texts: no placeholder.
    cs: 'Recepce kliniky v Praze 3',
    en: 'The clinic’s reception in Prague 3',
    de: 'Der Empfang der Klinik in Prag 3',
  },
}

export const videoThumbnailPicture: Picture = {
  drawing: { scene: 'building' },
  alt: {
    cs: 'Budova kliniky, náhled videa',
    en: 'The clinic building, preview of the video',
    de: 'Das Klinikgebäude, Vorschau des Videos',
  },
}

export const benefitPictures: Record<BenefitKey, Picture> = {
  equipment: {
    drawing: { scene: 'operating-theatre' },
    alt: { cs: 'Operační sál s operačními světly a monitorem', en: 'An operating theatre with surgical lights and a monitor', de: 'Ein Operationssaal mit OP-Leuchten und Monitor' },
  },
  food: {
    drawing: { scene: 'meal' },
    alt: { cs: 'Podnos s obědem podávaným na pokoji', en: 'A tray with lunch served in the patient’s room', de: 'Ein Tablett mit Mittagessen, im Patientenzimmer serviert' },
  },
  entertainment: {
    drawing: { scene: 'room-tv' },
    alt: { cs: 'Pokoj s televizí a Wi-Fi', en: 'A patient room with TV and Wi-Fi', de: 'Patientenzimmer mit Fernseher und WLAN' },
  },
  staff: {
    drawing: { scene: 'nurses' },
    alt: { cs: 'Zdravotní sestry kliniky', en: 'The clinic’s nurses', de: 'Die Pflegekräfte der Klinik' },
  },
  taxi: {
    drawing: { scene: 'taxi' },
    alt: { cs: 'Taxi před domy v Praze', en: 'A taxi in a Prague street', de: 'Ein Taxi in einer Prager Straße' },
  },
  material: {
    drawing: { scene: 'implants' },
    alt: {
      cs: 'Prsní implantáty a sterilně balený materiál na podnose',
      en: 'Breast implants and sterile-packed materials on a tray',
      de: 'Brustimplantate und steril verpacktes Material auf einem Tablett',
    },
  },
  allInclusive: {
    drawing: { scene: 'package' },
    alt: {
      cs: 'Taška na pobyt a odškrtaný seznam toho, co balíček zahrnuje',
      en: 'An overnight bag and a ticked list of what the package includes',
      de: 'Eine Reisetasche und eine abgehakte Liste der Leistungen im Paket',
    },
  },
  insurance: {
    drawing: { scene: 'insurance' },
    alt: {
      cs: 'Štít se zatržítkem jako symbol pojištění pro případ komplikací',
      en: 'A shield with a tick, standing for insurance against complications',
      de: 'Ein Schild mit Häkchen als Symbol für die Versicherung gegen Komplikationen',
    },
  },
}

export type RoomKey = 'apartment-living' | 'apartment-bedroom' | 'apartment-kitchen' | 'ward' | 'waiting-room' | 'consultation'

/** The rooms of the photo galleries (about, apartments): the tag decides where each is shown. */
export const roomPictures: { key: RoomKey; tag: 'apartments' | 'clinic'; caption: L }[] = [
  {
    key: 'apartment-living',
    tag: 'apartments',
    caption: { cs: 'Apartmán pro klienty – obývací pokoj', en: 'Client apartment – living room', de: 'Apartment für Klienten – Wohnzimmer' },
  },
  {
    key: 'apartment-bedroom',
    tag: 'apartments',
    caption: { cs: 'Apartmán pro klienty – ložnice', en: 'Client apartment – bedroom', de: 'Apartment für Klienten – Schlafzimmer' },
  },
  {
    key: 'apartment-kitchen',
    tag: 'apartments',
    caption: { cs: 'Apartmán pro klienty – kuchyňský kout', en: 'Client apartment – kitchenette', de: 'Apartment für Klienten – Küchenzeile' },
  },
  { key: 'ward', tag: 'clinic', caption: { cs: 'Pokoj na lůžkovém oddělení', en: 'A room on the ward', de: 'Ein Zimmer auf der Station' } },
  { key: 'waiting-room', tag: 'clinic', caption: { cs: 'Čekárna kliniky', en: 'The clinic’s waiting room', de: 'Das Wartezimmer der Klinik' } },
  { key: 'consultation', tag: 'clinic', caption: { cs: 'Konzultační místnost', en: 'The consultation room', de: 'Das Beratungszimmer' } },
]

/** A picture of a procedure's gallery: drawn for it, or one of the clinic's rooms (never an apartment). */
export type GalleryPicture = Picture | { room: 'ward' | 'consultation' | 'operating-theatre' }

export interface BeforeAfterPictures {
  procedureKey: string
  title: L
  before: Picture
  after: Picture
  /** The rest of the procedure's photo gallery, after its pair (5 to 8 pictures in all, so the "more photos" button shows several counts). */
  gallery: GalleryPicture[]
}

const when = (subject: L, after: boolean): L => ({
  cs: `${subject.cs} ${after ? 'po zákroku' : 'před zákrokem'}`,
  en: `${subject.en} ${after ? 'after' : 'before'} the procedure`,
  de: `${subject.de} ${after ? 'nach dem' : 'vor dem'} Eingriff`,
})

const breast: L = { cs: 'Zvětšení prsou: hrudník', en: 'Breast augmentation: the chest', de: 'Brustvergrößerung: der Oberkörper' }
const abdomen: L = { cs: 'Abdominoplastika: břicho', en: 'Tummy tuck: the abdomen', de: 'Bauchdeckenstraffung: der Bauch' }
const eyelids: L = {
  cs: 'Operace horních víček: oči a víčka',
  en: 'Upper eyelid surgery: the eyes and upper eyelids',
  de: 'Oberlidstraffung: Augen und Oberlider',
}
const hips: L = { cs: 'Liposukce: boky a stehna', en: 'Liposuction: hips and thighs', de: 'Fettabsaugung: Hüften und Oberschenkel' }

export const beforeAfterPictures: BeforeAfterPictures[] = [
  {
    procedureKey: 'breast-augmentation',
    title: { cs: 'Zvětšení prsou', en: 'Breast augmentation', de: 'Brustvergrößerung' },
    before: { drawing: { body: 'breast-before' }, alt: when(breast, false) },
    after: { drawing: { body: 'breast-after' }, alt: when(breast, true) },
    gallery: [
      {
        drawing: { body: 'breast-measuring' },
        alt: {
          cs: 'Měření hrudníku při konzultaci před zvětšením prsou',
          en: 'Measuring the chest at the consultation before breast augmentation',
          de: 'Vermessung des Oberkörpers im Beratungsgespräch vor der Brustvergrößerung',
        },
      },
      {
        drawing: { body: 'breast-marked' },
        alt: {
          cs: 'Zvětšení prsou: vyznačení podprsní rýhy před operací',
          en: 'Breast augmentation: the crease under the breasts marked before surgery',
          de: 'Brustvergrößerung: die Unterbrustfalte vor der Operation markiert',
        },
      },
      {
        drawing: { body: 'breast-support-bra' },
        alt: {
          cs: 'Zdravotní podprsenka, která se po zvětšení prsou nosí několik týdnů',
          en: 'The support bra worn for several weeks after breast augmentation',
          de: 'Der Stütz-BH, der nach einer Brustvergrößerung einige Wochen getragen wird',
        },
      },
    ],
  },
  {
    procedureKey: 'abdominoplasty',
    title: { cs: 'Abdominoplastika', en: 'Abdominoplasty', de: 'Bauchdeckenstraffung' },
    before: { drawing: { body: 'abdomen-before' }, alt: when(abdomen, false) },
    after: { drawing: { body: 'abdomen-after' }, alt: when(abdomen, true) },
    gallery: [
      {
        drawing: { body: 'abdomen-marked' },
        alt: {
          cs: 'Abdominoplastika: linie řezu vyznačená nízko v podbřišku',
          en: 'Tummy tuck: the incision line marked low on the abdomen',
          de: 'Bauchdeckenstraffung: die tief am Unterbauch markierte Schnittlinie',
        },
      },
      {
        drawing: { body: 'abdomen-binder' },
        alt: {
          cs: 'Stahovací břišní pás po abdominoplastice',
          en: 'The abdominal binder worn after a tummy tuck',
          de: 'Der Bauchgurt, der nach einer Bauchdeckenstraffung getragen wird',
        },
      },
      { room: 'consultation' },
      { room: 'ward' },
    ],
  },
  {
    procedureKey: 'blepharoplasty',
    title: { cs: 'Operace horních víček', en: 'Upper eyelid surgery', de: 'Oberlidstraffung' },
    before: { drawing: { eyes: 'hooded' }, alt: when(eyelids, false) },
    after: { drawing: { eyes: 'crease' }, alt: when(eyelids, true) },
    gallery: [
      {
        drawing: { eyes: 'assessment' },
        alt: {
          cs: 'Obočí a horní víčka – oblast, kterou lékař posuzuje při konzultaci',
          en: 'Eyebrows and upper eyelids – the area the doctor assesses at the consultation',
          de: 'Augenbrauen und Oberlider – der Bereich, den der Arzt im Beratungsgespräch beurteilt',
        },
      },
      {
        drawing: { eyes: 'close-up' },
        alt: { cs: 'Detail horního víčka a obočí', en: 'Close-up of the upper eyelid and eyebrow', de: 'Nahaufnahme von Oberlid und Augenbraue' },
      },
      {
        drawing: { eyes: 'marked' },
        alt: {
          cs: 'Operace víček: řez vyznačený v přirozené rýze horního víčka',
          en: 'Eyelid surgery: the incision marked in the natural crease of the upper eyelid',
          de: 'Lidstraffung: die Schnittlinie in der natürlichen Falte des Oberlids markiert',
        },
      },
      {
        drawing: { eyes: 'cooling' },
        alt: { cs: 'Chladivé obklady na víčkách po operaci', en: 'Cooling pads on the eyelids after surgery', de: 'Kühlende Kompressen auf den Lidern nach der Operation' },
      },
      {
        drawing: { eyes: 'closed-scar' },
        alt: {
          cs: 'Zavřená víčka: jizva po operaci víček vede v přirozené rýze',
          en: 'Closed eyelids: the scar from eyelid surgery lies in the natural crease',
          de: 'Geschlossene Lider: die Narbe der Lidstraffung liegt in der natürlichen Lidfalte',
        },
      },
    ],
  },
  {
    procedureKey: 'liposuction',
    title: { cs: 'Liposukce', en: 'Liposuction', de: 'Fettabsaugung' },
    before: { drawing: { body: 'hips-before' }, alt: when(hips, false) },
    after: { drawing: { body: 'hips-after' }, alt: when(hips, true) },
    gallery: [
      {
        drawing: { body: 'hips-marked' },
        alt: {
          cs: 'Liposukce: místa na bocích a stehnech vyznačená před operací',
          en: 'Liposuction: the areas on the hips and thighs marked before surgery',
          de: 'Fettabsaugung: die vor der Operation markierten Stellen an Hüften und Oberschenkeln',
        },
      },
      {
        drawing: { body: 'waist-marked' },
        alt: {
          cs: 'Liposukce: místa na břiše a v pase vyznačená před operací',
          en: 'Liposuction: the areas on the abdomen and waist marked before surgery',
          de: 'Fettabsaugung: die vor der Operation markierten Stellen an Bauch und Taille',
        },
      },
      {
        drawing: { body: 'hips-garment' },
        alt: { cs: 'Kompresní prádlo po liposukci', en: 'Compression garment worn after liposuction', de: 'Kompressionswäsche nach der Fettabsaugung' },
      },
      { room: 'consultation' },
      { room: 'operating-theatre' },
      { room: 'ward' },
    ],
  },
]

/** Each blog post's picture, by the post's key. */
export const postPictures: Record<string, Picture> = {
  'preparing-for-breast-augmentation': {
    drawing: { body: 'breast-measuring' },
    alt: {
      cs: 'Měření hrudníku při konzultaci před zvětšením prsou',
      en: 'Measuring the chest at the consultation before breast augmentation',
      de: 'Vermessung des Oberkörpers im Beratungsgespräch vor der Brustvergrößerung',
    },
  },
  'choosing-a-surgeon': {
    drawing: { scene: 'consultation' },
    alt: {
      cs: 'Konzultační místnost se stolem lékaře a dvěma křesly',
      en: 'A consultation room with the doctor’s desk and two armchairs',
      de: 'Ein Beratungszimmer mit dem Schreibtisch des Arztes und zwei Sesseln',
    },
  },
  'eyelid-surgery-myths': {
    drawing: { eyes: 'crease' },
    alt: { cs: 'Oči a horní víčka', en: 'The eyes and upper eyelids', de: 'Augen und Oberlider' },
  },
  'travelling-to-prague-for-surgery': {
    drawing: { scene: 'prague' },
    alt: {
      cs: 'Pražské panorama s Hradem a Karlovým mostem, v popředí kufr',
      en: 'The Prague skyline with the Castle and Charles Bridge, a suitcase in front',
      de: 'Die Prager Silhouette mit Burg und Karlsbrücke, davor ein Koffer',
    },
  },
  'recovery-after-liposuction': {
    drawing: { body: 'hips-garment' },
    alt: { cs: 'Kompresní prádlo po liposukci', en: 'Compression garment worn after liposuction', de: 'Kompressionswäsche nach der Fettabsaugung' },
  },
  'what-is-diastasis-recti': {
    drawing: { body: 'abdomen-diastasis' },
    alt: {
      cs: 'Břicho s vyznačeným rozestupem přímých břišních svalů',
      en: 'The abdomen with the gap between the rectus muscles marked',
      de: 'Der Bauch mit markiertem Spalt zwischen den geraden Bauchmuskeln',
    },
  },
  'permanent-hair-removal-in-winter': {
    drawing: { skin: 'laser-winter' },
    alt: {
      cs: 'Laserová hlavice nad pokožkou a sněhové vločky',
      en: 'A laser handpiece over the skin, with snowflakes',
      de: 'Ein Laser-Handstück über der Haut, dazu Schneeflocken',
    },
  },
}

/** A person's portrait (a drawn figure in their work clothes until staff upload a photograph). */
export const portraitAlt = (name: string): L => ({ cs: `Portrét: ${name}`, en: `Portrait of ${name}`, de: `Porträt von ${name}` })
