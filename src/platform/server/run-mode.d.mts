export const demoAdminEmail: string
export const demoAdminPassword: string
export function runMode(env?: Record<string, string | undefined>): 'demo' | 'production'
export function isDemoMode(env?: Record<string, string | undefined>): boolean
export function productionEnvironmentProblem(env?: Record<string, string | undefined>): string | null
export const minimumSecretLength: number
