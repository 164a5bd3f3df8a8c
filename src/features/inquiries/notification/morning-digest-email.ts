import { fullDay, promiseStateText } from '../promise/promise-texts'
import type { PromiseState } from '../promise/promise-deadline'
import type { CalendarDay } from '../promise/working-days'
import { inquiryAdminUrl, type NotificationLanguage } from './notification-email'

/** One unanswered inquiry in the morning e-mail: references only, never who sent it or what they wrote. */
export type DigestLine = { id: number | string; reference: string; kind: string; dueDay: CalendarDay; state: PromiseState }

export type DigestContent = { day: CalendarDay; late: DigestLine[]; dueToday: DigestLine[]; lateTotal: number; dueTodayTotal: number }

const texts = {
  cs: {
    subject: (day: string, due: number, late: number) => `Poptávky k vyřízení ${day}: dnes ${due}, po termínu ${late}`,
    intro: (day: string) =>
      `Nezodpovězené poptávky (stav „Nová“) podle slibu kliniky ozvat se nejpozději do dvou pracovních dnů, ke dni ${day}.`,
    late: 'Po termínu',
    dueToday: 'Dnes k vyřízení',
    none: '– žádná –',
    more: (count: number) => `… a dalších ${count} v administraci`,
    due: 'termín',
    kinds: { standard: 'Poptávka', 'call-me': 'Zavolejte mi' } as Record<string, string>,
    privacy: 'Jména, kontakty a zprávy jsou jen v administraci.',
  },
  en: {
    subject: (day: string, due: number, late: number) => `Inquiries to answer on ${day}: ${due} due today, ${late} late`,
    intro: (day: string) =>
      `Unanswered inquiries (status “New”) against the clinic's promise to answer within two working days, as of ${day}.`,
    late: 'Late',
    dueToday: 'Due today',
    none: '– none –',
    more: (count: number) => `… and ${count} more in the admin`,
    due: 'due',
    kinds: { standard: 'Inquiry', 'call-me': 'Call me back' } as Record<string, string>,
    privacy: 'Names, contacts and messages are in the admin only.',
  },
} satisfies Record<NotificationLanguage, unknown>

/**
 * Reception's morning e-mail: what is late and what is due today, each inquiry as its reference,
 * kind, deadline and admin link. Health data stays in the admin: no name, contact, message or photo.
 */
export function morningDigestEmail(
  content: DigestContent,
  siteUrl: string,
  language: NotificationLanguage,
): { subject: string; text: string } {
  const t = texts[language]
  const section = (title: string, lines: DigestLine[], total: number) => [
    `${title}: ${total}`,
    ...(lines.length === 0 ? [t.none] : []),
    ...lines.flatMap((line) => [
      `- ${line.reference} · ${t.kinds[line.kind] ?? line.kind} · ${t.due} ${fullDay(line.dueDay)} (${promiseStateText(line.state, language)})`,
      `  ${inquiryAdminUrl(siteUrl, line.id)}`,
    ]),
    ...(total > lines.length ? [t.more(total - lines.length)] : []),
    '',
  ]
  const day = fullDay(content.day)
  const text = [
    t.intro(day),
    '',
    ...section(t.late, content.late, content.lateTotal),
    ...section(t.dueToday, content.dueToday, content.dueTodayTotal),
    t.privacy,
  ].join('\n')
  return { subject: t.subject(day, content.dueTodayTotal, content.lateTotal), text }
}
