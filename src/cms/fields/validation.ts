import type { TextFieldSingleValidation } from 'payload'
import { adminMessage, tx } from '@/platform/cms/i18n'

const requiredInCzechMessage = tx(
  'Povinné v češtině (ostatní jazyky bez textu zobrazí český text).',
  'Required in Czech (other languages fall back to the Czech text).',
)

/**
 * Required in Czech, the source language; other languages may stay empty and then show the
 * Czech text (spec §3: translatable fields fall back to source text). The message is in the
 * editor's admin language (issue 30: the most common error was English in the Czech admin).
 */
export const requiredInCzech: TextFieldSingleValidation = (value, { req }) => {
  if ((req.locale ?? 'cs') !== 'cs') return true
  return typeof value === 'string' && value.trim() ? true : adminMessage(req, requiredInCzechMessage)
}
