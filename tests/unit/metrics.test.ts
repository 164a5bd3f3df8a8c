import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { metricsAllowed, routeGroupOf, withMetrics } from '@/platform/metrics.mjs'

describe('metrics (issue 26, point 3)', () => {
  it('groups paths into a bounded set of routes, so a bot trying URLs adds no series', () => {
    expect(routeGroupOf('/zakroky/botox')).toBe('page')
    expect(routeGroupOf('/wp-login.php')).toBe('page')
    expect(routeGroupOf('/api/v1/inquiries/standard')).toBe('inquiry-standard')
    expect(routeGroupOf('/api/v1/inquiries/call-me/form')).toBe('inquiry-call-me-form')
    expect(routeGroupOf('/_next/static/chunks/a.js')).toBe('static')
    expect(routeGroupOf('/admin/collections/inquiries')).toBe('admin')
    expect(routeGroupOf('/api/media/file/x.jpg')).toBe('files')
  })

  it('is read only with the exact token, and never when no token is set', () => {
    expect(metricsAllowed('Bearer secret-token', 'secret-token')).toBe(true)
    expect(metricsAllowed('Bearer secret-tokeN', 'secret-token')).toBe(false)
    expect(metricsAllowed(undefined, 'secret-token')).toBe(false)
    expect(metricsAllowed('Bearer ', '')).toBe(false)
  })

  it('without METRICS_TOKEN, /metrics is an ordinary path of the site (its 404)', async () => {
    const server = createServer(
      withMetrics((_req, res) => {
        res.writeHead(404)
        res.end('site 404')
      }, ''),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`)
      expect(answer.status).toBe(404)
      expect(await answer.text()).toBe('site 404')
    } finally {
      server.close()
    }
  })
})
