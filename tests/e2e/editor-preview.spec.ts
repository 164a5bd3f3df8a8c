import { type APIRequestContext, expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { logInToAdmin, test } from './helpers'

test.use({ locale: 'cs-CZ' })

/** Title, robots and gallery alts of a public page as a crawler gets it (server HTML). */
async function readHead(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html')
    return {
      title: doc.title,
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      alts: [...doc.querySelectorAll('main img')].map((img) => img.getAttribute('alt')),
    }
  }, html)
  return { ...head, html, headers: response.headers() }
}

test('an editor sets the SEO title and noindex in the Czech admin, publishes, and previews a draft that visitors do not see', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await logInToAdmin(page)
  const api = page.request
  // Payload accepts the session cookie only from its own origin (CSRF protection).
  const headers = { origin: new URL(page.url()).origin }
  const stamp = Date.now()
  const czechAlt = `Testovací snímek ordinace ${stamp}`
  const slug = `seo-nahled-${stamp}`
  const englishSlug = `seo-preview-${stamp}`

  // An image described only in Czech, and a procedure (not yet published) showing it in its gallery.
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6f9a8d' } })
    .jpeg()
    .toBuffer()
  const uploaded = await api.post('/api/media?locale=cs', {
    headers,
    multipart: {
      file: { name: `preview-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: picture },
      _payload: JSON.stringify({ alt: czechAlt }),
    },
  })
  expect(uploaded.ok(), await uploaded.text()).toBe(true)
  const media = (await uploaded.json()).doc as { id: number; filename: string }
  const created = await api.post('/api/procedures?locale=cs&draft=true', {
    headers,
    data: { name: `SEO náhled ${stamp}`, slug, perex: 'Zveřejněný perex zákroku.', gallery: [media.id], _status: 'draft' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = (await created.json()).doc.id as number
  expect(
    (
      await api.patch(`/api/procedures/${id}?locale=en&draft=true`, {
        headers,
        data: { name: `SEO preview ${stamp}`, slug: englishSlug, perex: 'Published lead.' },
      })
    ).ok(),
  ).toBe(true)

  try {
    // In the Czech admin: SEO title and noindex in the SEO area of the sidebar, then publish.
    await page.goto(`/admin/collections/procedures/${id}?locale=cs`)
    const seoTitle = `Náhled zákroku pro vyhledávače ${stamp}`
    await expect(page.getByText('SEO a sdílení')).toBeVisible()
    await page.locator('#field-seoTitle').fill(seoTitle)
    await page.locator('#field-noindex').check()
    await page.getByRole('button', { name: 'Publikovat změny' }).click()
    await expect(page.locator('.payload-toast-container')).toContainText(/úspěš/i, { timeout: 15_000 })

    // Visitors get that <title> and robots noindex (links still followed).
    await expect(async () => {
      const head = await readHead(page, request, `/zakroky/${slug}`)
      expect(head.title).toBe(seoTitle)
      expect(head.robots).toBe('noindex, follow')
      expect(head.html).toContain('Zveřejněný perex zákroku.')
    }).toPass({ timeout: 15_000, intervals: [500] })
    // The English page has no alt of its own for the image: it shows the Czech one, never an empty alt.
    await expect(async () => {
      const english = await readHead(page, request, `/en/procedures/${englishSlug}`)
      expect(english.alts).toContain(czechAlt)
      expect(english.alts.filter((alt) => !alt)).toEqual([])
    }).toPass({ timeout: 15_000, intervals: [500] })

    // A draft change: saved, not published.
    await page.reload()
    await page.locator('#field-perex').fill('Rozpracovaný perex, zatím jen koncept.')
    await page.getByRole('button', { name: 'Uložit koncept' }).click()
    await expect(page.locator('.payload-toast-container')).toContainText(/úspěš/i, { timeout: 15_000 })

    // Payload's preview button and the per-language links lead through the preview route.
    await expect(page.locator('#preview-button')).toHaveAttribute('href', `/api/v1/preview?collection=procedures&id=${id}&locale=cs`)
    const viewOnSite = page.locator('.view-on-site')
    await expect(viewOnSite.getByText('Zobrazit na webu')).toBeVisible()
    await expect(viewOnSite.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      `/api/v1/preview?collection=procedures&id=${id}&locale=en`,
    )
    const [preview] = await Promise.all([page.context().waitForEvent('page'), viewOnSite.getByRole('link', { name: 'Čeština' }).click()])
    await preview.waitForLoadState()
    expect(new URL(preview.url()).pathname).toBe(`/zakroky/${slug}`)
    await expect(preview.locator('.page-hero__perex')).toHaveText('Rozpracovaný perex, zatím jen koncept.')
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    // The preview is never stored by a browser, a proxy or the service worker.
    const previewResponse = await api.get(`/zakroky/${slug}`)
    expect(previewResponse.headers()['cache-control']).toMatch(/no-store/)
    await preview.close()

    // An anonymous visitor still sees the published text.
    const visitor = await readHead(page, request, `/zakroky/${slug}`)
    expect(visitor.html).toContain('Zveřejněný perex zákroku.')
    expect(visitor.html).not.toContain('Rozpracovaný perex')
    // The draft-mode cookie alone (e.g. kept after logging out) shows no draft either.
    const draftCookie = (await page.context().cookies()).find((cookie) => cookie.name === '__prerender_bypass')
    expect(draftCookie).toBeDefined()
    const loggedOut = await browser.newContext({ baseURL })
    await loggedOut.addCookies([draftCookie!])
    const stale = await loggedOut.request.get(`/zakroky/${slug}`)
    expect(await stale.text()).not.toContain('Rozpracovaný perex')
    await loggedOut.close()

    // Without a login the preview route sends to the admin login, and back after it.
    const anonymousPreview = await request.get(`/api/v1/preview?collection=procedures&id=${id}&locale=cs`, { maxRedirects: 0 })
    expect(anonymousPreview.status()).toBe(303)
    expect(anonymousPreview.headers().location).toMatch(/^\/admin\/login\?redirect=%2Fapi%2Fv1%2Fpreview/)

    // The image edited in English: a visible note that the Czech text stands in.
    await page.goto(`/admin/collections/media/${media.id}?locale=en`)
    await expect(page.getByText('Chybí anglický alternativní text – zobrazí se český.')).toBeVisible()
    await expect(page.getByText(`Český text: „${czechAlt}“`)).toBeVisible()
    await page.goto(`/admin/collections/media/${media.id}?locale=cs`)
    await expect(page.locator('#field-alt')).toHaveValue(czechAlt)
    await expect(page.getByText('Chybí anglický alternativní text')).toHaveCount(0)
    // The media list shows which languages have no text of their own.
    await page.goto(`/admin/collections/media?locale=cs&where[id][equals]=${media.id}`)
    const row = page.locator('tbody tr').filter({ hasText: media.filename })
    await expect(row).toContainText('angličtina')
    await expect(row).toContainText('němčina')
  } finally {
    await api.delete(`/api/procedures/${id}`, { headers })
    await api.delete(`/api/media/${media.id}`, { headers })
  }
})
