export const compileHint: string
export function bootstrapScripts(distDir: string): string[]
export function addCompileHints(distDir: string): string[]
export function runAfterProductionCompile(metadata: { projectDir: string; distDir: string }): Promise<void>
