export const root: string
export const buildDir: string
export const templateDataDir: string
export const staff: { email: string; password: string }
export const secret: string
export function prepareProduction(): void
