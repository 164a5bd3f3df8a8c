import { expect } from '@playwright/test'
import { fillAdminField, logInToAdmin, test } from './helpers'

/**
 * Issue 30, "staff are never surprised": a publication the server refuses leaves the editor's changes
 * marked unsaved, so "Uložit koncept" stays available to park them (Payload 3.90 greyed it out,
 * payloadcms/payload#17517; src/cms/admin-save). The Settings case, where the form's late check
 * also wiped the error, is in widget-hosts.spec.ts.
 */
test.use({ locale: 'cs-CZ' })

test('a refused publication keeps "Uložit koncept" available and names the missing Czech title', async ({ page }) => {
  test.setTimeout(90_000)
  await logInToAdmin(page)
  const posts = await (
    await page.request.get('/api/posts?limit=1&depth=0&locale=cs', { headers: { origin: new URL(page.url()).origin } })
  ).json()
  const post = posts.docs[0] as { id: number; title: string }
  await page.goto(`/admin/collections/posts/${post.id}`)
  const title = page.locator('#field-title')
  await expect(title).toHaveValue(post.title)
  const saveDraft = page.getByRole('button', { name: 'Uložit koncept' })
  await expect(saveDraft).toBeDisabled()

  await fillAdminField(page, title, '')
  const refused = page.waitForResponse(
    (response) => response.url().includes(`/api/posts/${post.id}`) && response.request().method() === 'PATCH',
  )
  await page
    .getByRole('button', { name: /^Publikovat/ })
    .first()
    .click()
  expect((await refused).status()).toBe(400)
  await expect(
    page.locator('.field-error', { hasText: 'Povinné v češtině (ostatní jazyky bez textu zobrazí český text).' }).first(),
  ).toBeVisible({ timeout: 15_000 })
  // Nothing was stored, so there is still something to save.
  await expect(saveDraft).toBeEnabled()
  const stored = await (
    await page.request.get(`/api/posts/${post.id}?depth=0&locale=cs`, { headers: { origin: new URL(page.url()).origin } })
  ).json()
  expect(stored.title).toBe(post.title)
})
