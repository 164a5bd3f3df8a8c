import type { IncomingMessage, ServerResponse } from 'node:http'

export const defaultPageRenderConcurrency: number
export function pageRenderConcurrency(env?: Record<string, string | undefined>): number
export type BoundedQueue = {
  readonly running: number
  readonly waiting: number
  enqueue(start: (release: () => void) => void): void
}
export function boundedQueue(limit: number): BoundedQueue
export type QueuePage = ((req: IncomingMessage, res: ServerResponse, handle: () => unknown) => unknown) & { queue: BoundedQueue }
export function renderQueue(options?: { limit?: number }): QueuePage
export function waitForRenderPlace(): Promise<void>
export const defaultImageOptimizerConcurrency: number
export function imageOptimizerConcurrency(env?: Record<string, string | undefined>): number
export function imageQueue(options?: { limit?: number }): QueuePage
export function waitForImagePlace(): Promise<void>
