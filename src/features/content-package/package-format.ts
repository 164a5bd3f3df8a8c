import { createHash } from 'node:crypto'

/** The package's own format; an import refuses any other (a newer app may read older ones). */
export const formatName = 'clinic-content-package'
export const formatVersion = 1

export type Manifest = {
  format: typeof formatName
  formatVersion: number
  appVersion: string
  createdAt: string
  counts: Record<string, number>
  /** Each collection's keys in the order the documents were created: the import creates them in it, so lists that fall back to creation order read the same. */
  order: Record<string, string[]>
  files: number
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** A key as a file name: readable, and unique through a short hash of the key itself. */
export function documentPath(collection: string, key: string): string {
  const readable = key
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `documents/${collection}/${readable || 'document'}-${sha256(Buffer.from(key)).slice(0, 8)}.json`
}

export const globalPath = (global: string) => `globals/${global}.json`
export const filePath = (collection: string, name: string) => `files/${collection}/${name}`
