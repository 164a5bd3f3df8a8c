import type { Counter, Gauge, Histogram, Registry } from 'prom-client'

export type ClinicMetrics = {
  registry: Registry
  requests: Counter<'route' | 'method' | 'status'>
  requestSeconds: Histogram<'route'>
  inquiries: Counter<'kind' | 'outcome'>
  emailFailures: Counter<'email'>
  queueDepth: Gauge
  oldestPendingSeconds: Gauge
  dependencyUp: Gauge<'dependency'>
  pageRenders: Gauge<'state'>
  imageOptimizations: Gauge<'state'>
  beforeScrape: Set<() => Promise<void>>
}
export function metrics(): ClinicMetrics
export function routeGroupOf(path: string): string
export function countRequest(path: string, method: string | undefined, status: number, seconds: number): void
export function scrape(): Promise<{ contentType: string; body: string }>
export function metricsAllowed(authorization: string | undefined, token?: string): boolean
export function withMetrics(
  handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
  token?: string,
): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void
