/**
 * What a new production installation must show before the clinic's content is in (issue 25): no
 * fact of the demo clinic in what it serves, and the go-live checklist naming what is missing.
 * Shared by the production stage (SQLite: empty-site, go-live-empty) and the scale-out stage
 * (PostgreSQL and S3: empty-postgres).
 */
import { expect } from 'vitest'
import { passSecondFactorOver } from '../support/second-factor'

/** The demo's contact facts and widget settings, as the demo seed sets them (src/cms/seed/site.ts). */
export const demoFacts = [
  '222 000',
  '+420222000',
  '722 000',
  'Olšansk',
  'Olšanské',
  '130 00 Praha 3',
  // The demo's name, wherever it stood (texts, e-mail addresses, widget ids).
  'Aurelia',
  'aurelia',
  'demo-clinic',
  'clinic.example',
  'example-widget.com',
  'Domnělý',
  'Tramvají',
]

/**
 * What the demo claims about its clinic (issue 41), per language, as the demo seed sets it in
 * Settings: the tagline, the founding year, instalments and benefit cards (Czech only), a free
 * consultation and the answer's deadline (the home page's banner and contact form). A new
 * installation claims none of them in any language until staff set them.
 */
export const demoClaims = {
  cs: [
    'Plastická chirurgie, dermatologie a ortopedie v Praze',
    '© 2013 –',
    'až do 24 měsíčních splátek',
    // "… a Gusto": Czech keeps a one-letter conjunction with the next word (ICU writes a no-break space).
    'Přijímáme benefitní karty: Benefit Plus, Edenred, Up (Cheque Déjeuner), Sodexo (Pluxee) a',
    'Bezplatná konzultace',
    'Konzultace je zdarma a nezávazná.',
    'nejpozději do dvou pracovních dnů',
  ],
  en: [
    'Plastic surgery, dermatology and orthopaedics in Prague',
    '© 2013 –',
    'Free consultation',
    'The consultation is free and non-binding.',
    'within two working days at the latest',
  ],
  de: [
    'Plastische Chirurgie, Dermatologie und Orthopädie in Prag',
    '© 2013 –',
    'Kostenlose Beratung',
    'Die Beratung ist kostenlos und unverbindlich.',
    'spätestens innerhalb von zwei Werktagen',
  ],
} as const

/** Each language's words of the claims above, whatever number Settings would put in. */
const claimWords = [
  /splátk|benefitní kart|zdarma|bezplatn|pracovních dn|pracovního dne|v Praze/i,
  /monthly payments|benefit cards|free consultation|free and non-binding|working day|in Prague/i,
  /Monatsrate|Benefit-Karte|kostenlos|Werktag|in Prag\b/i,
  /© (19|20)\d\d –/,
]

/** A page of a site without Settings: none of the demo's claims, nor their words with other figures. */
export function expectNoClaims(body: string, url: string) {
  const claims = [...new Set(Object.values(demoClaims).flat())].filter((claim) => body.includes(claim))
  const words = claimWords.flatMap((pattern) => body.match(pattern)?.[0] ?? [])
  expect([...claims, ...words], `${url} claims`).toEqual([])
}

/** The demo (its Settings seeded) makes each of its claims on the home page of each language, and Czech's only in Czech. */
export async function expectDemoClaims(baseUrl: string) {
  for (const [url, locale] of [
    ['/', 'cs'],
    ['/en', 'en'],
    ['/de', 'de'],
  ] as const) {
    const response = await fetch(`${baseUrl}${url}`)
    expect(response.status, url).toBe(200)
    const body = await response.text()
    expect(
      demoClaims[locale].filter((claim) => !body.includes(claim)),
      `${url} lacks claims`,
    ).toEqual([])
    if (locale !== 'cs') {
      expect(body, `${url}: instalments are Czech only`).not.toMatch(/monthly payments|Monatsraten/)
      expect(body, `${url}: benefit cards are Czech only`).not.toMatch(/Edenred/)
    }
  }
}

/** Pages of an empty installation: 404s (no content yet) without a demo fact or claim, or an empty call, mail or WhatsApp link. */
export async function expectEmptyPagesWithoutDemoFacts(baseUrl: string) {
  for (const url of ['/', '/en', '/de', '/kontakt', '/en/contact', '/de/kontakt', '/tahle-stranka-neexistuje', '/en/no-such-page']) {
    const response = await fetch(`${baseUrl}${url}`)
    const body = await response.text()
    expect(response.status, url).toBe(404)
    for (const fact of demoFacts) expect(body, `${url} shows "${fact}"`).not.toContain(fact)
    expectNoClaims(body, url)
    expect(body, `${url}: an empty call link`).not.toMatch(/tel:(["'\\]|$)/)
    expect(body, `${url}: an empty mail link`).not.toMatch(/mailto:(["'\\]|$)/)
    expect(body, `${url}: a WhatsApp link`).not.toContain('wa.me')
    expect(body, `${url}: the demo's share image`).not.toContain('og-image.png')
  }
}

/**
 * The administrator's dashboard lists every item the empty installation still lacks, in Czech.
 * Gives back the administrator's session (Authorization header value) for further steps.
 */
export async function expectGoLiveChecklistOfEmptySite(baseUrl: string, admin: { email: string; password: string }): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl }
  const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers, body: JSON.stringify(admin) })
  expect(login.status, await login.clone().text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await passSecondFactorOver(baseUrl, `JWT ${token}`, admin.email)

  const dashboard = await fetch(`${baseUrl}/admin`, { headers: { authorization: `JWT ${token}`, 'accept-language': 'cs' } })
  expect(dashboard.status).toBe(200)
  const html = await dashboard.text()
  expect(html).toContain('Před spuštěním webu')
  expect(html).toContain('Splněno 1 z 7.')
  for (const missing of [
    'Název kliniky (Čeština)',
    'Obchodní firma',
    'IČO',
    'Hlavní telefon',
    'Otevírací doba',
    'SMTP_URL na serveru není nastavena',
    'INQUIRY_NOTIFY_TO na serveru není nastavena',
    'Stránka o ochraně osobních údajů (GDPR): není vybrána v Nastavení',
    'Storno podmínky (Němčina)',
    `SITE_URL ${baseUrl} nezačíná https://.`,
    'Stránka „Kontakt“: žádná zveřejněná stránka',
    'Zákroky (Angličtina)',
  ]) {
    expect(html, missing).toContain(missing)
  }
  expect(html).toContain('href="/admin/globals/settings?locale=cs"')
  return `JWT ${token}`
}
