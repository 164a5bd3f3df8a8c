import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { createWriteStream } from 'node:fs'
import tar from 'tar-stream'

/** A content package on disk: one .tar.gz of JSON files and the media and document files. */
export async function writeArchive(file: string, entries: Map<string, Buffer>): Promise<void> {
  const pack = tar.pack()
  const gzip = createGzip()
  const done = pipeline(pack, gzip, createWriteStream(file))
  // Sorted names: the same content gives the same archive listing.
  for (const name of [...entries.keys()].sort()) {
    const data = entries.get(name) as Buffer
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mtime: new Date(0), mode: 0o644 }, data, (error) => (error ? reject(error) : resolve())),
    )
  }
  pack.finalize()
  await done
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
