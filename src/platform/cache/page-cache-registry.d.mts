export const siteLayoutTag: string
export interface RegisteredPageCache {
  revalidateTag(tags: string | string[]): Promise<void>
}
export function registerPageCache(cache: RegisteredPageCache): void
export function registeredPageCache(): RegisteredPageCache | undefined
