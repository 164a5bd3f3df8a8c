export const clientAddressHeader: 'x-clinic-client-address'
export function normalizeAddress(address: unknown): string
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxyCount?: number | string,
): string
export function rateLimitKeyOf(address: string): string
