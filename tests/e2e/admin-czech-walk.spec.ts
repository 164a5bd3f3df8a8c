import { type Browser, expect, type Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { logInToAdmin, passSecondFactor, test } from './helpers'

/**
 * Issue 42, deliverable 2: the whole Czech admin, walked as each role. An administrator, an editor
 * and a receptionist each open every view their menu offers (the dashboard, every collection's
 * list, one document's edit screen and the create screen, the versions, a version's comparison and
 * the API view where a document has them, every global and our own views), and cheap drawers and
 * panels (columns, filters, a relationship's drawer, the document's menu and its delete dialog). On
 * each, the admin's own words (labels, buttons, headings, table headers, toasts, and the
 * title / aria-label / placeholder attributes) are checked against a kept list of English words and
 * of the odd Czech that issue 42 found. What staff typed (field values, rich text, table cells,
 * titles of documents) is not the admin's and is left out. A Payload update that brings an English
 * string fails here, naming the view and the word.
 */

test.use({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })

/** English words the Czech admin must not show (whole words, any case). Extend when an update brings new ones. */
const englishWords = [
  'Saved',
  'Save',
  'Changed',
  'Changes',
  'Responsive',
  'Copy',
  'Edit',
  'Editing',
  'Create',
  'Created',
  'Delete',
  'Deleted',
  'Search',
  'Filter',
  'Filters',
  'Columns',
  'Loading',
  'Submit',
  'Cancel',
  'Publish',
  'Published',
  'Unpublish',
  'Draft',
  'Drafts',
  'Version',
  'Versions',
  'Updated',
  'Untitled',
  'No results',
  'Nothing found',
  'true',
  'false',
  'Schedule',
  'Preview',
  'Back',
  'Close',
  'Remove',
  'Select',
  'Choose',
  'Upload',
  'Download',
  'Ascending',
  'Descending',
  'Clear',
  'Apply',
  'Toggle',
  'Account',
  'Logout',
  'Log out',
  'Password',
  'Dashboard',
  'Collections',
  'Globals',
  'Document',
  'Documents',
  'Compare',
  'Restore',
  'Previous',
  'Next',
  'Per Page',
  'Showing',
  'Duplicate',
  'Trash',
  'Successfully',
  'Required',
  'Invalid',
  'Welcome',
  'Notifications',
  'Drag',
  'Translation',
  'Source Changed',
  'Copy URL',
  'Group by',
  'Add new',
  'Add Row',
  'Show all',
  'Open',
  'Current',
  'Status',
  'Time',
  'Month',
  'Year',
  'Week',
  'Today',
] as const

/** Odd Czech of issue 42: logic words for a checkbox, Payload's empty-cell placeholder, wrong case and gender, filters that are not there. */
const oddCzech: Array<[string, RegExp]> = [
  ['pravda / nepravda', /(?<![\p{L}])(ne)?pravda(?![\p{L}])/iu],
  ['‹…: nevyplněno›', /‹[^›]*›|nevyplněno›/u],
  ['„úspěšně smazáno/vytvořeno…“ after the label', /úspěšně (smazáno|vytvořeno|duplikováno|obnoveno|aktualizovaný)/iu],
  ['„před N minut“ (nominative after „před“)', /před (\S+ )?\d+ (minut|hodin|dní|sekund|měsíců|let|týdnů)(?![\p{L}])/u],
  ['„nesplňují filtry, které jste zadali výše“', /nesplňují filtry|které jste zadali výše|výše specifikovali/u],
  ['an ISO date (2026-11-30, 11-30)', /(?<![\d\p{L}/.-])(\d{4}-)?\d{2}-\d{2}(?![\d\p{L}/.-])/u],
]

/** The listed English words and odd Czech phrases in a text. */
function englishOrOdd(text: string): string[] {
  return [...wordPatterns, ...oddCzech].filter(([, pattern]) => pattern.test(text)).map(([word]) => word)
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wordPatterns = englishWords.map(
  (word) => [word, new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu')] as const,
)

/**
 * What staff typed or chose, not the admin's words: cells of a list (but a checkbox's value is the
 * admin's), chosen relationships, a document's title in the header and breadcrumb, a file's name,
 * rich text, and anything in an iframe (the live preview is the site).
 */
const contentSelector = [
  // (The lead report's tables are the admin's own: their weeks are checked too.)
  'td:not(:has(.bool-cell)):not(.lead-report td)',
  '[contenteditable]',
  '.rich-text-lexical',
  '.rs__single-value',
  '.rs__multi-value__label',
  '.relationship--multi-value-label__text',
  '.doc-header__title',
  '.step-nav__last',
  '.step-nav > span:last-child',
  '.file-meta__url a',
  '.file-details__main-detail',
  '.file-meta__size-type',
  '.thumbnail',
  '.render-title',
  '.collection-edit__auth',
  'code:not(.bool-cell)',
  'pre',
  // The API view's address and its answer are data.
  '.query-inspector__api-url',
  '.query-inspector__results',
].join(', ')

/** The admin's visible words on the page now: text of visible elements and the attributes read aloud or shown on hover. */
async function adminTexts(page: Page): Promise<string[]> {
  return page.evaluate((contentSelector) => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.nodeValue?.replace(/\s+/g, ' ').trim()
      if (!text || !parent || parent.closest('script, style, noscript, template, textarea, select')) continue
      if (parent.closest(contentSelector)) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      texts.push(text)
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('[title], [aria-label], [placeholder], [alt]')) {
      if (element.closest('script, template') || !element.checkVisibility()) continue
      // A button's label is the admin's even where it names a chosen document ("Upravit: MUDr. …").
      if (!element.matches('button') && element.closest(contentSelector)) continue
      for (const name of ['title', 'aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(`[${name}] ${value}`)
      }
    }
    return texts
  }, contentSelector)
}

type Finding = { view: string; word: string; text: string }

/** One role's walk: the views seen and what was found on them. */
class Walk {
  views: string[] = []
  findings: Finding[] = []

  constructor(
    readonly role: string,
    readonly page: Page,
  ) {}

  /** Checks the page as it is now, once the admin's client code has had two frames to translate library strings. */
  async check(view: string) {
    this.views.push(view)
    // On a full page load under load the admin's scripts may still be starting (and with them the
    // translation of library strings): what is found is looked at again for a few seconds, and only
    // what stays counts.
    let found: Finding[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      if (attempt) await this.page.waitForTimeout(1_000)
      await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      found = (await adminTexts(this.page)).flatMap((text) =>
        englishOrOdd(text).map((word) => ({ view: `${this.role}: ${view}`, word, text: text.slice(0, 160) })),
      )
      if (found.length === 0) return
    }
    this.findings.push(...found)
  }

  /**
   * Opens an admin address as staff do, through the admin's own link (a client-side navigation,
   * much faster than loading the page), or by loading it when no link to it is on the page; then
   * waits for the view (`ready`) and checks it.
   */
  async visit(path: string, view: string, ready: string) {
    const { page } = this
    const clicked = await page.evaluate((path) => {
      const link = document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)
      link?.click()
      return Boolean(link)
    }, path)
    if (!clicked) {
      await page.goto(path)
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    }
    await page.waitForURL((url) => url.pathname === path.split('?')[0])
    await expect(page.locator(ready).first(), `${this.role}: ${view}`).toBeVisible({ timeout: 15_000 })
    // Cells and fields that load after the view show a shimmer meanwhile; one that stays is not waited for.
    await expect(page.locator('.loading-overlay, .shimmer-effect').first())
      .toBeHidden({ timeout: 3_000 })
      .catch(() => undefined)
    await this.check(view)
  }

  /** Clicks something that opens a panel, drawer or dialog, checks the page with it open, then closes it. */
  async open(view: string, trigger: string, shown: string, close: () => Promise<void> = () => this.page.keyboard.press('Escape')) {
    // A control that is shown but disabled (an upload field's list button with nothing to list) opens nothing.
    const button = this.page.locator(trigger).and(this.page.locator(':enabled')).first()
    if (!(await button.isVisible())) return
    await button.click()
    const opened = this.page.locator(shown).first()
    if (
      !(await opened.waitFor({ state: 'visible', timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      return
    await this.check(view)
    await close()
  }
}

const views = {
  list: '.collection-list',
  edit: '.collection-edit',
  versions: '.versions',
  version: '.view-version',
  api: '.query-inspector',
  custom: '.template-default h1',
}

/** The collections and globals the role's menu offers, from the sidebar. */
async function menuLinks(page: Page): Promise<{ collections: string[]; globals: string[] }> {
  const hrefs = await page.locator('nav a[href^="/admin/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const unique = (prefix: string) => [...new Set(hrefs.filter((href) => href.startsWith(prefix)).map((href) => href.split('?')[0]))]
  return { collections: unique('/admin/collections/'), globals: unique('/admin/globals/') }
}

// The administrator also opens these collections' panels, drawers, versions and API view, and creates in the first.
const deepCollections = ['pages', 'procedures', 'media', 'inquiries']

/** One collection: its list, a document's edit screen and, for the chosen ones, the rest. */
async function walkCollection(walk: Walk, listPath: string, deep: boolean) {
  const slug = listPath.split('/')[3]
  const page = walk.page
  await walk.visit(listPath, `${slug}: list`, views.list)
  deep &&= deepCollections.includes(slug)
  if (deep) {
    await walk.open(`${slug}: list columns`, '.list-controls__toggle-columns', '.pill-selector, .column-selector')
    await walk.open(`${slug}: list filters`, '.list-controls__toggle-where', '.where-builder')
  }
  const first = page.locator('.table tbody tr').first().locator(`a[href^="/admin/collections/${slug}/"]`).first()
  const documentPath = (await first.count()) ? await first.getAttribute('href') : null
  if (documentPath) {
    await walk.visit(documentPath, `${slug}: edit`, views.edit)
    if (deep) await walkDocumentExtras(walk, slug)
  }
  if (deep && slug === deepCollections[0]) await walk.visit(`/admin/collections/${slug}/create`, `${slug}: create`, views.edit)
}

/** A document's menu, a relationship's drawer, the live preview, its versions, one version and the API view. */
async function walkDocumentExtras(walk: Walk, slug: string) {
  const { page } = walk
  await walk.open(`${slug}: document menu`, '.doc-controls__popup button.popup-button', '.popup__content')
  await walk.open(
    `${slug}: relationship drawer`,
    '.relationship--multi-value-label__drawer-toggler, .relationship-add-new__add-button, .upload__listToggler',
    '.drawer--is-open, .doc-drawer, .list-drawer',
  )
  await walk.open(
    `${slug}: live preview`,
    '#live-preview-toggler, .live-preview-toggler',
    '.live-preview-toolbar, .live-preview-window',
    async () => {
      await page.locator('#live-preview-toggler, .live-preview-toggler').first().click()
    },
  )
  const tabs = await page.locator('.doc-tabs a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const versions = tabs.find((href) => href.endsWith('/versions'))
  if (versions) {
    await walk.visit(versions, `${slug}: versions`, views.versions)
    const version = page.locator('.table tbody tr a[href*="/versions/"]').first()
    if (await version.count())
      await walk.visit((await version.getAttribute('href')) as string, `${slug}: version comparison`, views.version)
  }
  const api = tabs.find((href) => href.endsWith('/api'))
  if (api) await walk.visit(api, `${slug}: API`, views.api)
}

const password = `Walk-${crypto.randomUUID()}`

const staffNames = { admin: 'Jana Svobodová', editor: 'Petra Nováková', reception: 'Lenka Dvořáková' }

/** A walk's own account: what it leaves behind (the live preview's state, list columns) is no other test's. */
async function createStaff(page: Page, role: keyof typeof staffNames): Promise<string> {
  await page.request.post('/api/users/login', {
    headers: { origin: baseURL },
    data: { email: 'admin@e2e.example', password: 'e2e-password-1' },
  })
  const email = `walk-${role}-${crypto.randomUUID()}@e2e.example`
  const response = await page.request.post('/api/users', {
    headers: { origin: baseURL },
    data: { email, password, role, language: 'cs', name: staffNames[role] },
  })
  expect(response.status(), await response.text()).toBe(201)
  return email
}

/** Signs in as the role; an account that enrols its second factor first has that screen checked too. */
async function signIn(browser: Browser, role: string, email?: string) {
  const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })
  const page = await context.newPage()
  const walk = new Walk(role, page)
  if (!email) {
    await logInToAdmin(page)
  } else {
    const login = await page.request.post('/api/users/login', { headers: { origin: baseURL }, data: { email, password } })
    expect(login.status()).toBe(200)
    await page.goto('/admin')
    // Reception (with access to patients' data) enrols a second factor first; an editor does not.
    await expect(page.locator('.second-factor').or(page.locator('.dashboard'))).toBeVisible({ timeout: 20_000 })
    if (await page.locator('.second-factor').isVisible()) {
      await walk.check('second factor: enrolment')
      await passSecondFactor(page, email)
    }
  }
  await expect(page.locator('.dashboard')).toBeVisible({ timeout: 20_000 })
  // After a full load the admin's client code (which translates the library strings) starts once its scripts are in.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  await walk.check('dashboard')
  return { context, walk }
}

/** Which part of a role's menu one test walks: the administrator's is split in two so both workers share it. */
type Part = 'deep collections' | 'the rest' | 'all'

async function walkRole(walk: Walk, deep: boolean, part: Part) {
  const { collections, globals } = await menuLinks(walk.page)
  expect(collections.length, `${walk.role}: collections in the menu`).toBeGreaterThan(0)
  // The administrator opens every collection's list and a document of each; the others, whose
  // screens are the same with fewer rights, their menu's first collection and the inquiries, within
  // the time the suite allows (their menus themselves are checked on the dashboard).
  const isDeep = (list: string) => deepCollections.includes(list.split('/')[3])
  const chosen = !deep
    ? collections.filter((list, index) => index === 0 || list.endsWith('/inquiries'))
    : collections.filter((list) => part === 'all' || (part === 'deep collections') === isDeep(list))
  if (deep && part === 'deep collections') expect(chosen.length, 'the deep collections in the menu').toBe(deepCollections.length)
  for (const list of chosen) await walkCollection(walk, list, deep)
  if (part === 'deep collections') return
  for (const global of globals) await walk.visit(global, `global ${global.split('/')[3]}`, views.edit)
  // The administrator's own views (other roles are refused them).
  const custom = ['/admin/lead-report', '/admin/translation-status', ...(deep ? ['/admin/person-data', '/admin/content-package'] : [])]
  for (const path of custom) await walk.visit(path, path.slice(7), views.custom)
  await walk.visit('/admin/account', 'account', views.edit)
}

/** Fails naming every English or odd word found, after printing how many views were walked (the CI log keeps the count). */
function report(walk: Walk, label: string) {
  console.log(`Czech admin walk (${label}): views walked: ${walk.views.length}, English words found: ${walk.findings.length}`)
  expect(walk.findings, walk.findings.map((finding) => `${finding.view}: "${finding.word}" in "${finding.text}"`).join('\n')).toEqual([])
}

// The roles' walks are independent: they run on both workers side by side.
test.describe.configure({ mode: 'parallel' })

test('the Czech admin login page shows no English word, and the word check itself finds what issue 42 found', async ({ page }) => {
  // The login page: the clinic's name and favicon, not Payload's.
  await page.goto('/admin/login')
  await expect.soft(page.locator('.clinic-admin-logo')).toBeVisible()
  await expect.soft(page.locator('.graphic-logo, .graphic-icon')).toHaveCount(0)
  expect.soft(await page.locator('link[rel="icon"]').first().getAttribute('href')).toBe('/favicon-32.png')
  const loginWalk = new Walk('signed out', page)
  await loginWalk.check('login')
  // The check can fail: it reads the login form's own words, and the list and the odd Czech match what issue 42 found.
  expect((await adminTexts(page)).join(' ')).toContain('Přihlásit')
  for (const seen of ['Translation Saved At', 'Responsive', '[aria-label] Edit MUDr. Jan Novák', 'pravda', '‹Přiřazeno: nevyplněno›']) {
    expect(englishOrOdd(seen), seen).not.toEqual([])
  }
  for (const seen of [
    'Stránka „Kontakt“ úspěšně smazáno.',
    'před 24 minut',
    'Týden od 2026-11-30',
    '11-30',
    'nesplňují filtry, které jste zadali výše',
  ]) {
    expect(englishOrOdd(seen), seen).not.toEqual([])
  }
  expect(englishOrOdd('Smazáno: Stránka „Kontakt“. Před 24 minutami, týden od 30. 11. 2026 (30. 11.). Ano.')).toEqual([])
  report(loginWalk, 'signed out')
})

for (const part of ['deep collections', 'the rest'] as const) {
  test(`the Czech admin shows the administrator no English word: ${part}, every view and drawer`, async ({ browser, page }) => {
    test.setTimeout(180_000)
    const { context, walk } = await signIn(browser, 'administrator', await createStaff(page, 'admin'))
    await walkRole(walk, true, part)
    await context.close()
    report(walk, `administrator, ${part}`)
  })
}

for (const role of ['editor', 'reception'] as const) {
  test(`the Czech admin shows the ${role === 'editor' ? 'editor' : 'receptionist'} no English word on the views their menu offers`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000)
    const email = await createStaff(page, role)
    const name = role === 'editor' ? 'editor' : 'receptionist'
    const { context, walk } = await signIn(browser, name, email)
    await walkRole(walk, false, 'all')
    await context.close()
    report(walk, name)
  })
}
