export const routerHeadersRelied: { RSC_HEADER: 'rsc'; NEXT_ROUTER_PREFETCH_HEADER: 'next-router-prefetch' }
export const draftModeCookieRelied: '__prerender_bypass'
export function nextInternalsProblem(
  load?: () => unknown,
  loadFileCache?: () => unknown,
  loadApiUtils?: () => unknown,
  loadConstants?: () => unknown,
): string | null
