import type { TextFieldSingleValidation } from 'payload'

/**
 * Required in Czech, the source language; other languages may stay empty and then show the
 * Czech text (spec §3: translatable fields fall back to source text).
 */
export const requiredInCzech: TextFieldSingleValidation = (value, { req }) => {
  if ((req.locale ?? 'cs') !== 'cs') return true
  return typeof value === 'string' && value.trim() ? true : 'Required in Czech (other languages fall back to the Czech text).'
}
