import { describe, expect, it } from 'vitest'
import {
  budgetProblems,
  classifyPath,
  featureProblems,
  firstLoadChunks,
  pageTypes,
  proposeBudgets,
} from '../../scripts/lib/page-weight.mjs'
import { routeKeyPaths as fixedPaths } from '@/routing/fixed-paths'

/** As the script reads them: any path segment may be looked up. */
const routeKeyPaths: Record<string, Record<string, string>> = fixedPaths

describe('classifyPath names the page type of a prerendered path', () => {
  it.each([
    ['cs', 'home'],
    ['de', 'home'],
    ['cs/o-nas', 'about'],
    ['en/about-us', 'about'],
    ['de/Karriere', 'career'],
    ['de/Karriere/pflegekraft', 'jobOffer'],
    ['cs/zakroky/liposukce', 'procedure'],
    ['en/blog/how-to-choose', 'post'],
    ['en/mudr-jana-ukazkova', 'person'],
    ['en/gdpr', 'page'],
    ['de/haufig_gestellte_fragen', 'faq'],
    ['_not-found', null],
    ['_global-error', null],
    ['cs/o-nas/extra/deep', null],
  ])('%s → %s', (internal, type) => {
    expect(classifyPath(internal, routeKeyPaths)).toBe(type)
  })

  it('covers every page type of the report but the 404 page', () => {
    const found = new Set(
      Object.keys(routeKeyPaths).map((key) => classifyPath(`en/${routeKeyPaths[key].en}`.replace(/\/$/, ''), routeKeyPaths)),
    )
    for (const internal of ['en/procedures/x', 'en/blog/x', 'en/career/x', 'en/mudr-x', 'en/some-page'])
      found.add(classifyPath(internal, routeKeyPaths))
    expect([...found].sort()).toEqual(pageTypes.filter((type) => type !== 'notFound').sort())
  })
})

describe('firstLoadChunks lists what the browser loads at first', () => {
  const html = [
    '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    '<link rel="preload" as="script" href="/_next/static/chunks/lazy-form.js"/>',
    '<link rel="preload" as="image" href="/_next/static/media/hero.jpg"/>',
    '<script src="https://www.googletagmanager.com/gtm.js"></script>',
    '</head><body><script>self.__next_f.push([1,"2:I[123,[\\"/_next/static/chunks/page.js\\"],\\"X\\"]"])</script></body></html>',
  ].join('')

  it('takes script tags, script preloads and chunks named by the server components payload', () => {
    expect(firstLoadChunks(html)).toEqual([
      'static/chunks/lazy-form.js',
      'static/chunks/main.js',
      'static/chunks/page.js',
      'static/chunks/webpack.js',
    ])
  })

  it('leaves out nomodule polyfills and other hosts', () => {
    expect(firstLoadChunks(html)).not.toContain('static/chunks/polyfills.js')
  })
})

describe('featureProblems: no page loads code it does not show, and the markers are checked', () => {
  const chunks: Record<string, string> = {
    'static/chunks/shared.js': 'react stuff',
    'static/chunks/form.js': 'x.contact-form__grid reValidateMode $ZodType',
    'static/chunks/page.js': 'island(() => load("static/chunks/form.js"))',
    'static/chunks/gallery.js': 'load("static/chunks/lightbox.js")',
    'static/chunks/lightbox.js': 'yarl__root',
  }
  const chunkText = (chunk: string) => chunks[chunk] ?? ''
  const lazy = new Map([
    ['lightbox', ['static/chunks/lightbox.js']],
    ['contactForm', ['static/chunks/form.js']],
  ])
  const formHtml = '<form class="contact-form" novalidate>'
  const galleryHtml = '<div class="gallery"><ul class="gallery__grid">'

  it('passes a content page that loads only shared code', () => {
    expect(
      featureProblems({ label: '/cs/o-nas', html: '<main>text</main>', chunks: ['static/chunks/shared.js'], chunkText }, lazy).problems,
    ).toEqual([])
  })

  it('flags the form code at first load, even on the page that shows the form', () => {
    const onBlog = featureProblems(
      { label: '/cs/blog/x', html: '<main>text</main>', chunks: ['static/chunks/shared.js', 'static/chunks/form.js'], chunkText },
      lazy,
    )
    expect(onBlog.problems.map((p) => [p.kind, p.feature])).toEqual([['eager', 'contactForm']])
    const onContact = featureProblems({ label: '/cs/kontakt', html: formHtml, chunks: ['static/chunks/form.js'], chunkText }, lazy)
    expect(onContact.problems.map((p) => [p.kind, p.feature])).toEqual([
      ['eager', 'contactForm'],
      ['unreachable', 'contactForm'],
    ])
  })

  it('verifies that the page showing the form refers to its chunk for later', () => {
    expect(featureProblems({ label: '/cs/kontakt', html: formHtml, chunks: ['static/chunks/page.js'], chunkText }, lazy)).toEqual({
      problems: [],
      verified: ['contactForm'],
    })
  })

  it('wants the lightbox loaded later, never at first load', () => {
    expect(featureProblems({ label: '/cs/apartmany', html: galleryHtml, chunks: ['static/chunks/gallery.js'], chunkText }, lazy)).toEqual({
      problems: [],
      verified: ['lightbox'],
    })
    const eager = featureProblems(
      { label: '/cs/apartmany', html: galleryHtml, chunks: ['static/chunks/gallery.js', 'static/chunks/lightbox.js'], chunkText },
      lazy,
    )
    expect(eager.problems.map((p) => p.kind)).toEqual(['eager'])
    const unreachable = featureProblems({ label: '/cs/apartmany', html: galleryHtml, chunks: ['static/chunks/shared.js'], chunkText }, lazy)
    expect(unreachable.problems.map((p) => p.kind)).toEqual(['unreachable'])
  })

  it('flags admin code on any page', () => {
    const { problems } = featureProblems(
      { label: '/cs', html: '', chunks: ['static/chunks/admin.js'], chunkText: () => 'payload-toast' },
      lazy,
    )
    expect(problems.map((p) => p.feature)).toEqual(['admin'])
  })
})

describe('budgets', () => {
  it('fails a page type over its budget, a type without one and a budget without pages', () => {
    expect(budgetProblems({ home: 100 * 1024, about: 90 * 1024 }, { home: 99, team: 50 })).toEqual([
      'home: 100.0 KiB of JavaScript (gzip) exceeds its budget of 99 KiB',
      'no budget for page type about in scripts/page-weight-budgets.json',
      'page type team has a budget but no page of that type was found in the build',
    ])
    expect(budgetProblems({ home: 99 * 1024 }, { home: 99 })).toEqual([])
  })

  it('proposes the measurement plus 10 %, rounded up to a whole KiB', () => {
    expect(proposeBudgets({ home: 200 * 1024, about: 150.2 * 1024 })).toEqual({ home: 220, about: 166 })
  })
})
