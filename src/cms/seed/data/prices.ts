/** The demo's exchange rate for the approximate euro prices on the English and German pages (Settings → Prices). */
export const demoPrices = { eurRate: 24.5, eurRateDate: '2026-11-02T12:00:00.000Z', eurRounding: 10 }
