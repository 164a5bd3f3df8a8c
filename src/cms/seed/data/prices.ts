/** The demo's exchange rate for the approximate euro prices on the English and German pages (Settings → Prices). */
export const demoPrices = { eurRate: 24.5, eurRateDate: '2026-11-02T12:00:00.000Z', eurRounding: 10 }

/**
 * The demo's payment claims (Settings → Prices; issue 41): instalments up to 24 months and the
 * benefit cards, both named on the Czech site only (the fields' default languages), and a free
 * consultation. A real installation claims none of them until staff set them.
 */
export const demoPaymentClaims = {
  freeConsultation: true,
  instalmentMaxMonths: 24,
  benefitCards: ['Benefit Plus', 'Edenred', 'Up (Cheque Déjeuner)', 'Sodexo (Pluxee)', 'Gusto'].map((name) => ({ name })),
}
