import type { CollectionSlug, Payload } from 'payload'
import { type RouteKey, routeKeys } from '@/routing/fixed-paths'
import { loadLiveDocuments } from '@/routing/live-documents'
import { adminLocaleNames, type Locale, locales } from '@/routing/locales'
import { demoAdminEmail } from '@/platform/server/run-mode.mjs'
import { type AdminText, tx } from '@/platform/cms/i18n'
import { failureReason, readTestEmailState, testSendIsCurrent } from './test-email'

/**
 * The go-live checklist (issue 25, point 5): computed on every dashboard view from the database and
 * the server's environment, never ticked by hand. Each item names what is missing, in the admin's
 * language, with a link to the admin screen that fixes it (none for the server's environment).
 */
export type ChecklistKey = 'identity' | 'contact' | 'notifications' | 'legal' | 'demo' | 'siteUrl' | 'content'

export type Missing = { text: AdminText; href?: string }

export type ChecklistItem = {
  key: ChecklistKey
  title: AdminText
  done: boolean
  missing: Missing[]
  /** Facts worth showing while the item is done too (the last test e-mail). */
  notes: AdminText[]
}

type Env = Record<string, string | undefined>

const both = (make: (language: 'cs' | 'en') => string): AdminText => ({ cs: make('cs'), en: make('en') })
const inLocale = (label: AdminText, locale: Locale): AdminText =>
  both((language) => `${label[language]} (${adminLocaleNames[locale][language]})`)

export const checklistTitles: Record<ChecklistKey, AdminText> = {
  identity: tx('Identita kliniky', 'Clinic identity'),
  contact: tx('Kontaktní údaje', 'Contact facts'),
  notifications: tx('Oznámení o poptávkách e-mailem', 'Inquiry notifications by e-mail'),
  legal: tx('Právní stránky v každém jazyce', 'Legal pages in every language'),
  demo: tx('Žádný ilustrační ani ukázkový obsah', 'No illustrative or demo content'),
  siteUrl: tx('Adresa webu (SITE_URL) na https', 'Site address (SITE_URL) on https'),
  content: tx('Obsah každého typu stránky v každém jazyce', 'Content of every page type in every language'),
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

type Localized<T = unknown> = Partial<Record<Locale, T>> | null | undefined

async function identityAndContact(payload: Payload, admin: string) {
  const settingsUrl = `${admin}/globals/settings`
  // What is stored, in every language at once and without falling back to Czech (a name set only in
  // Czech is missing in English), and without the fields' default values: a default is not the
  // clinic's own fact, so a Settings never saved lacks everything.
  const settings = ((await payload.db.findGlobal({ slug: 'settings', locale: 'all' })) ?? {}) as Record<string, unknown>
  const identity: Missing[] = []
  for (const [field, label] of [
    ['clinicName', tx('Název kliniky', 'Clinic name')],
    ['clinicShortName', tx('Krátký název', 'Short name')],
  ] as const) {
    const values = settings[field] as Localized
    for (const locale of locales) {
      if (!filled(values?.[locale])) identity.push({ text: inLocale(label, locale), href: `${settingsUrl}?locale=${locale}` })
    }
  }
  const single: [string, AdminText][] = [
    ['legalName', tx('Obchodní firma', 'Legal name')],
    ['companyId', tx('IČO', 'Company ID')],
    ['emailSenderName', tx('Jméno odesílatele e-mailů', 'E-mail sender name')],
  ]
  for (const [field, label] of single) if (!filled(settings[field])) identity.push({ text: label, href: settingsUrl })
  if (settings.logo == null) identity.push({ text: tx('Logo', 'Logo'), href: settingsUrl })

  const contact: Missing[] = []
  if (!filled(settings.phone)) contact.push({ text: tx('Hlavní telefon', 'Main phone'), href: settingsUrl })
  if (!filled(settings.email)) contact.push({ text: tx('E-mail', 'E-mail'), href: settingsUrl })
  const address = (settings.address ?? {}) as { street?: unknown; city?: unknown }
  if (!filled(address.street) || !filled(address.city)) contact.push({ text: tx('Adresa', 'Address'), href: settingsUrl })
  const hours = settings.openingHours as unknown[] | null | undefined
  if (!Array.isArray(hours) || hours.length === 0) contact.push({ text: tx('Otevírací doba', 'Opening hours'), href: settingsUrl })

  return { identity, contact, settings }
}

async function notifications(payload: Payload, env: Env): Promise<{ missing: Missing[]; notes: AdminText[] }> {
  const missing: Missing[] = []
  const notes: AdminText[] = []
  if (!env.SMTP_URL?.trim())
    missing.push({
      text: tx(
        'Poštovní server: proměnná prostředí SMTP_URL na serveru není nastavena.',
        'Mail server: the server’s environment variable SMTP_URL is not set.',
      ),
    })
  if (!env.INQUIRY_NOTIFY_TO?.trim())
    missing.push({
      text: tx(
        'Příjemci oznámení: proměnná prostředí INQUIRY_NOTIFY_TO na serveru není nastavena.',
        'Recipients: the server’s environment variable INQUIRY_NOTIFY_TO is not set.',
      ),
    })
  const state = await readTestEmailState(payload)
  const current = testSendIsCurrent(state, env)
  if (!current) {
    missing.push({
      text: tx(
        'Zkušební e-mail: s aktuálním nastavením pošty zatím úspěšně neodešel (tlačítko níže).',
        'Test e-mail: none has gone out yet with the current mail settings (button below).',
      ),
    })
  }
  if (state.lastSuccess) {
    const { at, to } = state.lastSuccess
    notes.push(
      tx(
        `Poslední úspěšný zkušební e-mail: ${pragueTime(at, 'cs')}, komu: ${to}.`,
        `Last successful test e-mail: ${pragueTime(at, 'en')}, to: ${to}.`,
      ),
    )
  }
  const failure = state.lastFailure
  if (failure && (!state.lastSuccess || failure.at > state.lastSuccess.at)) {
    const reason = failureReason(failure.code)
    notes.push(
      both(
        (language) =>
          `${language === 'cs' ? 'Poslední pokus' : 'Last attempt'} ${pragueTime(failure.at, language)}: ${reason[language]} (${failure.detail})`,
      ),
    )
  }
  return { missing, notes }
}

function pragueTime(iso: string, language: 'cs' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    timeZone: 'Europe/Prague',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

type PageDoc = { id: number; _status?: string; title?: Localized; content?: Localized }

async function legalPages(payload: Payload, settings: Record<string, unknown>, admin: string): Promise<Missing[]> {
  const settingsUrl = `${admin}/globals/settings`
  const missing: Missing[] = []
  const gdprLabel = tx('Stránka o ochraně osobních údajů (GDPR)', 'Personal data (GDPR) page')
  const gdprId = settings.gdprPage as number | null | undefined
  if (gdprId == null) {
    missing.push({
      text: both((language) => `${gdprLabel[language]}: ${language === 'cs' ? 'není vybrána v Nastavení' : 'not chosen in Settings'}`),
      href: settingsUrl,
    })
  } else {
    // The published version, as visitors get it (draft: false), every language without fallback.
    const found = await payload.find({
      collection: 'pages',
      where: { id: { equals: gdprId } },
      locale: 'all',
      depth: 0,
      draft: false,
      overrideAccess: true,
      limit: 1,
    })
    const page = found.docs[0] as unknown as PageDoc | undefined
    const pageUrl = `${admin}/collections/pages/${gdprId}`
    if (page?._status !== 'published') {
      missing.push({
        text: both((language) => `${gdprLabel[language]}: ${language === 'cs' ? 'není zveřejněná' : 'not published'}`),
        href: pageUrl,
      })
    } else {
      for (const locale of locales) {
        if (!filled(page.title?.[locale]) || !hasRichText(page.content?.[locale]))
          missing.push({ text: inLocale(gdprLabel, locale), href: `${pageUrl}?locale=${locale}` })
      }
    }
  }
  const storno = settings.stornoConditions as Localized
  for (const locale of locales) {
    if (storno?.[locale] == null)
      missing.push({ text: inLocale(tx('Storno podmínky', 'Storno conditions'), locale), href: `${settingsUrl}?locale=${locale}` })
  }
  return missing
}

/** Whether a Lexical value holds any text (an empty editor still has one empty paragraph). */
function hasRichText(value: unknown): boolean {
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    const { text, children, type } = node as { text?: unknown; children?: unknown[]; type?: string }
    if (filled(text) || type === 'upload' || type === 'relationship') return true
    return Array.isArray(children) && children.some(visit)
  }
  return visit((value as { root?: unknown } | null | undefined)?.root)
}

/** The media list filtered to illustrations, as the list view keeps its filter in the URL. */
export function illustrativeMediaListUrl(admin: string): string {
  return `${admin}/collections/media?${new URLSearchParams({ 'where[or][0][and][0][illustrative][equals]': 'true' })}`
}

async function demoContent(payload: Payload, admin: string): Promise<Missing[]> {
  const missing: Missing[] = []
  const { totalDocs } = await payload.count({ collection: 'media', where: { illustrative: { equals: true } }, overrideAccess: true })
  if (totalDocs > 0) {
    missing.push({
      text: tx(`Obrázky označené jako ilustrační: ${totalDocs}`, `Pictures marked as illustrations: ${totalDocs}`),
      href: illustrativeMediaListUrl(admin),
    })
  }
  // The demo's administrator (its address and password are published in the README).
  const demoAdmin = await payload.find({
    collection: 'users',
    where: { email: { equals: demoAdminEmail } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (demoAdmin.docs[0]) {
    missing.push({
      text: tx(`Ukázkový účet ${demoAdminEmail}`, `The demo account ${demoAdminEmail}`),
      href: `${admin}/collections/users/${demoAdmin.docs[0].id}`,
    })
  }
  return missing
}

export function siteUrlProblem(env: Env): AdminText | null {
  const value = env.SITE_URL?.trim()
  if (!value)
    return tx(
      'Proměnná prostředí SITE_URL není nastavena (web používá http://localhost).',
      'The environment variable SITE_URL is not set (the site uses http://localhost).',
    )
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return tx(`SITE_URL „${value}“ není platná adresa.`, `SITE_URL “${value}” is not a valid address.`)
  }
  if (url.protocol !== 'https:') return tx(`SITE_URL ${value} nezačíná https://.`, `SITE_URL ${value} does not start with https://.`)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0')
    return tx(`SITE_URL ${value} je místní adresa tohoto počítače.`, `SITE_URL ${value} is this machine’s local address.`)
  return null
}

const fixedPageLabel = (key: RouteKey, payload: Payload): AdminText => {
  const field = payload.collections.pages.config.fields.find((f) => 'name' in f && f.name === 'routeKey') as
    | { options?: { value: string; label: AdminText }[] }
    | undefined
  return field?.options?.find((option) => option.value === key)?.label ?? tx(key, key)
}

const pluralLabel = (payload: Payload, slug: CollectionSlug): AdminText => {
  const plural = payload.collections[slug].config.labels.plural as unknown
  return plural && typeof plural === 'object' ? (plural as AdminText) : tx(String(plural), String(plural))
}

/**
 * Every page type in every language the site offers it in: the fixed pages (each exists in all
 * three, so each needs a published page with its title in each language — else visitors get the
 * Czech text or a 404), the home page's sections, and the kinds of documents with pages of their
 * own (procedures, posts, doctors) plus the FAQ. Job offers are left out: a clinic with no vacancy
 * has none, and the career page itself is a fixed page.
 */
async function contentPerLanguage(payload: Payload, admin: string): Promise<Missing[]> {
  const missing: Missing[] = []
  const live = await loadLiveDocuments(payload)

  for (const key of routeKeys) {
    const doc = live.find((document) => document.template === 'page' && document.routeKey === key)
    const label = both((language) => `${language === 'cs' ? 'Stránka' : 'Page'} „${fixedPageLabel(key, payload)[language]}“`)
    if (!doc) {
      missing.push({
        text: both((language) => `${label[language]}: ${language === 'cs' ? 'žádná zveřejněná stránka' : 'no published page'}`),
        href: `${admin}/collections/pages?${new URLSearchParams({ 'where[or][0][and][0][routeKey][equals]': key })}`,
      })
      continue
    }
    for (const locale of locales) {
      if (!doc.titles[locale])
        missing.push({ text: inLocale(label, locale), href: `${admin}/collections/pages/${doc.id}?locale=${locale}` })
    }
  }

  const home = (await payload.findGlobal({ slug: 'home', locale: 'all', depth: 0, overrideAccess: true })) as unknown as {
    hero?: { title?: Localized }
  }
  for (const locale of locales) {
    if (!filled(home.hero?.title?.[locale]))
      missing.push({
        text: inLocale(tx('Sekce úvodní stránky', 'Home page sections'), locale),
        href: `${admin}/globals/home?locale=${locale}`,
      })
  }

  // A type is offered in a language when at least one published document has a page (a slug) in it.
  for (const [template, slug] of [
    ['procedure', 'procedures'],
    ['post', 'posts'],
    ['person', 'people'],
  ] as const) {
    // People count with or without a detail page: the team page lists them all.
    const docs = live.filter((document) => document.template === template)
    for (const locale of locales) {
      if (!docs.some((document) => document.slugs[locale]))
        missing.push({ text: inLocale(pluralLabel(payload, slug), locale), href: `${admin}/collections/${slug}?locale=${locale}` })
    }
  }

  const faq = await payload.find({
    collection: 'faq-topics',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  for (const locale of locales) {
    if (!faq.docs.some((topic) => filled((topic as unknown as { name?: Localized }).name?.[locale])))
      missing.push({ text: inLocale(pluralLabel(payload, 'faq-topics'), locale), href: `${admin}/collections/faq-topics?locale=${locale}` })
  }
  return missing
}

/** The whole checklist, in its fixed order. */
export async function goLiveChecklist(payload: Payload, env: Env = process.env): Promise<ChecklistItem[]> {
  const admin = payload.config.routes.admin
  const { identity, contact, settings } = await identityAndContact(payload, admin)
  const mail = await notifications(payload, env)
  const siteUrl = siteUrlProblem(env)
  const parts: [ChecklistKey, Missing[], AdminText[]][] = [
    ['identity', identity, []],
    ['contact', contact, []],
    ['notifications', mail.missing, mail.notes],
    ['legal', await legalPages(payload, settings, admin), []],
    ['demo', await demoContent(payload, admin), []],
    ['siteUrl', siteUrl ? [{ text: siteUrl }] : [], []],
    ['content', await contentPerLanguage(payload, admin), []],
  ]
  return parts.map(([key, missing, notes]) => ({ key, title: checklistTitles[key], done: missing.length === 0, missing, notes }))
}
