'use client'

import { JoinField, useDocumentInfo } from '@payloadcms/ui'
import type { JoinFieldClientComponent } from 'payload'

/**
 * Payload's join table (the inquiry's notes and history), rendered again after each save: the
 * save writes a note or a history entry in the inquiry's hooks, and the table would otherwise
 * keep showing what it loaded with the page.
 */
export const JoinFieldRefreshedOnSave: JoinFieldClientComponent = (props) => {
  const { lastUpdateTime } = useDocumentInfo()
  return <JoinField key={lastUpdateTime} {...props} />
}
