import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { payloadLoggerOptions } from '@/cms/logger'

/** Payload's production log, written into memory: one parsed object per line. */
function capturedLog() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text))
      done()
    },
  })
  return { logger: pino(payloadLoggerOptions(), sink), lines }
}

/** An error as Payload throws it in the production build: its class name shortened, its status kept. */
function payloadError(message: string, status: number) {
  class i extends Error {}
  return Object.assign(new i(message), { status })
}

describe("Payload's log in production (issue 26, point 5)", () => {
  it('logs expected refusals (401, 403, 404, 429) at info, without a stack trace', () => {
    const { logger, lines } = capturedLog()
    for (const status of [401, 403, 404, 429]) logger.error({ err: payloadError('Nemáte povolení provádět tuto akci.', status) })
    expect(lines).toHaveLength(4)
    for (const line of lines) {
      expect(line.level).toBe(30)
      expect(line.msg).toBe('Nemáte povolení provádět tuto akci.')
      expect(JSON.stringify(line)).not.toContain('stack')
    }
    expect(lines.map((line) => line.refused)).toEqual([401, 403, 404, 429])
  })

  it('a missing upload file is a warning: the visitor gets a 404, staff may have lost a file', () => {
    const { logger, lines } = capturedLog()
    logger.error('File x.jpg for collection media is missing on the disk. Expected path: /data/media/x.jpg')
    expect(lines[0]).toMatchObject({ level: 40, refused: 404 })
  })

  it('keeps real failures at error level with their stack', () => {
    const { logger, lines } = capturedLog()
    logger.error({ err: payloadError('connection refused', 500) })
    logger.error({ err: new Error('no status at all') }, 'Inquiry API failed')
    expect(lines.map((line) => line.level)).toEqual([50, 50])
    expect((lines[0].err as { stack: string }).stack).toContain('connection refused')
  })
})
