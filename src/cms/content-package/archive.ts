import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import tar from 'tar-stream'

/** A content package: one .tar.gz of JSON files and the media and document files. */
export async function packArchive(entries: Map<string, Buffer>): Promise<Buffer> {
  const pack = tar.pack()
  const chunks: Buffer[] = []
  const gzip = createGzip()
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = pipeline(pack, gzip)
  // Sorted names: the same content gives the same archive listing.
  for (const name of [...entries.keys()].sort()) {
    const data = entries.get(name) as Buffer
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mtime: new Date(0), mode: 0o644 }, data, (error) => (error ? reject(error) : resolve())),
    )
  }
  pack.finalize()
  await done
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
