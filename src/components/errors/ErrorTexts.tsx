'use client'

import { createContext, type ReactNode, useContext } from 'react'
import type cs from '@/messages/cs.json'
import type { Locale } from '@/routing/locales'

export type ErrorTexts = (typeof cs)['error']

const ErrorTextsContext = createContext<{ locale: Locale; texts: ErrorTexts } | null>(null)

/**
 * The error page's texts, resolved on the server by the layout: an error boundary gets no props
 * from the page, and the site loads no translation library in the browser (its message parser alone
 * was 12 KiB of every page's JavaScript).
 */
export function ErrorTextsProvider({ locale, texts, children }: { locale: Locale; texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext value={{ locale, texts }}>{children}</ErrorTextsContext>
}

export function useErrorTexts() {
  const value = useContext(ErrorTextsContext)
  if (!value) throw new Error('useErrorTexts needs an ErrorTextsProvider above it (the locale layout)')
  return value
}
