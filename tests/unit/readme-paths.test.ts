/**
 * Every path the READMEs and docs name exists. The documents: every README.md in the repository
 * (folders starting with a dot, node_modules and the run-time folders below are not walked) and
 * every docs/*.md and docs/decisions/*.md.
 *
 * What counts as a named path (kept simple on purpose):
 * - a link target `[text](target)`: relative to the document's folder, anchors (#…) dropped;
 * - an inline code span `like/this.ts` outside fenced blocks: relative to the repository root or to
 *   the document's folder, when it contains a `/` or ends in a file extension of ours (EXTENSIONS);
 *   one without such an extension only when its first part (`src` in `src/cms/`) exists, so
 *   `multipart/form-data` is not a path;
 * - in a fenced block without a language (a map of folders), each line's first word that ends in
 *   `/` or one of those extensions; an indented one lies under the nearest line above it that is less
 *   indented and names a folder.
 * Never paths: URLs (`://`, `mailto:`), absolute paths (a site address like `/admin` or a path of
 * the deployed machine like `/etc/varnish/`), anything with a placeholder or glob character (`<` `>`
 * `{` `}` `*` `?` `…` `$` `=` `:` `@`, a space), paths that leave the repository (`../shared/…`) and
 * paths under the folders made at run time (RUN_TIME: `data/`, `.next/` …). So a document naming a
 * file the code creates writes it as `$DATA_DIR/…` or under `data/`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

const EXTENSIONS = ['ts', 'tsx', 'mts', 'mjs', 'cjs', 'js', 'json', 'md', 'css', 'scss', 'yaml', 'yml', 'sh', 'vcl', 'sql', 'example']
const RUN_TIME = ['data', '.next', 'node_modules', 'test-results', 'test-timings', 'playwright-report', 'bench/results']
const hasExtension = (candidate: string) => new RegExp(`\\.(${EXTENSIONS.join('|')})$`).test(candidate)
const NOT_A_PATH = /\s|[<>{}*?…$=:@,;|'"]|^\/|^~|^-|:\/\//

/** Every README.md outside node_modules, dot-folders and run-time folders, and docs/*.md. */
export function documents(): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !RUN_TIME.includes(relative) && entry.name !== 'node_modules') walk(relative)
      } else if (entry.name === 'README.md') found.push(relative)
    }
  }
  walk('')
  for (const folder of ['docs', 'docs/decisions'])
    for (const name of readdirSync(path.join(root, folder)))
      if (name.endsWith('.md') && name !== 'README.md') found.push(`${folder}/${name}`)
  return found.sort()
}

type Named = { path: string; from: 'link' | 'code' | 'map' }

/** The paths a markdown text names, by the rule above (not yet resolved). */
export function namedPaths(markdown: string): Named[] {
  const named: Named[] = []
  let fence: { language: string; folders: { indent: number; folder: string }[] } | null = null
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*```(\S*)/.exec(line)
    if (fenceMark) {
      fence = fence ? null : { language: fenceMark[1], folders: [] }
      continue
    }
    if (fence) {
      if (fence.language) continue
      const first = /^(\s*)(\S+)/.exec(line)
      if (!first) continue
      const [, spaces, word] = first
      const indent = spaces.length
      while (fence.folders.length > 0 && fence.folders[fence.folders.length - 1].indent >= indent) fence.folders.pop()
      if (!word.endsWith('/') && !hasExtension(word)) continue
      const full = `${fence.folders.at(-1)?.folder ?? ''}${word}`
      if (word.endsWith('/')) fence.folders.push({ indent, folder: full })
      named.push({ path: full, from: 'map' })
      continue
    }
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue
      named.push({ path: target.replace(/#.*$/, ''), from: 'link' })
    }
    for (const [, span] of line.replace(/``[^`]*``/g, '').matchAll(/`([^`]+)`/g)) {
      if (span.includes('/') || hasExtension(span)) named.push({ path: span, from: 'code' })
    }
  }
  return named.filter((candidate) => candidate.path !== '' && (candidate.from === 'link' || !NOT_A_PATH.test(candidate.path)))
}

const inside = (absolute: string) => absolute === root || absolute.startsWith(root + path.sep)
const runTime = (relative: string) => RUN_TIME.some((folder) => relative === folder || relative.startsWith(`${folder}/`))

/** The named paths of one document that do not exist (empty when all do). */
export function missingPaths(document: string, markdown = readFileSync(path.join(root, document), 'utf8')): string[] {
  const folder = path.dirname(path.join(root, document))
  const missing: string[] = []
  for (const { path: named, from } of namedPaths(markdown)) {
    if (from === 'link' && named.startsWith('/')) continue
    const bases = from === 'link' ? [folder] : [root, folder]
    const resolved = bases.map((base) => path.resolve(base, named))
    if (resolved.every((absolute) => !inside(absolute))) continue
    if (resolved.some((absolute) => inside(absolute) && runTime(path.relative(root, absolute).split(path.sep).join('/')))) continue
    if (from === 'code' && !hasExtension(named.replace(/\/$/, ''))) {
      const first = named.split('/')[0]
      if (!bases.some((base) => existsSync(path.join(base, first)))) continue
    }
    if (!resolved.some((absolute) => inside(absolute) && existsSync(absolute))) missing.push(named)
  }
  return [...new Set(missing)]
}

describe('paths named in READMEs and docs', () => {
  it('finds the documents', () => {
    const found = documents()
    expect(found).toContain('README.md')
    expect(found).toContain('docs/operations.md')
    expect(found).toContain('src/features/inquiries/README.md')
  })

  it('reads links, code spans and folder maps, and skips what is no repository path', () => {
    const markdown = [
      'See [ops](docs/operations.md#upgrade), `src/proxy.ts`, `multipart/form-data`, `/etc/varnish/`,',
      '`https://example.cz/a.ts`, `$DATA_DIR/private`, `<name>.ts`, `src/**/*.ts`, `data/clinic.db`.',
      '```',
      'src/components/   components',
      '  shell/          the frame',
      '```',
      '```sh',
      'cat not/here.ts',
      '```',
    ].join('\n')
    expect(namedPaths(markdown).map((named) => named.path)).toEqual([
      'docs/operations.md',
      'src/proxy.ts',
      'multipart/form-data',
      'data/clinic.db',
      'src/components/',
      'src/components/shell/',
    ])
    expect(missingPaths('README.md', markdown)).toEqual([])
    expect(missingPaths('README.md', 'Gone: `src/no-such-folder/`, `scripts/gone.mjs` and [a link](docs/gone.md).')).toEqual([
      'docs/gone.md',
      'src/no-such-folder/',
      'scripts/gone.mjs',
    ])
  })

  it.each(documents())('%s names only paths that exist', (document) => {
    expect(missingPaths(document), `paths named in ${document} that do not exist`).toEqual([])
  })
})
