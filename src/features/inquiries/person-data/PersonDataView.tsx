import type { AdminViewServerProps } from 'payload'
import { AdminViewFrame } from '@/platform/cms/admin-layout/AdminViewFrame'
import { SideScroll } from '@/platform/cms/admin-layout/SideScroll'
import { recordViews } from '../reception/audit'
import { inquiryKindLabels, inquiryStatusLabels } from '../reception/inquiry-labels'
import { collectPersonData, countPersonData, inquiryIdsOf, type PersonData, type PersonDataCounts } from './collect'
import { isPersonDataAdmin } from './access'
import { isPersonInputError, type Person, type PersonField, parsePerson, personQuery } from './person'
import { countsPhrase, type Language, personDataTexts as t } from './texts'

type Search = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

const countKeys: Array<keyof PersonDataCounts> = ['inquiries', 'callBacks', 'photos', 'notes', 'history', 'audit']

/** The counts an erasure sent back in the address ("3-1-4-2-0-5"), or null. */
function erasedCounts(value: string): PersonDataCounts | null {
  const numbers = value.split('-').map(Number)
  if (numbers.length !== countKeys.length || numbers.some((n) => !Number.isInteger(n) || n < 0)) return null
  return Object.fromEntries(countKeys.map((key, index) => [key, numbers[index]])) as PersonDataCounts
}

const clock = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })

/**
 * "Údaje pacienta na žádost" (/admin/person-data), for administrators: find a person's data by
 * e-mail or phone, download it for them, erase it after a confirmation that names what goes. Server
 * rendered; its forms are plain GET and POST forms, so it works without script.
 */
export async function PersonDataView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const searchParams = view.searchParams
  const language: Language = req.i18n?.language === 'en' ? 'en' : 'cs'
  const l = (text: { cs: string; en: string }) => text[language]
  const search = (searchParams ?? {}) as Search
  const typed = { email: one(search.email), phone: one(search.phone) }
  let body: React.ReactNode
  if (!isPersonDataAdmin(req.user)) {
    body = <p role="alert">{l(t.forbidden)}</p>
  } else {
    const erased = erasedCounts(one(search.erased))
    const asked = typed.email || typed.phone ? parsePerson(typed) : null
    const error = asked && isPersonInputError(asked) ? asked : null
    let results: React.ReactNode = null
    if (asked && !isPersonInputError(asked)) {
      const data = await collectPersonData(req.payload, asked)
      await recordViews(req, data.inquiries, 'Údaje pacienta na žádost')
      results = (
        <Results
          data={data}
          person={asked}
          language={language}
          confirm={one(search.step) === 'confirm'}
          problem={one(search.problem)}
          api={req.payload.config.routes.api}
          adminRoute={req.payload.config.routes.admin}
        />
      )
    }
    body = (
      <>
        {erased && (
          <p role="status" className="person-data__done">
            {l(t.erased)}: {countsPhrase(erased, language)}.
          </p>
        )}
        <SearchForm language={language} typed={typed} invalid={error?.field ?? null} />
        {error && (
          <p role="alert" id="person-data-error" className="person-data__error">
            {l(error.message)}
          </p>
        )}
        {results}
      </>
    )
  }
  return (
    <AdminViewFrame view={view} name="person-data" title={l(t.title)} styles={viewStyles}>
      <p>{l(t.intro)}</p>
      {body}
    </AdminViewFrame>
  )
}

function SearchForm({
  language,
  typed,
  invalid,
}: {
  language: Language
  typed: Person | Record<PersonField, string>
  invalid: PersonField | null
}) {
  const field = (name: PersonField, type: string, autoComplete: string) => (
    <label>
      {t[name][language]}{' '}
      <input
        type={type}
        name={name}
        autoComplete={autoComplete}
        defaultValue={typed[name] ?? ''}
        aria-invalid={invalid === name || undefined}
        aria-describedby={invalid === name ? 'person-data-error' : undefined}
      />
    </label>
  )
  return (
    <search>
      <form method="get" className="person-data__search">
        {field('email', 'email', 'off')}
        {field('phone', 'tel', 'off')}
        <button type="submit" className="btn btn--style-primary btn--size-small">
          {t.search[language]}
        </button>
      </form>
    </search>
  )
}

type ResultsProps = {
  data: PersonData
  person: Person
  language: Language
  confirm: boolean
  problem: string
  api: string
  adminRoute: string
}

function Results({ data, person, language, confirm, problem, api, adminRoute }: ResultsProps) {
  const l = (text: { cs: string; en: string }) => text[language]
  if (data.inquiries.length === 0) return <p role="status">{l(t.nothingFound)}</p>
  const counts = countsPhrase(countPersonData(data), language)
  const query = personQuery(person)
  const byInquiry = (items: Array<{ inquiry: unknown }>, id: number) =>
    items.filter((item) => (typeof item.inquiry === 'object' ? (item.inquiry as { id: number }).id : item.inquiry) === id).length
  return (
    <>
      <p role="status" className="person-data__found">
        <strong>{l(t.found)}:</strong> {counts}.
      </p>
      <SideScroll label={l(t.found)}>
        <table className="person-data__table">
          <thead>
            <tr>
              {[t.reference, t.received, t.kind, t.name, t.email, t.phone, t.status, t.photos, t.notes, t.audit].map((head) => (
                <th key={head.cs} scope="col">
                  {l(head)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.inquiries.map((inquiry) => (
              <tr key={inquiry.id}>
                <th scope="row">
                  <a href={`${adminRoute}/collections/inquiries/${inquiry.id}`}>{inquiry.reference}</a>
                </th>
                <td>{clock.format(new Date(inquiry.createdAt))}</td>
                <td>{inquiryKindLabels[inquiry.kind]?.[language] ?? inquiry.kind}</td>
                <td>{inquiry.name ?? '–'}</td>
                <td>{inquiry.email ?? '–'}</td>
                <td>{inquiry.phoneNumber ?? '–'}</td>
                <td>{inquiryStatusLabels[inquiry.status]?.[language] ?? inquiry.status}</td>
                <td>{inquiry.photos?.length ?? 0}</td>
                <td>{byInquiry(data.notes, inquiry.id)}</td>
                <td>{data.audit.filter((entry) => entry.reference === inquiry.reference).length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SideScroll>
      <p className="person-data__actions">
        <a className="btn btn--style-secondary btn--size-small" href={`${api}/inquiries/person-data/export?${query}`} download>
          {l(t.export)}
        </a>
        {!confirm && (
          <a className="btn btn--style-secondary btn--size-small person-data__erase" href={`?${query}&step=confirm`}>
            {l(t.eraseStart)}
          </a>
        )}
      </p>
      <p className="person-data__note">{l(t.exportNote)}</p>
      {problem === 'changed' && (
        <p role="alert" className="person-data__error">
          {l(t.changed)}
        </p>
      )}
      {confirm && (
        <form
          method="post"
          action={`${api}/inquiries/person-data/erase`}
          className="person-data__confirm"
          aria-labelledby="person-data-confirm"
        >
          <h2 id="person-data-confirm">{l(t.confirmTitle)}</h2>
          <p>
            {l(t.confirmText)} <strong>{counts}</strong>.
          </p>
          <p>{l(t.confirmNote)}</p>
          {person.email && <input type="hidden" name="email" value={person.email} />}
          {person.phone && <input type="hidden" name="phone" value={person.phone} />}
          <input type="hidden" name="inquiryIds" value={inquiryIdsOf(data)} />
          <p className="person-data__actions">
            <button type="submit" className="btn btn--style-primary btn--size-small person-data__erase">
              {l(t.confirmErase)}
            </button>
            <a className="btn btn--style-secondary btn--size-small" href={`?${query}`}>
              {l(t.cancel)}
            </a>
          </p>
        </form>
      )}
    </>
  )
}

const viewStyles = `
.person-data__search {
  display: flex;
  flex-wrap: wrap;
  gap: var(--base);
  align-items: end;
  margin-bottom: var(--base);
}
.person-data__search label {
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
}
.person-data__search input {
  padding: 6px 8px;
  border: 1px solid var(--theme-elevation-250);
  border-radius: var(--style-radius-s);
  background: var(--theme-input-bg);
  color: var(--theme-text);
  max-width: 100%;
}
.person-data__search input[aria-invalid] {
  border-color: var(--theme-error-500);
}
.person-data .btn {
  margin: 0;
}
.person-data__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--base);
}
.person-data__error {
  color: var(--theme-error-500);
}
.person-data__note {
  color: var(--theme-elevation-600);
}
.person-data__table {
  border-collapse: collapse;
  margin: var(--base) 0;
}
.person-data__table th,
.person-data__table td {
  border-bottom: 1px solid var(--theme-elevation-150);
  padding: 4px 8px;
  text-align: left;
  vertical-align: top;
}
/* Long cells wrap, so the table fits a 1280 px screen; the reference and the time stay on one line. */
.person-data__table tbody th,
.person-data__table td:first-of-type {
  white-space: nowrap;
}
.person-data__table td {
  overflow-wrap: anywhere;
}
.person-data__confirm {
  margin: var(--base) 0;
  padding: var(--base);
  border: 2px solid var(--theme-error-500);
  border-radius: var(--style-radius-m);
}
.person-data__confirm h2 {
  margin-top: 0;
}
`
