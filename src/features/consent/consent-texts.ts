import { getMessages, getTranslations } from 'next-intl/server'
import type cs from '@/messages/cs.json'
import type { Locale } from '@/routing/locales'
import type { ConsentPurpose } from './consent-record'

// The consent components' texts, resolved on the server and handed to them as props: the browser
// loads no translation library (its message parser alone was 12 KiB of every page's JavaScript).

export type ConsentDialogTexts = Omit<(typeof cs)['consent'], 'gate'>

/** The dialog's texts; `savedAt` keeps its `{date}` placeholder, which only the browser can fill. */
export async function consentDialogTexts(locale: Locale): Promise<ConsentDialogTexts> {
  const { gate: _placeholderTexts, ...dialog } = (await getMessages({ locale })).consent as (typeof cs)['consent']
  return dialog
}

export interface ConsentGateTexts {
  label: string
  text: string
  loadOnce: string
  alwaysAllow: string
}

type GateTranslator = (key: 'label' | 'text' | 'loadOnce' | 'alwaysAllow', values?: Record<string, string>) => string

/** The placeholder's texts from a translator of the `consent.gate` messages. */
export function gateTexts(t: GateTranslator, purpose: ConsentPurpose, service: string): ConsentGateTexts {
  return {
    label: t('label', { service }),
    text: t('text', { service }),
    loadOnce: t('loadOnce'),
    alwaysAllow: t('alwaysAllow', { purpose }),
  }
}

/** The placeholder's texts for one service behind one purpose, in the page's language. */
export async function consentGateTexts(locale: Locale, purpose: ConsentPurpose, service: string): Promise<ConsentGateTexts> {
  return gateTexts(await getTranslations({ locale, namespace: 'consent.gate' }), purpose, service)
}
