import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseUnsafeLinks } from '@/cms/hooks/safe-links'
import { loadRedirectMap } from '@/redirects/load'
import { freshPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

type FieldErrors = { name?: string; message?: string; data?: { errors?: { path: string; message: string }[] } }

/** The refused save's error: its class name and its field messages ("path: message"). */
async function refusal(save: Promise<unknown>): Promise<{ name?: string; fields: string[] }> {
  const error = (await save.then(
    () => undefined,
    (reason: unknown) => reason,
  )) as FieldErrors | undefined
  expect(error, 'the save should have been refused').toBeDefined()
  return { name: error?.name, fields: (error?.data?.errors ?? []).map((fieldError) => `${fieldError.path}: ${fieldError.message}`) }
}

const redirectTo = (from: string, toUrl: string) => payload.create({ collection: 'redirects', data: { from, toType: 'url', toUrl } })

describe('redirects staff add lead only where they should', () => {
  it('refuses a target with a backslash, which browsers read as another site, with a clear message', async () => {
    const refused = await refusal(redirectTo('/stary-odkaz', '/\\evil.example/x'))
    expect(refused.name).toBe('ValidationError')
    expect(refused.fields).toEqual([
      'toUrl: Adresa obsahuje zpětné lomítko (\\). Prohlížeče ho čtou jako lomítko, takže např. /\\jiny-web.cz vede na cizí web. Pište jen obyčejná lomítka /.',
    ])
    // In the admin's language when it is English.
    const english = await refusal(
      payload.create({
        collection: 'redirects',
        data: { from: '/stary-odkaz', toType: 'url', toUrl: '/%5Cevil.example' },
        req: { i18n: { language: 'en' } } as never,
      }),
    )
    expect(english.fields[0]).toMatch(/^toUrl: The address contains a backslash/)
  })

  it('refuses paths a browser reads as another site (encoded slashes, controls, /.//)', async () => {
    for (const target of ['/%2F%2Fevil.example', '/%09/evil.example', '/%0d%0a/evil.example', '/%252F%252Fevil.example']) {
      const refused = await refusal(redirectTo('/stary-odkaz', target))
      expect(refused.fields.join(), target).toMatch(/^toUrl: Tato cesta by v prohlížeči vedla mimo tento web/)
    }
    // Doubled slashes are folded on save (/.//x is stored /./x): the target stays on the site.
    const folded = await redirectTo('/stary-odkaz', '/.//evil.example')
    expect(folded.toUrl).toBe('/./evil.example')
    expect((await loadRedirectMap(payload))['/stary-odkaz']).toBe('/evil.example')
    await payload.delete({ collection: 'redirects', id: folded.id })
  })

  it('leads to another site only when an administrator allowed its host in Settings', async () => {
    const refused = await refusal(redirectTo('/rezervace', 'https://booking.example.com/aurelia'))
    expect(refused.fields).toEqual([
      'toUrl: Na web booking.example.com přesměrovat nelze: není mezi povolenými cíli. Administrátor ho může přidat v Nastavení → Odkazy → Weby, na které smí vést přesměrování.',
    ])

    // The list is the admins': an editor's save of the global keeps it as it was.
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@test.example', password: 'Editor-password-2026!', role: 'editor', name: 'Editor' },
    })
    await payload.updateGlobal({
      slug: 'settings',
      data: { redirectHosts: 'booking.example.com' },
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
    })
    expect((await payload.findGlobal({ slug: 'settings' })).redirectHosts ?? null).toBeNull()

    expect(
      (await refusal(payload.updateGlobal({ slug: 'settings', data: { redirectHosts: 'https://booking.example.com/' } }))).fields,
    ).toEqual([
      'redirectHosts: Pište jen název webu bez https:// a bez cesty, např. rezervace.example.cz (chybně: https://booking.example.com/).',
    ])
    await payload.updateGlobal({ slug: 'settings', data: { redirectHosts: 'booking.example.com\nBlog.Example.org' } })
    const allowed = await redirectTo('/rezervace', 'https://booking.example.com/aurelia')
    await redirectTo('/stary-blog', 'https://blog.example.org/')
    await redirectTo('/stara-akce', '/kontakt')
    expect(await loadRedirectMap(payload)).toEqual({
      '/rezervace': 'https://booking.example.com/aurelia',
      '/stary-blog': 'https://blog.example.org/',
      '/stara-akce': '/kontakt',
    })

    // Taken off the list, the host is no longer served, though the redirect is still stored.
    await payload.updateGlobal({ slug: 'settings', data: { redirectHosts: 'blog.example.org' } })
    expect(await loadRedirectMap(payload)).toEqual({ '/stary-blog': 'https://blog.example.org/', '/stara-akce': '/kontakt' })
    expect((await payload.findByID({ collection: 'redirects', id: allowed.id })).toUrl).toBe('https://booking.example.com/aurelia')
  })
})

/** A Lexical document with one paragraph holding one link. */
function textWithLink(url: string, type: 'link' | 'autolink' = 'link') {
  const text = { type: 'text', text: 'odkaz', version: 1, format: 0, style: '', mode: 'normal', detail: 0 }
  const link = {
    type,
    version: 3,
    fields: { linkType: 'custom', url, newTab: false },
    children: [text],
    direction: 'ltr',
    format: '',
    indent: 0,
  }
  const paragraph = {
    type: 'paragraph',
    version: 1,
    children: [link],
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    textFormat: 0,
  }
  return { root: { type: 'root', version: 1, children: [paragraph], direction: 'ltr' as const, format: '' as const, indent: 0 } }
}

describe('links in rich text', () => {
  const unsafe = [
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ]

  it('refuses a link to a script or data address on create and update, naming the field', async () => {
    for (const url of unsafe) {
      const refused = await refusal(
        payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Akce', content: textWithLink(url) } }),
      )
      expect(refused.name, url).toBe('ValidationError')
      expect(refused.fields, url).toEqual([expect.stringMatching(/^content: Odkaz v textu smí vést jen na webovou stránku/)])
    }
    const page = await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Akce', content: textWithLink('/kontakt') } })
    const update = await refusal(
      payload.update({ collection: 'pages', id: page.id, locale: 'cs', data: { content: textWithLink('data:text/html,x', 'autolink') } }),
    )
    expect(update.fields).toEqual([expect.stringMatching(/^content: .*Nelze uložit: data:text\/html,x$/)])
    // Drafts too: staff open them in the preview.
    const draft = await refusal(
      payload.update({ collection: 'pages', id: page.id, locale: 'cs', draft: true, data: { content: textWithLink('vbscript:x') } }),
    )
    expect(draft.name).toBe('ValidationError')
    // FAQ answers and the home page's text as well.
    const faq = await refusal(
      payload.create({
        collection: 'faq-topics',
        locale: 'cs',
        data: { name: 'Otázky', questions: [{ question: 'Jak?', answer: textWithLink('javascript:alert(1)') }] },
      } as never),
    )
    expect(faq.fields).toEqual([expect.stringMatching(/^questions\.0\.answer: Odkaz v textu/)])
  })

  it('is checked on every rich-text field of every collection and global', () => {
    type Node = { name?: string; type?: string; fields?: Node[]; tabs?: Node[]; blocks?: Node[]; hooks?: { beforeValidate?: unknown[] } }
    const unchecked: string[] = []
    let richTextFields = 0
    const visit = (owner: string, nodes: Node[] = []) => {
      for (const node of nodes) {
        if (node.type === 'richText') {
          richTextFields++
          if (!node.hooks?.beforeValidate?.includes(refuseUnsafeLinks)) unchecked.push(`${owner}.${node.name}`)
        }
        visit(owner, node.fields)
        visit(owner, node.tabs)
        visit(owner, node.blocks)
      }
    }
    for (const entity of [...payload.config.collections, ...payload.config.globals]) visit(entity.slug, entity.fields as Node[])
    expect(richTextFields).toBeGreaterThanOrEqual(8)
    expect(unchecked).toEqual([])
  })

  it('saves links to web pages, e-mail, phone and paths on the site', async () => {
    for (const url of [
      'https://www.example.com/a?b=c',
      'http://example.org',
      'mailto:info@aurelia-clinic.example',
      'tel:+420222000111',
      '/kontakt',
      '#formular',
    ]) {
      const page = await payload.create({ collection: 'pages', locale: 'cs', data: { title: `Odkaz ${url}`, content: textWithLink(url) } })
      const stored = page.content as ReturnType<typeof textWithLink>
      expect(JSON.stringify(stored), url).toContain(JSON.stringify(url))
    }
  })
})

/** The EXIF block's pointer to its GPS directory (tag 0x8825, little-endian as sharp writes it). */
const gpsPointer = Buffer.from([0x25, 0x88])

describe('staff images', () => {
  it('are stored without EXIF or GPS, in their own format, sizes included', async () => {
    const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#c9a' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 27/1 0/1' },
      })
      .toBuffer()
    const sent = await sharp(photo).metadata()
    expect(sent.exif?.includes(gpsPointer), 'the test photo carries GPS').toBe(true)
    expect(sent.exif?.toString('latin1')).toContain('TestPhone')

    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Ordinace' },
      file: { name: 'ordinace.jpg', mimetype: 'image/jpeg', data: photo, size: photo.length },
    })
    expect(media).toMatchObject({ mimeType: 'image/jpeg', width: 1400, height: 1000 })
    const staticDir = payload.collections.media.config.upload.staticDir as string
    const files = [media.filename, media.sizes?.thumbnail?.filename, media.sizes?.card?.filename, media.sizes?.og?.filename]
    for (const filename of files) {
      expect(filename).toBeTruthy()
      const stored = await readFile(path.join(staticDir, filename as string))
      const metadata = await sharp(stored).metadata()
      expect(metadata.format, filename as string).toBe('jpeg')
      expect(metadata.exif, filename as string).toBeUndefined()
      expect(metadata.xmp, filename as string).toBeUndefined()
      expect(stored.includes(Buffer.from('TestPhone')), filename as string).toBe(false)
    }
  })
})

describe('the call-back request', () => {
  it('answers a JSON body nested 2,000 deep with 400 naming the problem', async () => {
    const { POST } = await import('@/app/api/v1/inquiries/call-me/route')
    const body = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`
    const response = await POST(
      new Request('http://localhost/api/v1/inquiries/call-me', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-clinic-client-address': '198.51.100.90' },
      }) as never,
    )
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('The JSON body nests deeper than 128 levels.')
  })
})
