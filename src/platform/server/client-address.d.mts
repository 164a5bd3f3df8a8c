export const clientAddressHeader: 'x-clinic-client-address'
export type TrustedProxy = (address: string, hop: number) => boolean
export function normalizeAddress(address: unknown): string
export function trustedProxies(setting: string | undefined): TrustedProxy
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust?: TrustedProxy,
): string
export function rateLimitKeyOf(address: string): string
