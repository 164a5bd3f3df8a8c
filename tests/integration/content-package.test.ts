import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionSlug, Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packArchive, readArchive } from '@/features/content-package/archive'
import { exportPackage } from '@/features/content-package/export'
import { importPackage, PackageError } from '@/features/content-package/import'
import { documentPath, filePath, sha256 } from '@/features/content-package/package-format'
import { readContent } from '@/features/content-package/read'
import { storedFileReader } from '@/features/content-package/storage-files'
import { formatReport } from '@/features/content-package/report'
import { packageCollections } from '@/features/content-package/scope'
import { canonicalJson } from '@/features/content-package/fields'
import { isPostgres } from '@/platform/database/database-url'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { dataDir } from '@/platform/project-folders'
import { uploadFiles } from '@/platform/cms/upload-files'
import { seededPayload } from './payload'

/**
 * The content package (issue 25, point 3) on real SQLite databases and the real upload folders:
 * the seeded demo exported, imported into an empty database and exported again (equal), imported
 * twice (the second changes nothing), a dry run (writes nothing), broken packages (refused, naming
 * the problem, nothing changed).
 */
let payload: Payload
let original: Map<string, Buffer>
let originalArchive: Buffer

const publishedName = 'Abdominoplastika (plastika břicha)'
const draftedName = 'Abdominoplastika (koncept nového textu)'
const versioned = ['pages', 'procedures', 'posts', 'job-offers'] as const

async function filesOnDisk(): Promise<string[]> {
  const names: string[] = []
  for (const folder of ['media', 'documents']) {
    const entries = await readdir(path.join(dataDir, folder)).catch(() => [] as string[])
    names.push(...entries.map((name) => `${folder}/${name}`))
  }
  return names.sort()
}

async function versionCounts(): Promise<number[]> {
  return Promise.all(versioned.map(async (collection) => (await payload.countVersions({ collection })).totalDocs))
}

/** The database's content in package form, for "nothing changed". */
async function snapshot(): Promise<string> {
  const content = await readContent(payload)
  return canonicalJson({
    collections: [...content.collections].map(([slug, docs]) => [slug, [...docs].map(([key, { id, doc }]) => [key, id, doc])]),
    globals: [...content.globals],
  })
}

/**
 * A package's documents and files as compared between two databases: everything but the manifest's
 * creation time, files by their SHA-256 (images and PDFs keep their bytes through an import).
 */
function comparable(entries: Map<string, Buffer>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, data] of entries) {
    if (name === 'manifest.json') {
      const { createdAt: _createdAt, ...manifest } = JSON.parse(data.toString())
      out[name] = canonicalJson(manifest)
    } else if (name.startsWith('files/')) out[name] = sha256(data)
    else out[name] = data.toString()
  }
  return out
}

type StoredDoc = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | undefined> }

/** Every stored file of the media and documents, originals and image sizes, as "collection/filename" → SHA-256. */
async function storedFileChecksums(): Promise<Map<string, string>> {
  const read = storedFileReader(payload)
  const sums = new Map<string, string>()
  for (const collection of ['media', 'documents'] as const) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0 })
    for (const doc of docs as StoredDoc[]) {
      for (const name of [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)]) {
        if (!name) continue
        const data = await read(collection, name)
        sums.set(`${collection}/${name}`, data ? sha256(data) : 'missing')
      }
    }
  }
  return sums
}

/** A copy of the demo package with some of its files changed. */
async function broken(change: (entries: Map<string, Buffer>) => void): Promise<Buffer> {
  const entries = new Map(original)
  change(entries)
  return packArchive(entries)
}

/** The parts of package documents the broken copies change. */
type DocumentJson = {
  key: string
  file: { name: string }
  published: {
    name: Record<string, string>
    prices: { amount: number }[]
    content: Record<string, { root: { children: unknown[] } }>
  }
}

/** Edits one document of a package; a changed key moves it to the file its new key belongs in. */
function editDocument(entries: Map<string, Buffer>, name: string, edit: (doc: DocumentJson) => void): void {
  const doc = JSON.parse((entries.get(name) as Buffer).toString()) as DocumentJson & { collection: string }
  edit(doc)
  entries.delete(name)
  entries.set(documentPath(doc.collection, doc.key), Buffer.from(JSON.stringify(doc)))
}

const firstFaqTopic = (entries: Map<string, Buffer>) =>
  [...entries.keys()].find((name) => name.startsWith('documents/faq-topics/')) as string

beforeAll(async () => {
  payload = await seededPayload()
  // What the demo lacks: a draft newer than the published version, a redirect to a document, an inquiry (never exported).
  const procedure = (
    await payload.find({ collection: 'procedures', where: { slug: { equals: 'abdominoplastika' } }, locale: 'cs', limit: 1 })
  ).docs[0]
  await payload.update({
    collection: 'procedures',
    id: procedure.id,
    locale: 'cs',
    draft: true,
    data: { name: draftedName, _status: 'draft' },
  })
  await payload.create({
    collection: 'redirects',
    data: { from: '/stara-abdominoplastika', toType: 'document', toDocument: { relationTo: 'procedures', value: procedure.id } },
  })
  const { entries } = await exportPackage(payload)
  original = entries
  originalArchive = await packArchive(entries)
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

/**
 * A JPEG of the package. Its name is not fixed: on a database that already held media (the
 * PostgreSQL pass of npm test runs every file on one database) Payload gives the seed's uploads
 * other names, e.g. abdominoplasty-1-1.jpg.
 */
function someImage(entries: Map<string, Buffer>): string {
  const entry = [...entries.keys()].find((name) => name.startsWith('files/media/') && name.endsWith('.jpg'))
  if (!entry) throw new Error('The package holds no JPEG file.')
  return entry.slice('files/media/'.length)
}

describe('content export of the seeded demo', () => {
  it('holds every public collection and the globals, with every language, the draft and the files', () => {
    const manifest = JSON.parse((original.get('manifest.json') as Buffer).toString())
    expect(manifest).toMatchObject({ format: 'clinic-content-package', formatVersion: 1 })
    for (const { slug } of packageCollections) expect(manifest.counts[slug], slug).toBeGreaterThan(0)
    expect(manifest.counts.procedures).toBe(50)
    expect(original.has('globals/settings.json') && original.has('globals/home.json')).toBe(true)

    const procedure = JSON.parse((original.get(documentPath('procedures', 'abdominoplastika')) as Buffer).toString())
    expect(procedure.published.name).toMatchObject({ cs: publishedName, en: expect.any(String), de: expect.any(String) })
    expect(procedure.draft.name.cs).toBe(draftedName)
    // Fields of the unnamed SEO area are top-level data: the meta description travels too.
    expect(procedure.published.metaDesc).toMatchObject({ cs: expect.any(String), en: expect.any(String) })
    expect(procedure.published.category).toEqual({ $ref: 'procedure-categories', key: 'Tělo' })
    expect(JSON.stringify(procedure)).not.toMatch(/"id":/)

    const redirect = JSON.parse((original.get(documentPath('redirects', '/stara-abdominoplastika')) as Buffer).toString())
    expect(redirect.published.toDocument).toEqual({ $ref: 'procedures', key: 'abdominoplastika' })

    const image = [...original.keys()].find((name) => name.startsWith('documents/media/')) as string
    const media = JSON.parse((original.get(image) as Buffer).toString())
    expect(media.published).toMatchObject({
      alt: { cs: expect.any(String) },
      focalX: expect.any(Number),
      illustrative: expect.any(Boolean),
    })
    expect(sha256(original.get(filePath('media', media.file.name)) as Buffer)).toBe(media.file.sha256)
  })

  it('holds no inquiries, users or staff e-mail addresses', () => {
    const names = [...original.keys()]
    expect(names.filter((name) => /inquir|users|payload-/.test(name))).toEqual([])
    const text = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => (original.get(name) as Buffer).toString())
      .join('\n')
    expect(text).not.toContain('admin@test.example')
  })
})

describe('import into a database that has the content', () => {
  it('reports everything unchanged and writes no version, file or document', async () => {
    const before = { versions: await versionCounts(), files: await filesOnDisk(), content: await snapshot() }
    const report = await importPackage(payload, originalArchive)
    for (const [collection, counts] of Object.entries(report.collections))
      expect(counts, collection).toMatchObject({ created: 0, changed: 0 })
    expect(report.globals).toEqual({ settings: 'unchanged', home: 'unchanged' })
    expect(formatReport(report)).toContain('Everything unchanged.')
    expect(report.filesUploaded).toBe(0)
    expect({ versions: await versionCounts(), files: await filesOnDisk(), content: await snapshot() }).toEqual(before)
  })

  it('a dry run lists what a changed package would create and change, and writes nothing', async () => {
    const changed = await broken((entries) => {
      editDocument(entries, documentPath('procedures', 'liposukce'), (doc) => {
        doc.published.prices[0].amount = 12345
      })
      // The topic's key is its Czech name: renamed, it is a new topic, and the old one is left alone.
      editDocument(entries, firstFaqTopic(entries), (doc) => {
        doc.key = 'Nové téma'
        doc.published.name = { cs: 'Nové téma', en: 'New topic' }
      })
    })
    const before = { versions: await versionCounts(), files: await filesOnDisk(), content: await snapshot() }
    const report = await importPackage(payload, changed, { dryRun: true })
    expect(report.collections.procedures).toMatchObject({ created: 0, changed: 1, unchanged: 49 })
    expect(report.collections['faq-topics']).toMatchObject({ created: 1, leftAlone: 1 })
    const text = formatReport(report)
    expect(text).toContain('Dry run: nothing was written')
    expect(text).toContain('procedures: 0 to create, 1 to change, 49 unchanged')
    expect({ versions: await versionCounts(), files: await filesOnDisk(), content: await snapshot() }).toEqual(before)
  })
})

describe('a broken package is refused, naming the problem, and changes nothing', () => {
  const cases: { name: string; error: RegExp; change: (entries: Map<string, Buffer>) => void }[] = [
    {
      name: 'bad JSON',
      error: /documents\/procedures\/liposukce-[0-9a-f]{8}\.json: not valid JSON/,
      change: (entries) => entries.set(documentPath('procedures', 'liposukce'), Buffer.from('{"collection": "procedures", ')),
    },
    {
      name: 'a missing file',
      error: /documents\/media\/[^:]+\.jpg-[0-9a-f]{8}\.json: media "[^"]+\.jpg": the file files\/media\/[^ ]+\.jpg is missing/,
      change: (entries) => entries.delete(filePath('media', someImage(entries))),
    },
    {
      name: 'a relation to a key in neither the package nor the database',
      error:
        /documents\/procedures\/liposukce-[0-9a-f]{8}\.json: procedures "liposukce", field "content\.en\.root\.children\[0\]\.value" \(language en\): refers to media "no-such-image\.jpg", which is neither in the package nor in the database/,
      change: (entries) =>
        editDocument(entries, documentPath('procedures', 'liposukce'), (doc) => {
          doc.published.content.en.root.children.unshift({
            type: 'upload',
            relationTo: 'media',
            value: { $ref: 'media', key: 'no-such-image.jpg' },
            version: 3,
            format: '',
            fields: null,
          })
        }),
    },
    {
      name: 'a wrong format version',
      error: /manifest\.json: format version 99 is not supported/,
      change: (entries) => {
        const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString())
        entries.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, formatVersion: 99 })))
      },
    },
    {
      // Fails late: a new image is stored and new documents are written before the FAQ topic is refused.
      name: 'a field failing validation, after a new file was stored',
      error: /documents\/faq-topics\/[^:]+: faq-topics "[^"]+", language en: field "name": /,
      change: (entries) => {
        // A copy of an image under a new name: stored before the topic fails, removed again after.
        const image = someImage(entries)
        entries.set(`${documentPath('media', image)}.copy`, entries.get(documentPath('media', image)) as Buffer)
        editDocument(entries, `${documentPath('media', image)}.copy`, (doc) => {
          doc.key = 'a-new-image.jpg'
          doc.file.name = 'a-new-image.jpg'
        })
        entries.set(filePath('media', 'a-new-image.jpg'), entries.get(filePath('media', image)) as Buffer)
        editDocument(entries, firstFaqTopic(entries), (doc) => {
          doc.published.name.en = ''
        })
      },
    },
  ]

  for (const { name, error, change } of cases) {
    it(name, async () => {
      const before = { versions: await versionCounts(), files: await filesOnDisk(), content: await snapshot() }
      const attempt = importPackage(payload, await broken(change))
      await expect(attempt).rejects.toBeInstanceOf(PackageError)
      await expect(attempt).rejects.toThrow(error)
      expect({ versions: await versionCounts(), files: await filesOnDisk(), content: await snapshot() }).toEqual(before)
    })
  }
})

describe('import into an empty database', () => {
  let filesBefore: string[]
  let seededFiles: Map<string, string>
  beforeAll(async () => {
    seededFiles = await storedFileChecksums()
    // The seeded files go with their documents (only those: on PostgreSQL the folder is the checkout's data/).
    for (const collection of ['media', 'documents'] as const) {
      const { docs } = await payload.find({ collection, pagination: false, depth: 0 })
      for (const doc of docs as { filename?: string | null; sizes?: Record<string, { filename?: string | null } | undefined> }[]) {
        for (const name of [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)])
          if (name) await uploadFiles().remove(collection, name)
      }
    }
    await (payload.db as unknown as { dropDatabase(args: { adapter: unknown }): Promise<void> }).dropDatabase({ adapter: payload.db })
    // The same empty schema freshPayload starts from, on SQLite or on PostgreSQL (npm test runs both).
    await payload.db.migrate({ migrations: (isPostgres() ? postgresMigrations : sqliteMigrations) as unknown as Migration[] })
    filesBefore = await filesOnDisk()
    for (const { slug } of packageCollections) expect((await payload.count({ collection: slug as CollectionSlug })).totalDocs, slug).toBe(0)
  })

  it('a dry run lists everything as to create and writes nothing', async () => {
    const report = await importPackage(payload, originalArchive, { dryRun: true })
    expect(report.collections.procedures).toMatchObject({ created: 50, changed: 0, unchanged: 0 })
    for (const { slug } of packageCollections) expect((await payload.count({ collection: slug as CollectionSlug })).totalDocs, slug).toBe(0)
    expect(await filesOnDisk()).toEqual(filesBefore)
  })

  // Imports the whole demo package (255 files): minutes on a busy 2-core box, past the default 120 s.
  it('reproduces the documents: the package exported from it equals the original', { timeout: 300_000 }, async () => {
    const report = await importPackage(payload, originalArchive)
    const manifest = JSON.parse((original.get('manifest.json') as Buffer).toString())
    const documents = Object.values(manifest.counts as Record<string, number>).reduce((sum, count) => sum + count, 0)
    console.log(`import of the demo package: ${documents} documents, ${report.filesUploaded} files, ${report.seconds.toFixed(1)} s`)
    expect(report.collections.procedures).toMatchObject({ created: 50 })
    expect(report.filesUploaded).toBe(manifest.files)
    const again = await exportPackage(payload)
    expect(comparable(again.entries)).toEqual(comparable(original))
    // Every stored file, the image sizes Payload makes again included, has the bytes it had before.
    const importedFiles = await storedFileChecksums()
    const differing = [...seededFiles].filter(([name, sum]) => importedFiles.get(name) !== sum).map(([name]) => name)
    console.log(`stored files compared by SHA-256: ${seededFiles.size}, ${differing.length} differ`)
    expect(differing).toEqual([])
    expect([...importedFiles.keys()].sort()).toEqual([...seededFiles.keys()].sort())
    expect(seededFiles.size).toBeGreaterThan(manifest.files)
    // The draft stays a draft: visitors read the published name.
    const published = await payload.find({
      collection: 'procedures',
      where: { slug: { equals: 'abdominoplastika' } },
      locale: 'cs',
      draft: false,
    })
    expect(published.docs[0].name).toBe(publishedName)
  })

  // The same import again, every file compared.
  it('a second import of the same package changes nothing: no new versions, no re-uploaded files', { timeout: 300_000 }, async () => {
    const before = { versions: await versionCounts(), files: await filesOnDisk(), content: await snapshot() }
    const report = await importPackage(payload, originalArchive)
    expect(formatReport(report)).toContain('Everything unchanged.')
    expect(report.filesUploaded).toBe(0)
    expect({ versions: await versionCounts(), files: await filesOnDisk(), content: await snapshot() }).toEqual(before)
  })
})

// readArchive is used by the package's own tests to build broken copies; a non-archive is refused by name.
describe('not a package at all', () => {
  it('is refused with a clear message', async () => {
    await expect(importPackage(payload, Buffer.from('hello'))).rejects.toThrow(/Not a content package \(\.tar\.gz\)/)
    expect((await readArchive(originalArchive)).size).toBe(original.size)
  })
})
