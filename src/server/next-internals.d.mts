export const routerHeadersRelied: { RSC_HEADER: 'rsc'; NEXT_ROUTER_PREFETCH_HEADER: 'next-router-prefetch' }
export function nextInternalsProblem(load?: () => unknown, loadFileCache?: () => unknown): string | null
