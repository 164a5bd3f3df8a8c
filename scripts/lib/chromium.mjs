// Debian's Chromium as every browser-driving part of the project starts it (Playwright's end-to-end
// and fault tests, the Lighthouse benchmarks): no sandbox (root in CI), no GPU, and none of the
// background traffic (updates, sync, first-run pages) that would show up in tests and measurements.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
