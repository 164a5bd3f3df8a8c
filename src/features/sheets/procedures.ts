import type { PayloadRequest } from 'payload'
import { type Locale, locales } from '@/routing/locales'
import { slugify } from '@/routing/slugify'
import { type AdminText, tx } from '@/platform/cms/i18n'
import { formatAmount, parseAmount, type ReadSheet, type SheetFormat } from './csv'
import { type FieldChange, inLocale, type PlannedRow, type SheetDefinition, sheetSaveOptions } from './plan'

type Localized = Partial<Record<Locale, string | null>>
type StoredPrice = { id?: string | null; name?: Localized | null; amount?: number | null }
type StoredProcedure = {
  id: number
  name?: Localized | null
  slug?: Localized | null
  category?: number | { id: number } | null
  prices?: StoredPrice[] | null
  _status?: 'draft' | 'published' | null
}
type StoredCategory = { id: number; name?: Localized | null }

type Price = { name: Record<Locale, string>; amount: number }

/** What one row writes: the fields of each language, the category, and the whole price list if it changed. */
export type ProcedureWrite = {
  id?: number
  /** Published procedures stay published (the change goes live); drafts and new ones are drafts. */
  status: 'draft' | 'published'
  category?: number | null
  localized: Record<Locale, { name?: string | null; slug?: string | null }>
  prices?: Price[]
  /** Ids of the stored price rows, kept for the rows that stay (by position). */
  priceIds: (string | null | undefined)[]
}

const priceColumn = /^price(\d+)_(name_(cs|en|de)|amount)$/
const localizedColumns = ['name', 'slug'] as const

const text = (value: string | null | undefined) => value ?? ''
const idOf = (value: StoredProcedure['category']) => (value && typeof value === 'object' ? value.id : (value ?? null))

/** Price groups present in the file's columns (1, 2, …), in order. */
function priceGroups(columns: string[]): number[] {
  const groups = new Set<number>()
  for (const column of columns) {
    const match = priceColumn.exec(column)
    if (match) groups.add(Number(match[1]))
  }
  return [...groups].sort((a, b) => a - b)
}

function categoryName(categories: Map<number, StoredCategory>, id: number | null): string {
  if (id === null) return ''
  return text(categories.get(id)?.name?.cs) || String(id)
}

async function loadProcedures(req: PayloadRequest): Promise<StoredProcedure[]> {
  const { docs } = await req.payload.find({
    collection: 'procedures',
    locale: 'all',
    draft: true,
    depth: 0,
    pagination: false,
    sort: 'sortOrder',
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs as unknown as StoredProcedure[]
}

async function loadCategories(req: PayloadRequest): Promise<Map<number, StoredCategory>> {
  const { docs } = await req.payload.find({
    collection: 'procedure-categories',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return new Map((docs as unknown as StoredCategory[]).map((category) => [category.id, category]))
}

const columnsOf = (groups: number) => [
  'id',
  'category',
  ...localizedColumns.flatMap((field) => locales.map((locale) => `${field}_${locale}`)),
  ...Array.from({ length: groups }, (_, index) => [
    ...locales.map((locale) => `price${index + 1}_name_${locale}`),
    `price${index + 1}_amount`,
  ]).flat(),
]

function priceCells(prices: StoredPrice[], groups: number, format: SheetFormat): string[] {
  return Array.from({ length: groups }, (_, index) => {
    const price = prices[index]
    return [...locales.map((locale) => text(price?.name?.[locale])), formatAmount(price?.amount, format)]
  }).flat()
}

const messages = {
  unknownId: (id: string): AdminText => tx(`Zákrok s id ${id} neexistuje.`, `There is no procedure with id ${id}.`),
  duplicate: (row: number): AdminText => tx(`Stejný zákrok je už na řádku ${row}.`, `The same procedure is already on row ${row}.`),
  nameRequired: tx('Sloupec name_cs: český název je povinný.', 'Column name_cs: the Czech name is required.'),
  badSlug: (column: string, value: string): AdminText =>
    tx(`Sloupec ${column}: „${value}“ nelze použít jako slug.`, `Column ${column}: "${value}" cannot be used as a slug.`),
  unknownCategory: (value: string): AdminText =>
    tx(`Sloupec category: kategorie „${value}“ neexistuje.`, `Column category: there is no category "${value}".`),
  ambiguousCategory: (value: string): AdminText =>
    tx(
      `Sloupec category: kategorií „${value}“ je víc, napište id.`,
      `Column category: more than one category is named "${value}"; write its id.`,
    ),
  priceName: (group: number): AdminText =>
    tx(
      `Sloupec price${group}_name_cs: cena má částku, ale nemá český název.`,
      `Column price${group}_name_cs: the price has an amount but no Czech name.`,
    ),
  priceAmount: (group: number, value: string): AdminText =>
    value
      ? tx(`Sloupec price${group}_amount: „${value}“ není číslo.`, `Column price${group}_amount: "${value}" is not a number.`)
      : tx(`Sloupec price${group}_amount: cena nemá částku.`, `Column price${group}_amount: the price has no amount.`),
  negativeAmount: (group: number): AdminText =>
    tx(`Sloupec price${group}_amount: částka nesmí být záporná.`, `Column price${group}_amount: the amount cannot be negative.`),
  draft: tx(
    'Zákrok není zveřejněný nebo má neuložený koncept: změna se uloží jako koncept, zveřejníte ho v administraci.',
    'The procedure is not published or has an unpublished draft: the change is saved as a draft, to be published in the admin.',
  ),
  createdAsDraft: tx('Nový zákrok se vytvoří jako koncept.', 'The new procedure is created as a draft.'),
}

/** The category a cell names: its id, or its name in any language (case and spaces ignored). */
function resolveCategory(value: string, categories: Map<number, StoredCategory>): number | null | AdminText {
  const wanted = value.trim().toLocaleLowerCase('cs')
  if (wanted === '') return null
  if (/^\d+$/.test(wanted) && categories.has(Number(wanted))) return Number(wanted)
  const matches = [...categories.values()].filter((category) =>
    locales.some((locale) => text(category.name?.[locale]).trim().toLocaleLowerCase('cs') === wanted),
  )
  if (matches.length === 1) return matches[0].id
  return matches.length === 0 ? messages.unknownCategory(value.trim()) : messages.ambiguousCategory(value.trim())
}

/** Is the latest version of a stored procedure its published one (no pending draft)? */
function isPublished(doc: StoredProcedure): boolean {
  return doc._status === 'published'
}

function planRow(
  cells: Record<string, string>,
  columns: Set<string>,
  groups: number[],
  existing: StoredProcedure | undefined,
  categories: Map<number, StoredCategory>,
  format: SheetFormat,
): { changes: FieldChange[]; errors: AdminText[]; write: ProcedureWrite } {
  const changes: FieldChange[] = []
  const errors: AdminText[] = []
  const write: ProcedureWrite = {
    id: existing?.id,
    status: existing && isPublished(existing) ? 'published' : 'draft',
    localized: { cs: {}, en: {}, de: {} },
    priceIds: (existing?.prices ?? []).map((price) => price.id),
  }
  // Cells the row's errors name: the preview shows their error, not a change (to 0) they will never make.
  const refused = new Set<string>()
  const record = (column: string, old: string, next: string) => {
    if (refused.has(column)) return false
    if (old !== next) changes.push({ column, old, new: next })
    return old !== next
  }

  for (const locale of locales) {
    const nameColumn = `name_${locale}`
    if (columns.has(nameColumn)) {
      const name = cells[nameColumn].trim()
      if (locale === 'cs' && name === '') errors.push(messages.nameRequired)
      else if (record(nameColumn, text(existing?.name?.[locale]), name)) write.localized[locale].name = name || null
    } else if (locale === 'cs' && !existing) errors.push(messages.nameRequired)

    const slugColumn = `slug_${locale}`
    if (columns.has(slugColumn)) {
      const typed = cells[slugColumn].trim()
      const slug = typed ? slugify(typed) : ''
      if (typed && !slug) errors.push(messages.badSlug(slugColumn, typed))
      // An empty Czech slug of a new procedure is made from its name when saved.
      else if (!(slug === '' && !existing) && record(slugColumn, text(existing?.slug?.[locale]), slug))
        write.localized[locale].slug = slug || null
    }
  }

  if (columns.has('category')) {
    const resolved = resolveCategory(cells.category, categories)
    if (resolved !== null && typeof resolved === 'object') errors.push(resolved)
    else {
      const old = idOf(existing?.category)
      if (record('category', categoryName(categories, old), categoryName(categories, resolved))) write.category = resolved
    }
  }

  if (groups.length > 0) {
    const stored = existing?.prices ?? []
    const fromFile: Price[] = []
    for (const group of groups) {
      const current = stored[group - 1]
      const cell = (name: string) => (columns.has(name) ? cells[name].trim() : undefined)
      const names = Object.fromEntries(
        locales.map((locale) => [locale, cell(`price${group}_name_${locale}`) ?? text(current?.name?.[locale])]),
      ) as Record<Locale, string>
      const amountText = cell(`price${group}_amount`)
      const amount = amountText === undefined ? (current?.amount ?? undefined) : parseAmount(amountText)
      if (locales.every((locale) => names[locale] === '') && !amountText) continue
      const prefix = `price${fromFile.length + 1}`
      if (names.cs === '') {
        errors.push(messages.priceName(group))
        refused.add(`${prefix}_name_cs`)
      }
      if (amount === undefined || amount < 0) {
        errors.push(amount === undefined ? messages.priceAmount(group, amountText ?? '') : messages.negativeAmount(group))
        refused.add(`${prefix}_amount`)
      }
      fromFile.push({ name: names, amount: amount ?? 0 })
    }
    // Prices beyond the file's groups (columns left out of the file) are kept.
    const kept = stored.slice(groups[groups.length - 1]).map((price) => ({
      name: Object.fromEntries(locales.map((locale) => [locale, text(price.name?.[locale])])) as Record<Locale, string>,
      amount: price.amount ?? 0,
    }))
    const prices = [...fromFile, ...kept]
    let changed = prices.length !== stored.length
    const count = Math.max(prices.length, stored.length)
    for (let index = 0; index < count; index++) {
      const next = prices[index]
      const old = stored[index]
      for (const locale of locales)
        if (record(`price${index + 1}_name_${locale}`, text(old?.name?.[locale]), next?.name[locale] ?? '')) changed = true
      if (record(`price${index + 1}_amount`, formatAmount(old?.amount, format), next ? formatAmount(next.amount, format) : ''))
        changed = true
    }
    if (changed) write.prices = prices
  }
  return { changes, errors, write }
}

export const proceduresSheet: SheetDefinition<ProcedureWrite> = {
  collection: 'procedures',
  fileName: tx('zakroky', 'procedures'),
  importNote: tx(
    'Řádky se párují podle sloupce id (bez id podle slug_cs); řádek bez shody vytvoří nový zákrok jako koncept. Změny zveřejněných zákroků se po potvrzení hned zveřejní; zákroky s neuloženým konceptem dostanou změnu do konceptu. Zákroky, které v souboru chybí, ani sloupce, které v něm chybí, se nemění; import nic nemaže.',
    'Rows are matched by the id column (without an id, by slug_cs); a row without a match creates a new procedure as a draft. Changes to published procedures go live as soon as you confirm; procedures with an unpublished draft get the change in the draft. Procedures missing from the file, and columns missing from it, are left alone; the import deletes nothing.',
  ),

  async exportRows(req, format) {
    const [procedures, categories] = await Promise.all([loadProcedures(req), loadCategories(req)])
    const groups = Math.max(0, ...procedures.map((procedure) => procedure.prices?.length ?? 0)) + 1
    return [
      columnsOf(groups),
      ...procedures.map((procedure) => [
        String(procedure.id),
        categoryName(categories, idOf(procedure.category)),
        ...localizedColumns.flatMap((field) => locales.map((locale) => text(procedure[field]?.[locale]))),
        ...priceCells(procedure.prices ?? [], groups, format),
      ]),
    ]
  },

  isKnownColumn: (column) =>
    column === 'id' || column === 'category' || /^(name|slug)_(cs|en|de)$/.test(column) || priceColumn.test(column),

  missingKeyColumns: (columns) =>
    columns.includes('id') || columns.includes('slug_cs')
      ? undefined
      : tx(
          'Soubor nemá sloupec id ani slug_cs, podle kterého se řádky párují.',
          'The file has neither an id nor a slug_cs column to match rows by.',
        ),

  async plan(req, sheet: ReadSheet) {
    const [procedures, categories] = await Promise.all([loadProcedures(req), loadCategories(req)])
    const byId = new Map(procedures.map((procedure) => [String(procedure.id), procedure]))
    const bySlug = new Map(procedures.filter((p) => p.slug?.cs).map((procedure) => [procedure.slug?.cs as string, procedure]))
    const columns = new Set(sheet.columns)
    const groups = priceGroups(sheet.columns)
    const seen = new Map<number, number>()

    return sheet.rows.map(({ row, cells }): PlannedRow<ProcedureWrite> => {
      const id = (cells.id ?? '').trim()
      const slugCs = (cells.slug_cs ?? '').trim()
      const title = (cells.name_cs ?? '').trim() || id || slugCs
      const existing = id ? byId.get(id) : slugCs ? bySlug.get(slugify(slugCs)) : undefined
      const key = existing ? String(existing.id) : id || slugCs
      const base = { row, key, title: title || text(existing?.name?.cs), changes: [], notices: [] }
      if (id && !existing) return { ...base, action: 'error', errors: [messages.unknownId(id)] }
      if (existing) {
        const earlier = seen.get(existing.id)
        if (earlier) return { ...base, action: 'error', errors: [messages.duplicate(earlier)] }
        seen.set(existing.id, row)
      }
      const { changes, errors, write } = planRow(cells, columns, groups, existing, categories, sheet.format)
      if (errors.length > 0) return { ...base, changes, action: 'error', errors }
      if (!existing) return { ...base, changes, action: 'created', errors: [], notices: [messages.createdAsDraft], write }
      if (changes.length === 0) return { ...base, action: 'unchanged', errors: [] }
      return { ...base, changes, action: 'changed', errors: [], notices: write.status === 'draft' ? [messages.draft] : [], write }
    })
  },

  async apply(req, write) {
    const draft = write.status === 'draft'
    const common = { _status: write.status, ...(write.category !== undefined && { category: write.category }) }
    const options = { collection: 'procedures', draft, ...sheetSaveOptions(req) } as const
    const pricesIn = (locale: Locale, ids: (string | null | undefined)[]) =>
      write.prices?.map((price, index) => ({
        ...(ids[index] ? { id: ids[index] } : {}),
        name: price.name[locale] || null,
        amount: price.amount,
      }))

    // Czech first, with what is not per language: it creates the document and the price rows.
    const czech = { ...common, ...write.localized.cs, ...(write.prices && { prices: pricesIn('cs', write.priceIds) }) }
    const saved = await inLocale('cs', () =>
      write.id
        ? req.payload.update({ ...options, id: write.id, locale: 'cs', data: czech })
        : req.payload.create({ ...options, locale: 'cs', data: czech as never }),
    )
    const priceIds = ((saved as { prices?: { id?: string | null }[] }).prices ?? []).map((price) => price.id)
    for (const locale of locales.filter((code) => code !== 'cs')) {
      const fields = write.localized[locale]
      if (Object.keys(fields).length === 0 && !write.prices) continue
      const data = { _status: write.status, ...fields, ...(write.prices && { prices: pricesIn(locale, priceIds) }) }
      await inLocale(locale, () => req.payload.update({ ...options, id: saved.id, locale, data }))
    }
  },
}
