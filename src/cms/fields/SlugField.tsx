'use client'

import { TextField, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useRef } from 'react'
import { personSlug, slugify } from '@/routing/slugify'

type SlugFieldProps = TextFieldClientProps & {
  /** The field the slug is made from (title, name). */
  sourceField: string
  /** People's slugs leave out the degrees before the name (/mudr-{slug}). */
  normalize?: 'person'
}

/**
 * The slug field of a new document: it follows the title as staff type it ("Zvětšení prsou" →
 * "zvetseni-prsou") until they type a slug of their own. A saved document's slug never changes
 * by itself (its URL would move). The server makes the same slug from an empty one on save.
 */
export function SlugField(props: SlugFieldProps) {
  const { path, sourceField, normalize } = props
  const { id } = useDocumentInfo()
  const source = useFormFields(([fields]) => fields[sourceField]?.value)
  const { value, setValue } = useField<string>({ potentiallyStalePath: path })
  const filledIn = useRef('')

  useEffect(() => {
    if (id !== undefined && id !== null) return
    const current = typeof value === 'string' ? value : ''
    // Staff typed a slug of their own: it stays.
    if (current !== '' && current !== filledIn.current) return
    const made = slugify(typeof source === 'string' ? source : '')
    const next = normalize === 'person' ? personSlug(made) : made
    if (next === current) return
    filledIn.current = next
    setValue(next)
  }, [source, id, value, normalize, setValue])

  return <TextField {...props} />
}
