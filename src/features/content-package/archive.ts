import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import tar from 'tar-stream'

/**
 * A content package as a stream: one .tar.gz of JSON files and the media and document files,
 * each entry's bytes loaded only when the archive reaches it (a file is written only once the
 * reader has taken the ones before: tar-stream waits for the gzip, the gzip for the reader), so a
 * package of gigabytes of images never sits in memory whole.
 */
export function packArchiveStream(names: string[], load: (name: string) => Promise<Buffer>): Readable {
  const pack = tar.pack()
  const gzip = createGzip()
  pipeline(pack, gzip).catch((error) => gzip.destroy(error))
  ;(async () => {
    // Sorted names: the same content gives the same archive listing.
    for (const name of [...names].sort()) {
      const data = await load(name)
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, size: data.length, mtime: new Date(0), mode: 0o644 }, data, (error) => (error ? reject(error) : resolve())),
      )
    }
    pack.finalize()
  })().catch((error: Error) => pack.destroy(error))
  return gzip
}

/** A content package as one buffer (the terminal's export, tests). */
export async function packArchive(entries: Map<string, Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of packArchiveStream([...entries.keys()], async (name) => entries.get(name) as Buffer))
    chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Every file of the archive by name; throws a message naming the problem when it is not a .tar.gz. */
export async function readArchive(data: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>()
  const extract = tar.extract()
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: unknown) => {
      chunks.push(chunk as Buffer)
    })
    stream.on('end', () => {
      if (header.type === 'file') entries.set(header.name.replace(/^\.\//, ''), Buffer.concat(chunks))
      next()
    })
    stream.on('error', next)
  })
  await pipeline(Readable.from([data]), createGunzip(), extract)
  return entries
}
