import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { passwordResetEmail } from '@/auth/password-reset-email'
import { contactFacts, fillContactPlaceholders } from '@/content/contact-placeholders'
import {
  clinicNameOf,
  clinicShortNameOf,
  copyrightArgs,
  homeTitle,
  legalHolderOf,
  titleTemplate,
  titleWithName,
} from '@/content/clinic-identity'
import cs from '@/messages/cs.json'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import { offlinePageHtml } from '@/pwa/offline-page'

const messages = { cs, en, de }

describe("the clinic's name comes from Settings, not from the code's texts", () => {
  it.each(Object.entries(messages))('the %s interface texts name no clinic', (_locale, texts) => {
    expect(JSON.stringify(texts)).not.toMatch(/aurelia/i)
  })

  it('falls back from the short name to the full name, and gives nothing for blanks', () => {
    expect(clinicShortNameOf({ clinicName: 'Klinika Testovací', clinicShortName: 'Testovací' })).toBe('Testovací')
    expect(clinicShortNameOf({ clinicName: 'Klinika Testovací', clinicShortName: '  ' })).toBe('Klinika Testovací')
    expect(clinicNameOf({ clinicName: ' ' })).toBeUndefined()
    expect(clinicShortNameOf({})).toBeUndefined()
    expect(legalHolderOf({ clinicName: 'Testing Clinic', legalName: 'Testovací s.r.o.' })).toBe('Testovací s.r.o.')
    expect(legalHolderOf({ clinicName: 'Testing Clinic' })).toBe('Testing Clinic')
  })

  it('never leaves "undefined" or a dangling "| " in a title', () => {
    expect(titleTemplate('Testing Clinic')).toBe('%s | Testing Clinic')
    expect(titleTemplate(undefined)).toBe('%s')
    expect(titleWithName('Page not found', undefined)).toBe('Page not found')
    expect(titleWithName('Page not found', 'Testklinik')).toBe('Page not found | Testklinik')
  })

  it.each(Object.entries(messages))(
    'the %s copyright line names the holder, or no one without a name, and the founding year only when set',
    (locale, texts) => {
      const t = createTranslator({ locale, messages: texts, namespace: 'footer' })
      expect(t('copyright', copyrightArgs(2026, 'Testovací s.r.o.', 2015))).toMatch(/^© 2015 – 2026 Testovací s\.r\.o\. \S/)
      expect(t('copyright', copyrightArgs(2026, 'Testing Clinic', 2015))).toMatch(/^© 2015 – 2026 Testing Clinic\. \S/)
      expect(t('copyright', copyrightArgs(2026, undefined, 2015))).toMatch(/^© 2015 – 2026\. \S/)
      // Issue 41: no founding year claimed until Settings hold one (nor "2026 – 2026").
      expect(t('copyright', copyrightArgs(2026, 'Testing Clinic', null))).toMatch(/^© 2026 Testing Clinic\. \S/)
      expect(t('copyright', copyrightArgs(2026, undefined))).toMatch(/^© 2026\. \S/)
      expect(t('copyright', copyrightArgs(2026, undefined, 2026))).toMatch(/^© 2026\. \S/)
      // The English and German texts mark the quoted Czech term (<cs>IČO</cs>) for its lang.
      expect(t.markup('companyId', { id: '12345678', cs: (term) => `[${term}]` })).toMatch(
        locale === 'cs' ? /^IČO: 12345678$/ : /\(\[IČO\]\): 12345678$/,
      )
    },
  )

  // Issue 41: interface texts hold words; years, months and counts come from Settings.
  it.each(Object.entries(messages))('the %s interface texts hold no year or count of their own', (_locale, texts) => {
    const words = JSON.stringify(texts)
      .replace(/=\d+ \{/g, '') // ICU's exact-number cases, e.g. "=2 {two working days}"
      .replace(/\+\d[\d ]*\d/g, '') // the phone-format examples in the form hints
    expect(words).not.toMatch(/\d{2,}/)
  })

  it.each(Object.entries(messages))(
    'the %s contact form promises a deadline and a free consultation only as Settings say',
    (locale, texts) => {
      const t = createTranslator({ locale, messages: texts, namespace: 'contactForm' })
      const free = /zdarma|free|kostenlos/i
      const deadline = /nejpozději|at the latest|spätestens/
      expect(t('intro', { days: 0, free: 'no' })).not.toMatch(free)
      expect(t('intro', { days: 0, free: 'no' })).not.toMatch(deadline)
      expect(t('thanks', { days: 0 })).not.toMatch(deadline)
      expect(t('intro', { days: 2, free: 'yes' })).toMatch(free)
      expect(t('intro', { days: 2, free: 'yes' })).toMatch(deadline)
      expect(t('thanks', { days: 5 })).toMatch(/5/)
      const banner = createTranslator({ locale, messages: texts, namespace: 'banner' })
      expect(banner('text', { free: 'no' })).not.toMatch(/konzultace|consultation|Beratung/i)
      expect(banner('text', { free: 'yes' })).toMatch(/konzultace|consultation|Beratung/i)
    },
  )

  it('the Czech thank-you reads as before with the demo’s two days', () => {
    const t = createTranslator({ locale: 'cs', messages: cs, namespace: 'contactForm' })
    expect(t('thanks', { days: 2 })).toBe('Ozveme se vám obratem, nejpozději do dvou pracovních dnů.')
    expect(t('thanks', { days: 1 })).toBe('Ozveme se vám obratem, nejpozději do jednoho pracovního dne.')
    expect(t('thanks', { days: 0 })).toBe('Ozveme se vám obratem.')
    expect(t('intro', { days: 2, free: 'yes' })).toBe(
      'Pošlete nám svůj dotaz a ozveme se vám obratem, nejpozději do dvou pracovních dnů. Konzultace je zdarma a nezávazná.',
    )
  })

  it('the home title puts the name before the tagline, each only when set', () => {
    expect(homeTitle({ clinicName: 'Testklinik', tagline: 'Dermatologie in Brünn' })).toBe('Testklinik – Dermatologie in Brünn')
    expect(homeTitle({ clinicName: 'Testklinik', tagline: ' ' })).toBe('Testklinik')
    expect(homeTitle({ tagline: 'Dermatologie in Brünn' })).toBe('Dermatologie in Brünn')
    expect(homeTitle({})).toBeUndefined()
  })

  it('the offline page leaves the name out when none is set', () => {
    const texts = { title: 'You are offline', text: 'Not visited.', call: 'Call us:', retry: 'Try again', home: 'Home' }
    const html = offlinePageHtml({ locale: 'en', texts, phone: '+420 222 000 111', homeHref: '/en' })
    expect(html).toContain('<title>You are offline</title>')
    expect(html).not.toContain('<p class="offline__brand">')
    expect(html).not.toContain('undefined')
  })

  it('the password-reset e-mail names the clinic from Settings, or none', () => {
    const named = passwordResetEmail('https://clinic.example/admin/reset/x', 'Klinika Testovací')
    expect(named.subject).toBe('Obnovení hesla / Password reset – Klinika Testovací')
    expect(named.text).toContain('v administraci webu Klinika Testovací.')
    expect(named.text).toContain('in the Klinika Testovací website admin.')
    const unnamed = passwordResetEmail('https://clinic.example/admin/reset/x')
    expect(unnamed.subject).toBe('Obnovení hesla / Password reset')
    expect(unnamed.text).toContain('v administraci webu.')
    expect(unnamed.text).toContain('in the website admin.')
  })
})

describe('the clinic-name placeholders in texts staff write', () => {
  const settings = { clinicName: 'Klinika Testovací', clinicShortName: 'Testovací', phone: '+420 111 222 333' }

  it('fill the full and the short name from Settings', () => {
    const facts = contactFacts(settings, 'cs')
    expect(fillContactPlaceholders('{klinika}, tel. {telefon}', facts)).toBe('Klinika Testovací, tel. +420 111 222 333')
    expect(fillContactPlaceholders('Primář Kliniky {kratky-nazev}', facts)).toBe('Primář Kliniky Testovací')
    expect(fillContactPlaceholders('At {Clinic} since 2015; {short-name} team', facts)).toBe(
      'At Klinika Testovací since 2015; Testovací team',
    )
  })

  it('use the full name where no short name is set', () => {
    const facts = contactFacts({ clinicName: 'Testklinik' }, 'de')
    expect(fillContactPlaceholders('Seit 2015 an der {kratky-nazev}', facts)).toBe('Seit 2015 an der Testklinik')
  })
})
