import type { PayloadRequest } from 'payload'
import { type Locale, locales } from '@/routing/locales'
import { plainText } from '@/content/plain-text'
import { type AdminText, tx } from '@/platform/cms/i18n'
import { type FieldChange, inLocale, type PlannedRow, type SheetDefinition, sheetSaveOptions } from './plan'

type Localized<T> = Partial<Record<Locale, T | null>>
type StoredQuestion = { id?: string | null; question?: Localized<string> | null; answer?: Localized<unknown> | null }
type StoredTopic = { id: number; name?: Localized<string> | null; questions?: StoredQuestion[] | null }

/** One question row: the topic it belongs in (and the one it leaves), and its texts that change per language. */
export type FaqWrite = {
  /** The question's row id; absent for a new question. */
  id?: string
  topic: number
  fromTopic?: number
  question: Partial<Record<Locale, string>>
  /** Plain-text answers; an answer whose text is unchanged keeps its formatting and is not written. */
  answer: Partial<Record<Locale, string>>
}

const textColumns = ['question', 'answer'] as const

const normalize = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/** Plain text as Lexical rich text: paragraphs at blank lines, line breaks within them. */
export function richTextFrom(value: string) {
  const paragraphs = normalize(value)
    .split(/\n{2,}/)
    .filter(Boolean)
  if (paragraphs.length === 0) return null
  const node = (type: string, extra: Record<string, unknown>) => ({ type, version: 1, ...extra })
  const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) =>
    node(type, { children, direction: 'ltr', format: '', indent: 0, ...extra })
  return {
    root: element(
      'root',
      paragraphs.map((paragraph) =>
        element(
          'paragraph',
          paragraph
            .split('\n')
            .flatMap((line, index) => [
              ...(index > 0 ? [node('linebreak', {})] : []),
              node('text', { text: line, format: 0, style: '', mode: 'normal', detail: 0 }),
            ]),
          { textFormat: 0, textStyle: '' },
        ),
      ),
    ),
  }
}

const messages = {
  unknownId: (id: string): AdminText => tx(`Otázka s id ${id} neexistuje.`, `There is no question with id ${id}.`),
  duplicate: (row: number): AdminText => tx(`Stejná otázka je už na řádku ${row}.`, `The same question is already on row ${row}.`),
  topicRequired: tx('Sloupec topic: téma je povinné.', 'Column topic: the topic is required.'),
  unknownTopic: (value: string): AdminText =>
    tx(`Sloupec topic: téma „${value}“ neexistuje.`, `Column topic: there is no topic "${value}".`),
  ambiguousTopic: (value: string): AdminText =>
    tx(`Sloupec topic: témat „${value}“ je víc, napište id.`, `Column topic: more than one topic is named "${value}"; write its id.`),
  questionRequired: tx('Sloupec question_cs: česká otázka je povinná.', 'Column question_cs: the Czech question is required.'),
  answerFormatting: tx(
    'Změněná odpověď se uloží jako prostý text (odstavce zůstanou, tučné písmo a odkazy ne).',
    'A changed answer is saved as plain text (paragraphs stay, bold and links do not).',
  ),
}

async function loadTopics(req: PayloadRequest): Promise<StoredTopic[]> {
  const { docs } = await req.payload.find({
    collection: 'faq-topics',
    locale: 'all',
    depth: 0,
    pagination: false,
    sort: 'sortOrder',
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs as unknown as StoredTopic[]
}

function resolveTopic(value: string, topics: StoredTopic[]): number | AdminText {
  const wanted = value.trim().toLocaleLowerCase('cs')
  if (wanted === '') return messages.topicRequired
  if (/^\d+$/.test(wanted) && topics.some((topic) => topic.id === Number(wanted))) return Number(wanted)
  const matches = topics.filter((topic) => locales.some((locale) => (topic.name?.[locale] ?? '').trim().toLocaleLowerCase('cs') === wanted))
  if (matches.length === 1) return matches[0].id
  return matches.length === 0 ? messages.unknownTopic(value.trim()) : messages.ambiguousTopic(value.trim())
}

const storedText = (question: StoredQuestion | undefined, column: 'question' | 'answer', locale: Locale) =>
  column === 'question' ? (question?.question?.[locale] ?? '') : plainText(question?.answer?.[locale])

export const faqSheet: SheetDefinition<FaqWrite> = {
  collection: 'faq-topics',
  fileName: tx('caste-dotazy', 'faq'),
  importNote: tx(
    'Jeden řádek = jedna otázka. Řádky se párují podle sloupce id (bez id podle tématu a české otázky); řádek bez shody přidá otázku na konec tématu. Časté dotazy nemají koncepty: změny jsou po potvrzení hned na webu. Odpověď je v tabulce prostý text; nezměněná odpověď si ponechá formátování, změněná se uloží jako odstavce bez tučného písma a odkazů. Otázky, které v souboru chybí, se nemění; import nic nemaže.',
    'One row = one question. Rows are matched by the id column (without an id, by topic and Czech question); a row without a match adds the question at the end of its topic. FAQ has no drafts: changes are on the site as soon as you confirm. Answers are plain text in the sheet; an unchanged answer keeps its formatting, a changed one is saved as paragraphs without bold or links. Questions missing from the file are left alone; the import deletes nothing.',
  ),

  async exportRows(req) {
    const topics = await loadTopics(req)
    return [
      ['id', 'topic', ...textColumns.flatMap((column) => locales.map((locale) => `${column}_${locale}`))],
      ...topics.flatMap((topic) =>
        (topic.questions ?? []).map((question) => [
          question.id ?? '',
          topic.name?.cs ?? String(topic.id),
          ...textColumns.flatMap((column) => locales.map((locale) => storedText(question, column, locale))),
        ]),
      ),
    ]
  },

  isKnownColumn: (column) => column === 'id' || column === 'topic' || /^(question|answer)_(cs|en|de)$/.test(column),

  missingKeyColumns: (columns) =>
    columns.includes('topic') || columns.includes('id')
      ? undefined
      : tx(
          'Soubor nemá sloupec id ani topic, podle kterého se řádky párují.',
          'The file has neither an id nor a topic column to match rows by.',
        ),

  async plan(req, sheet) {
    const topics = await loadTopics(req)
    const byId = new Map<string, { topic: StoredTopic; question: StoredQuestion }>()
    for (const topic of topics) for (const question of topic.questions ?? []) if (question.id) byId.set(question.id, { topic, question })
    const columns = new Set(sheet.columns)
    const seen = new Map<string, number>()

    return sheet.rows.map(({ row, cells }): PlannedRow<FaqWrite> => {
      const id = (cells.id ?? '').trim()
      const title = (cells.question_cs ?? '').trim() || id
      const base = { row, key: id, title, changes: [] as FieldChange[], notices: [] as AdminText[] }
      const errors: AdminText[] = []
      let found = id ? byId.get(id) : undefined
      if (id && !found) return { ...base, action: 'error', errors: [messages.unknownId(id)] }

      let topicId = found?.topic.id
      if (columns.has('topic') && (cells.topic.trim() !== '' || !found)) {
        const resolved = resolveTopic(cells.topic, topics)
        if (typeof resolved === 'object') return { ...base, action: 'error', errors: [resolved] }
        topicId = resolved
      }
      if (topicId === undefined) return { ...base, action: 'error', errors: [messages.topicRequired] }
      const topic = topics.find((candidate) => candidate.id === topicId) as StoredTopic
      // Without an id, the same Czech question in the same topic is the same question.
      if (!found && title)
        for (const question of topic.questions ?? [])
          if (question.question?.cs?.trim() === title && question.id) found = { topic, question }
      const key = found?.question.id ?? ''
      if (key) {
        const earlier = seen.get(key)
        if (earlier) return { ...base, key, action: 'error', errors: [messages.duplicate(earlier)] }
        seen.set(key, row)
      }

      const write: FaqWrite = { id: found?.question.id ?? undefined, topic: topicId, question: {}, answer: {} }
      if (found && found.topic.id !== topicId) {
        write.fromTopic = found.topic.id
        base.changes.push({ column: 'topic', old: found.topic.name?.cs ?? '', new: topic.name?.cs ?? '' })
      }
      let answerChanged = false
      for (const column of textColumns)
        for (const locale of locales) {
          const name = `${column}_${locale}`
          if (!columns.has(name)) {
            if (!found && column === 'question' && locale === 'cs') errors.push(messages.questionRequired)
            continue
          }
          const value = column === 'question' ? cells[name].trim() : normalize(cells[name])
          if (column === 'question' && locale === 'cs' && value === '') {
            errors.push(messages.questionRequired)
            continue
          }
          const old = storedText(found?.question, column, locale)
          if (value !== normalize(old)) {
            base.changes.push({ column: name, old, new: value })
            write[column][locale] = value
            if (column === 'answer' && found) answerChanged = true
          }
        }
      if (errors.length > 0) return { ...base, key, action: 'error', errors }
      if (answerChanged) base.notices.push(messages.answerFormatting)
      if (!found) return { ...base, action: 'created', errors: [], write }
      if (base.changes.length === 0) return { ...base, key, action: 'unchanged', errors: [] }
      return { ...base, key, action: 'changed', errors: [], write }
    })
  },

  async apply(req, write) {
    const options = { collection: 'faq-topics', ...sheetSaveOptions(req) } as const
    const read = async (id: number) => (await req.payload.findByID({ ...options, id, locale: 'all' })) as unknown as StoredTopic
    const save = async (topic: StoredTopic, rows: StoredQuestion[], locale: Locale) => {
      const data = {
        questions: rows.map((row) => ({
          ...(row.id ? { id: row.id } : {}),
          question: row.question?.[locale] ?? null,
          answer: row.answer?.[locale] ?? null,
        })),
      }
      return (await inLocale(locale, () =>
        req.payload.update({ ...options, id: topic.id, locale, data: data as never }),
      )) as unknown as StoredTopic
    }
    const withTexts = (question: StoredQuestion): StoredQuestion => {
      const next = { ...question, question: { ...question.question }, answer: { ...question.answer } }
      for (const locale of locales) {
        if (write.question[locale] !== undefined) next.question[locale] = write.question[locale] || null
        if (write.answer[locale] !== undefined) next.answer[locale] = richTextFrom(write.answer[locale] ?? '')
      }
      return next
    }
    // The languages to write: those whose cells changed, and for a new or moved question every language it has text in.
    const changedLocales = (question: StoredQuestion, whole: boolean) =>
      locales.filter((locale) =>
        whole
          ? locale === 'cs' || Boolean(question.question?.[locale]) || Boolean(question.answer?.[locale])
          : write.question[locale] !== undefined || write.answer[locale] !== undefined,
      )

    let moving: StoredQuestion | undefined
    if (write.fromTopic !== undefined && write.id) {
      const from = await read(write.fromTopic)
      moving = (from.questions ?? []).find((question) => question.id === write.id)
      // Array rows are shared by the languages: leaving out the row in one save removes it in all.
      await save(
        from,
        (from.questions ?? []).filter((question) => question.id !== write.id),
        'cs',
      )
    }
    const topic = await read(write.topic)
    const rows = topic.questions ?? []
    const index = write.id && !moving ? rows.findIndex((question) => question.id === write.id) : -1
    if (index >= 0) {
      const updated = rows.map((question, position) => (position === index ? withTexts(question) : question))
      for (const locale of changedLocales(updated[index], false)) await save(topic, updated, locale)
      return
    }
    // A new question goes at the end, the Czech save gives its row an id; a moved one keeps its
    // id (its row in the old topic is gone by now), so files exported earlier still match it.
    const added = withTexts({ ...(moving ?? {}), id: moving?.id ?? undefined })
    const [first, ...others] = changedLocales(added, true)
    const saved = await save(topic, [...rows, added], first)
    const withIds = (saved.questions ?? []).map((question, position) => ({
      ...(position < rows.length ? rows[position] : added),
      id: question.id,
    }))
    for (const locale of others) await save(topic, withIds, locale)
  },
}
