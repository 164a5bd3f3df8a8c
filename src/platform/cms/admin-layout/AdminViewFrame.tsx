import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/**
 * A custom admin view's page: Payload's own frame (menu, header) around a titled section, with the
 * view's few style rules beside it (inline styles are allowed in /admin).
 */
export function AdminViewFrame({
  view: { initPageResult, params, searchParams },
  name,
  title,
  styles,
  children,
}: {
  view: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'>
  /** The section's class and the title's id prefix. */
  name: string
  title: string
  styles: string
  children: ReactNode
}) {
  const { req } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <style>{styles}</style>
        <section className={name} aria-labelledby={`${name}-title`}>
          <h1 id={`${name}-title`}>{title}</h1>
          {children}
        </section>
      </Gutter>
    </DefaultTemplate>
  )
}
