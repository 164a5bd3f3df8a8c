export const chromiumPath: string
export const chromiumArgs: string[]
export const testChromiumPath: string
