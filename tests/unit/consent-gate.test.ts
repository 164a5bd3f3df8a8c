import { createTranslator } from 'next-intl'
import { type ComponentProps, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConsentGate } from '@/features/consent/ConsentGate'
import { gateTexts } from '@/features/consent/consent-texts'
import cs from '@/messages/cs.json'
import de from '@/messages/de.json'
import en from '@/messages/en.json'

const messages = { cs, en, de }

function render(locale: keyof typeof messages, minHeight?: number) {
  const video = createElement('iframe', { src: 'https://www.youtube-nocookie.com/embed/x', title: 'video' })
  // createElement's typing wants children among the props, the linter wants them as an argument.
  // The texts as the server resolves them for the page (src/features/consent/consent-texts.ts).
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'consent.gate' })
  const texts = gateTexts(t, 'externalMedia', 'YouTube')
  // createElement's typing wants children among the props, the linter wants them as an argument.
  const gate = createElement(ConsentGate, { purpose: 'externalMedia', texts, minHeight } as ComponentProps<typeof ConsentGate>, video)
  return renderToStaticMarkup(gate)
}

describe('ConsentGate in the static HTML (before the browser knows any choice)', () => {
  it('renders the placeholder, never the third-party content', () => {
    const html = render('en', 406)
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('youtube')
    expect(html).toContain('This content is provided by YouTube.')
    expect(html).toContain('aria-label="Content from YouTube"')
    expect(html).toMatch(/<button type="button"[^>]*>Load content<\/button>/)
    expect(html).toMatch(/<button type="button"[^>]*>Always allow external media<\/button>/)
    expect(html).toContain('min-height:406px')
  })

  it('speaks every language', () => {
    expect(render('cs')).toContain('Tento obsah poskytuje služba YouTube.')
    expect(render('cs')).toContain('Vždy povolit externí média')
    expect(render('de')).toContain('Dieser Inhalt wird von YouTube bereitgestellt.')
    expect(render('de')).toContain('Externe Medien immer erlauben')
  })
})
