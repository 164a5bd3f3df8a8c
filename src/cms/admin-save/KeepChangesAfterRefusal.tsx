'use client'
import { useForm, useFormProcessing, useFormSubmitted } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/**
 * Keeps an edit screen's changes marked unsaved when the server refuses a save or a publication.
 * Payload 3.90 marks the form unmodified once any answer arrives: after a refusal "Uložit" (or
 * "Uložit koncept") turns grey although nothing was stored, and the form's own check, if it answers
 * after the refusal, wipes the field's error (payloadcms/payload#17517). Marked modified again, the
 * buttons stay available and the form is checked again as submitted, which brings the error back.
 *
 * A save has ended when the form stops processing; it was refused when the form is then still
 * "submitted" (Payload clears that flag only after a stored save). Rendered before the document's
 * buttons (`beforeDocumentControls`), it shows nothing.
 */
export function KeepChangesAfterRefusal() {
  const processing = useFormProcessing()
  const submitted = useFormSubmitted()
  const { setModified } = useForm()
  const wasProcessing = useRef(false)
  useEffect(() => {
    if (wasProcessing.current && !processing && submitted) setModified(true)
    wasProcessing.current = processing
  }, [processing, submitted, setModified])
  return null
}
