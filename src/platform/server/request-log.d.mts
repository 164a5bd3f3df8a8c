export function withoutQueryParameters(text: string): string
