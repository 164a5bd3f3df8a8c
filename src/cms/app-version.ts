import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '@/platform/project-folders'

/** This release's version (package.json), written into backups and content packages. */
export function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(/* turbopackIgnore: true */ projectRoot, 'package.json'), 'utf8')) as { version: string })
      .version
  } catch {
    return 'unknown'
  }
}
