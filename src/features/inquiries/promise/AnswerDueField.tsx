import type { UIFieldServerProps } from 'payload'
import { answerDeadline, promiseState } from './promise-deadline'
import { fullDay, promiseStateText, promiseTexts } from './promise-texts'

/** In the inquiry's sidebar: its deadline ("1. 12. 2026") and, while unanswered, where it stands. */
export function AnswerDueField({ data, i18n }: UIFieldServerProps) {
  const createdAt = (data as { createdAt?: string } | undefined)?.createdAt
  if (!createdAt) return null
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const unanswered = data?.status === 'new' && !data?.isSpam
  const deadline = answerDeadline(createdAt)
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">{promiseTexts.fieldLabel[language]}</div>
      <p style={{ margin: 0 }}>
        {fullDay(deadline.day)}
        {unanswered ? ` (${promiseStateText(promiseState(createdAt), language)})` : ''}
      </p>
      <p className="field-description" style={{ margin: 0 }}>
        {promiseTexts.fieldHint[language]}
      </p>
    </div>
  )
}
