import './PageHero.css'
import { CmsImage } from '@/ui/CmsImage'
import type { ReactNode } from 'react'

export function PageHero({
  title,
  subtitle,
  titleLang,
  subtitleLang,
  image,
  children,
}: {
  title: string
  subtitle?: string | null
  /** Set where the title or subtitle is not the page's language (fieldLang). */
  titleLang?: string
  subtitleLang?: string
  /** A picture beside the title on wide screens (a procedure's image); the page's largest paint, so loaded first. */
  image?: unknown
  children?: ReactNode
}) {
  const picture = image ? <CmsImage media={image} sizes="(min-width: 960px) 480px, 100vw" preload className="page-hero__image" /> : null
  return (
    <section className={picture ? 'page-hero page-hero--with-image' : 'page-hero'}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          <h1 lang={titleLang}>{title}</h1>
          {subtitle ? (
            <p className="page-hero__subtitle" lang={subtitleLang}>
              {subtitle}
            </p>
          ) : null}
          {children}
        </div>
        {picture}
      </div>
    </section>
  )
}
