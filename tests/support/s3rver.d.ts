// s3rver 3.7 ships no types: the part tests/support/s3-server.ts uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  type S3rverOptions = {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    resetOnClose?: boolean
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>
  }

  /** The part of Koa's context (s3rver is a Koa app) the private-bucket front uses. */
  export type S3rverContext = {
    path: string
    query: Record<string, unknown>
    get(header: string): string
    status: number
    type: string
    body: unknown
  }

  export default class S3rver {
    constructor(options?: S3rverOptions)
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: Array<(context: S3rverContext, next: () => Promise<void>) => unknown>
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
