import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect } from '@playwright/test'
import { locales, pageTypeUrls } from './page-types'
import { test } from './helpers'

/**
 * Issue 8, item 2: the served HTML of every page type in every language passes the Nu HTML Checker
 * (vnu.jar from the vnu-jar package) with zero errors; warnings are allowed. The pages are written to
 * a temporary folder and checked in one run, so the JVM starts once.
 */

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

test('every page type in every language is valid HTML', async ({ request }) => {
  test.setTimeout(120_000)
  const folder = mkdtempSync(path.join(tmpdir(), 'clinic-vnu-'))
  try {
    const sources = new Map<string, string>()
    // A page with a known error proves that the checker really read the folder.
    const canary = 'canary.html'
    writeFileSync(
      path.join(folder, canary),
      '<!doctype html><html lang="en"><title>canary</title><p><div>block in a paragraph</div></p></html>',
    )
    for (const locale of locales) {
      for (const { type, url } of pageTypeUrls(locale)) {
        const response = await request.get(url)
        expect(response.status(), url).toBe(type === '404' ? 404 : 200)
        const file = `${locale}-${type.replace(/\W+/g, '-')}.html`
        writeFileSync(path.join(folder, file), await response.body())
        sources.set(file, url)
      }
    }
    // vnu exits with 1 when it reports errors; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', folder], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; code?: number }) => {
      if (error.code !== 1 || !error.stderr) throw error
      return { stderr: error.stderr }
    })
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
    const isError = (message: VnuMessage) =>
      message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error'
    expect(messages.filter((message) => isError(message) && message.url?.endsWith(canary)).length).toBeGreaterThan(0)
    const errors = messages
      .filter((message) => isError(message) && !message.url?.endsWith(canary))
      .map(
        (message) =>
          `${sources.get(path.basename(message.url ?? '')) ?? message.url}:${message.lastLine ?? '?'} ${message.message}${message.extract ? ` «${message.extract.trim().slice(0, 160)}»` : ''}`,
      )
    expect(errors).toEqual([])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
