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

/** Pages of an empty installation: 404s (no content yet) without a demo fact or an empty call, mail or WhatsApp link. */
export async function expectEmptyPagesWithoutDemoFacts(baseUrl: string) {
  for (const url of ['/', '/en', '/de', '/kontakt', '/en/contact', '/tahle-stranka-neexistuje', '/en/no-such-page']) {
    const response = await fetch(`${baseUrl}${url}`)
    const body = await response.text()
    expect(response.status, url).toBe(404)
    for (const fact of demoFacts) expect(body, `${url} shows "${fact}"`).not.toContain(fact)
    expect(body, `${url}: an empty call link`).not.toMatch(/tel:(["'\\]|$)/)
    expect(body, `${url}: an empty mail link`).not.toMatch(/mailto:(["'\\]|$)/)
    expect(body, `${url}: a WhatsApp link`).not.toContain('wa.me')
    expect(body, `${url}: the demo's share image`).not.toContain('og-image.png')
  }
}

/** The administrator's dashboard lists every item the empty installation still lacks, in Czech. */
export async function expectGoLiveChecklistOfEmptySite(baseUrl: string, admin: { email: string; password: string }) {
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
}
