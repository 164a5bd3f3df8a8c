/**
 * The FAQ spreadsheet (issue 25, point 4): one row per question, through the real REST route
 * handlers. Answers travel as plain text; unchanged ones keep their formatting.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSheet, writeSheet } from '@/features/sheets/csv'
import { richTextFrom } from '@/features/sheets/faq'
import { plainText } from '@/content/plain-text'
import { freshPayload } from './payload'
import { type Role, type StaffMember, signInStaff } from './staff-support'

let payload: Payload
let staff: Record<Role, StaffMember>
let topicId: number
let otherTopicId: number

async function sheetCall(method: 'GET' | 'POST', path: string, body?: string, language: 'cs' | 'en' = 'cs') {
  const rest = await import('@/app/(payload)/api/[...slug]/route')
  const url = new URL(`http://localhost/api/${path}`)
  const request = new Request(url, {
    method,
    headers: {
      authorization: `JWT ${staff.editor.token}`,
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'text/csv' }),
    },
    body,
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

type PreviewRow = { row: number; key: string; action: string; changes: { column: string; old: string; new: string }[]; errors: string[] }

async function preview(file: string, language: 'cs' | 'en' = 'cs') {
  const response = await sheetCall('POST', 'faq-topics/sheet/preview', file, language)
  expect(response.status).toBe(200)
  return (await response.json()) as { fingerprint: string; counts: Record<string, number>; rows: PreviewRow[] }
}

async function exportText() {
  const response = await sheetCall('GET', 'faq-topics/sheet?format=excel')
  expect(response.status).toBe(200)
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
}

async function topic(id: number, locale: 'cs' | 'en' | 'de') {
  return payload.findByID({ collection: 'faq-topics', id, locale, fallbackLocale: false, depth: 0 })
}

const boldAnswer = {
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text: 'Ano, vždy.', format: 1, style: '', mode: 'normal', detail: 0 }],
      },
    ],
  },
}

beforeAll(async () => {
  payload = await freshPayload()
  staff = await signInStaff(payload, { domain: 'faq-sheets.example', secondFactor: false })
  const created = await payload.create({
    collection: 'faq-topics',
    locale: 'cs',
    data: {
      name: 'Před zákrokem',
      sortOrder: 1,
      questions: [
        { question: 'Musím přijít nalačno?', answer: boldAnswer as never },
        { question: 'Kolik stojí konzultace?', answer: richTextFrom('Konzultace stojí 1 500 Kč.\nPlatí se na místě.') as never },
      ],
    },
  })
  topicId = created.id
  await payload.update({
    collection: 'faq-topics',
    id: topicId,
    locale: 'en',
    data: {
      name: 'Before the procedure',
      questions: (created.questions ?? []).map((question, index) => ({
        id: question.id,
        question: ['Do I have to fast?', 'How much is a consultation?'][index],
        answer: richTextFrom(['Yes, always.', 'It costs CZK 1,500.'][index]) as never,
      })),
    },
  })
  await payload.update({
    collection: 'faq-topics',
    id: topicId,
    locale: 'de',
    data: {
      name: 'Vor dem Eingriff',
      questions: (created.questions ?? []).map((question, index) => ({
        id: question.id,
        question: ['Nüchtern?', 'Was kostet die Beratung?'][index],
      })),
    },
  })
  otherTopicId = (
    await payload.create({ collection: 'faq-topics', locale: 'cs', data: { name: 'Po zákroku', sortOrder: 2, questions: [] } })
  ).id
  await payload.update({ collection: 'faq-topics', id: otherTopicId, locale: 'en', data: { name: 'After the procedure' } })
  await payload.update({ collection: 'faq-topics', id: otherTopicId, locale: 'de', data: { name: 'Nach dem Eingriff' } })
})

afterAll(async () => {
  await payload?.destroy()
})

describe('FAQ spreadsheet', () => {
  it('exports one row per question, answers as plain text with their paragraphs', async () => {
    const text = await exportText()
    const sheet = readSheet(text)
    expect(sheet.columns).toEqual(['id', 'topic', 'question_cs', 'question_en', 'question_de', 'answer_cs', 'answer_en', 'answer_de'])
    expect(sheet.rows.map(({ cells }) => [cells.topic, cells.question_cs, cells.question_en, cells.answer_cs, cells.answer_de])).toEqual([
      ['Před zákrokem', 'Musím přijít nalačno?', 'Do I have to fast?', 'Ano, vždy.', ''],
      ['Před zákrokem', 'Kolik stojí konzultace?', 'How much is a consultation?', 'Konzultace stojí 1 500 Kč.\nPlatí se na místě.', ''],
    ])
  })

  it('previews and applies an edited answer, a German translation, a moved and a new question; untouched answers keep their formatting', async () => {
    const sheet = readSheet(await exportText())
    const [fasting, price] = sheet.rows
    const rows = [
      sheet.columns,
      sheet.columns.map((column) => (column === 'question_de' ? 'Muss ich nüchtern kommen?' : fasting.cells[column])),
      sheet.columns.map((column) =>
        column === 'answer_cs'
          ? 'Konzultace stojí 1 800,50 Kč; „platí se“ předem.\n\nDruhý odstavec.'
          : column === 'topic'
            ? 'Po zákroku'
            : price.cells[column],
      ),
      ['', 'Po zákroku', 'Kdy mohu sportovat?', 'When can I exercise?', '', 'Za 6 týdnů.', '', ''],
    ]
    const file = writeSheet(rows, 'excel')
    const planned = await preview(file)
    expect(planned.counts).toEqual({ created: 1, changed: 2, unchanged: 0, error: 0 })
    expect(planned.rows[1].changes).toEqual([
      { column: 'topic', old: 'Před zákrokem', new: 'Po zákroku' },
      {
        column: 'answer_cs',
        old: 'Konzultace stojí 1 500 Kč.\nPlatí se na místě.',
        new: 'Konzultace stojí 1 800,50 Kč; „platí se“ předem.\n\nDruhý odstavec.',
      },
    ])
    expect((await topic(topicId, 'cs')).questions).toHaveLength(2)

    const response = await sheetCall('POST', `faq-topics/sheet/apply?fingerprint=${planned.fingerprint}`, file)
    expect(response.status, await response.clone().text()).toBe(200)
    const before = await topic(topicId, 'cs')
    expect(before.questions?.map((question) => question.question)).toEqual(['Musím přijít nalačno?'])
    expect(before.questions?.[0].answer).toEqual(boldAnswer)
    expect((await topic(topicId, 'de')).questions?.[0].question).toBe('Muss ich nüchtern kommen?')
    expect((await topic(topicId, 'en')).questions?.[0].question).toBe('Do I have to fast?')

    const after = await topic(otherTopicId, 'cs')
    expect(after.questions?.map((question) => [question.question, plainText(question.answer)])).toEqual([
      ['Kolik stojí konzultace?', 'Konzultace stojí 1 800,50 Kč; „platí se“ předem.\n\nDruhý odstavec.'],
      ['Kdy mohu sportovat?', 'Za 6 týdnů.'],
    ])
    const afterEn = await topic(otherTopicId, 'en')
    expect(afterEn.questions?.map((question) => [question.question, plainText(question.answer)])).toEqual([
      ['How much is a consultation?', 'It costs CZK 1,500.'],
      ['When can I exercise?', ''],
    ])
    // The moved question kept its row id, so the exported file still matches it.
    expect(after.questions?.[0].id).toBe(price.cells.id)

    const again = await preview(await exportText())
    expect(again.counts).toEqual({ created: 0, changed: 0, unchanged: 3, error: 0 })
  })

  it('names unknown topics and missing Czech questions per row in the admin language', async () => {
    const file = writeSheet(
      [
        ['id', 'topic', 'question_cs', 'answer_cs'],
        ['', 'Neexistuje', 'Otázka?', 'Odpověď'],
        ['', 'Po zákroku', '', 'Odpověď bez otázky'],
        ['nope', '', 'X', ''],
      ],
      'excel',
    )
    expect((await preview(file, 'en')).rows.map((row) => row.errors)).toEqual([
      ['Column topic: there is no topic "Neexistuje".'],
      ['Column question_cs: the Czech question is required.'],
      ['There is no question with id nope.'],
    ])
    expect((await preview(file, 'cs')).rows.map((row) => row.errors)).toEqual([
      ['Sloupec topic: téma „Neexistuje“ neexistuje.'],
      ['Sloupec question_cs: česká otázka je povinná.'],
      ['Otázka s id nope neexistuje.'],
    ])
  })
})
