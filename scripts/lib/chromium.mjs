// Debian's Chromium as every browser-driving part of the project starts it (Playwright's end-to-end
// and fault tests, the Lighthouse benchmarks): no sandbox (root in CI), no GPU, and none of the
// background traffic (updates, sync, first-run pages) that would show up in tests and measurements.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// The tests drive the headless shell of the same Debian Chromium (package chromium-headless-shell,
// the build Playwright itself runs headless tests in): the same Blink, V8 and network stack without
// the browser's UI and display compositor, at half the CPU on a 2-core machine
// (docs/test-budget.md). The benchmarks keep the full browser: they measure painting.
export const testChromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
