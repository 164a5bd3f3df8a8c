export function hashSource(text: string): string
export function inlineScriptHashes(html: string): string[]
export function withScriptHashes(policy: string, hashes: string[]): string
