/**
 * Shapes of the demo content. The seed turns these plain records into Payload documents;
 * the data files hold only words and numbers so that writers can edit them without touching code.
 */

import type { RouteKey } from '@/routing/fixed-paths'
import type { DefaultLocale, Locale } from '@/routing/locales'

export type { Locale }

/** A text per language. A missing language means the document has no version there (or falls back, for non-slug fields). */
export type L<T = string> = Record<DefaultLocale, T> & Partial<Record<Locale, T>>

/** A text in some languages, not necessarily Czech (a few pages exist only in German). */
export type SomeL<T = string> = Partial<Record<Locale, T>>

/** Rich text written as simple blocks; the seed converts them to the CMS's rich-text format. */
export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }

export type RichText = Block[]

export type CategoryKey =
  | 'breast'
  | 'face'
  | 'body'
  | 'intimate'
  | 'dermatology'
  | 'laser'
  | 'orthopaedics'
  | 'combination'

export interface SeedCategory {
  key: CategoryKey
  /** Group shown in the category strip: plastic surgery, dermatology, or the final combination group. */
  group: 'plastic-surgery' | 'dermatology' | 'combination'
  isOrthopedics: boolean
  sortOrder: number
  name: L
}

export interface SeedPrice {
  name: L
  /** Indicative price in CZK, including VAT. */
  amount: number
}

export interface SeedProcedure {
  /** Stable identifier used by cross references (combinations, doctors' procedures). */
  key: string
  category: CategoryKey
  sortOrder: number
  /** A language missing from `name` means the procedure is not offered on that language's site. */
  name: L
  slug: L
  subtitle: L
  perex: L
  metaDesc: L
  content: L<RichText>
  whatToKnow: L<RichText>
  prices: SeedPrice[]
  /** Keys of people (SeedPerson.key) who perform it. */
  doctors: string[]
  /** Keys of procedures often combined with this one. */
  combinations: string[]
}

export type PersonCategoryKey = 'plastic-surgeons' | 'dermatologists' | 'orthopaedists' | 'anaesthesiologists' | 'nurses' | 'reception'

export interface SeedPersonCategory {
  key: PersonCategoryKey
  sortOrder: number
  name: L
}

export interface SeedPerson {
  key: string
  /** Full name with title, e.g. "MUDr. Jana Vymyšlená". Same in every language. */
  name: string
  /** For people with a detail page: the part after /mudr- in the URL, same in all languages, e.g. "jana-vymyslena". */
  slug?: string
  hasDetailPage: boolean
  isHeadPhysician?: boolean
  category: PersonCategoryKey
  sortOrder: number
  position: L
  perex: L
  content: L<RichText>
  metaDesc: L
  /** Past work / career milestones ("PersonHighScore.what"). */
  highScores: L<string[]>
  /** Keys of procedures the person performs. */
  procedures: string[]
}

export interface SeedPost {
  key: string
  /** Each post exists in the languages present in `title`. */
  title: L
  slug: L
  perex: L
  metaDesc: L
  content: L<RichText>
  /** ISO date, e.g. "2026-03-14". */
  publishedAt: string
  authorKey?: string
}

export interface SeedJobOffer {
  key: string
  title: L
  slug: L
  perex: L
  metaDesc: L
  content: L<RichText>
  location: L
  employmentType: L
}

export interface SeedFaqTopic {
  key: string
  sortOrder: number
  name: L
  questions: { question: L; answer: L<RichText> }[]
}

export interface SeedTestimonial {
  name: string
  /** Short heading, e.g. "Breast augmentation, 2025". */
  info: L
  content: L
  procedureKey?: string
}

export interface SeedPopup {
  key: string
  lang: Locale
  title: string
  text: string
  buttonText: string
  buttonLink: string
  /** Days relative to the seeding moment: negative is in the past. */
  validFromDays: number
  validToDays: number
  /** Higher wins while several are valid; two of one language overlapping in time need different ones. */
  priority?: number
}

export interface SeedPage {
  key: string
  /** Set for the 12 fixed pages; generic pages have none and live at /{slug}. */
  routeKey?: RouteKey
  title: SomeL
  /** Generic pages only; the language-specific URL part without slashes. */
  slug?: SomeL
  metaDesc: SomeL
  content: SomeL<RichText>
}

export type BenefitKey =
  | 'equipment'
  | 'food'
  | 'entertainment'
  | 'staff'
  | 'taxi'
  | 'material'
  | 'allInclusive'
  | 'insurance'

/** Texts of the home page's sections (spec §2 "Home"). */
export interface SeedHome {
  hero: { title: L; subtitle: L; cta: L }
  reasons: { title: L; text: L }[]
  statisticsLabels: { happyClientsCount: L; breastCount: L; operationsCount: L; packagesCount: L }
  underOneRoof: { title: L; benefits: Record<BenefitKey, { title: L; text: L }> }
  orthopaedics: { title: L; text: L; cta: L }
  epilation: { title: L; text: L; cta: L }
  video: { title: L; text: L }
  doctors: { title: L; text: L }
  testimonials: { title: L }
  whyUs: { title: L; items: L<string[]> }
  directions: { title: L; text: L<RichText> }
}

/** Texts of the floating price-information panel and the Czech instalment offer (spec §2 "Floating items"). */
export interface SeedPriceInfo {
  items: { icon: 'consultation' | 'allInclusive' | 'advancePayment' | 'indicativePrice'; text: L }[]
  instalmentOffer: string
}
