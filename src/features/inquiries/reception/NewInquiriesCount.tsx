import Link from 'next/link'
import type { ServerProps } from 'payload'
import { tx } from '@/platform/cms/i18n'
import { LiveNewInquiriesCount } from './LiveNewInquiriesCount'
import { PromiseDueSummary } from '../promise/PromiseDueSummary'
import { countNewInquiries, newInquiriesCountUrl, newInquiriesListUrl } from './new-inquiries'

const texts = {
  title: tx('Nové poptávky', 'New inquiries'),
  link: tx('Zobrazit nové poptávky', 'Show new inquiries'),
  hint: tx('Stav „Nová“, bez spamu.', 'Status “New”, spam excluded.'),
}

/**
 * On the admin dashboard, where reception lands after login: how many inquiries wait, linking to
 * exactly those. Counted with the user's own access; editors (who may not read inquiries, health
 * data) get nothing, not even the number. The number then refreshes itself in the browser.
 */
export async function NewInquiriesCount({ payload, user, i18n }: ServerProps) {
  const count = await countNewInquiries(payload, user)
  if (count === null) return null
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const href = newInquiriesListUrl(payload.config.routes.admin)
  return (
    <section
      aria-labelledby="new-inquiries-title"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 'calc(var(--base) * 1.5)',
        padding: 'var(--base) calc(var(--base) * 1.5)',
        marginBottom: 'calc(var(--base) * 1.5)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <LiveNewInquiriesCount initial={count} countUrl={newInquiriesCountUrl(payload.config.routes.api)} />
      <div>
        <h2 id="new-inquiries-title" style={{ margin: 0, fontSize: '1.25rem' }}>
          {texts.title[language]}
        </h2>
        <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>{texts.hint[language]}</p>
        <PromiseDueSummary payload={payload} user={user} language={language} />
        <Link href={href}>{texts.link[language]}</Link>
      </div>
    </section>
  )
}
