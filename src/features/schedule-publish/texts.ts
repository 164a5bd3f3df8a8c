import { tx } from '@/platform/cms/i18n'

/** The scheduling control's texts, Czech and English with the admin (SchedulePublishing.tsx). */
export const scheduleTexts = {
  open: tx('Naplánovat publikaci', 'Schedule publishing'),
  waiting: tx('naplánováno', 'scheduled'),
  title: tx('Naplánovat publikaci', 'Schedule publishing'),
  what: tx('Co se má stát', 'What should happen'),
  publish: tx('Publikovat', 'Publish'),
  unpublish: tx('Zrušit publikování', 'Unpublish'),
  at: tx('Datum a čas (pražský čas)', 'Date and time (Prague time)'),
  atHint: tx(
    'Napište např. 29. 11. 2026 15:33, nebo vyberte v kalendáři. Platí čas v Praze, ať jste kdekoli.',
    'Type e.g. 29. 11. 2026 15:33, or pick it in the calendar. The time is Prague time wherever you are.',
  ),
  language: tx('Jazyk', 'Language'),
  allLanguages: tx('Všechny jazyky', 'All languages'),
  submit: tx('Naplánovat', 'Schedule'),
  submitting: tx('Plánuji…', 'Scheduling…'),
  unsaved: tx(
    'Máte neuložené změny. Naplánovat lze jen uloženou verzi: nejprve uložte koncept.',
    'You have unsaved changes. Only a saved version can be scheduled: save a draft first.',
  ),
  listed: tx('Naplánováno', 'Scheduled'),
  loading: tx('Načítám…', 'Loading…'),
  nothing: tx('Nic není naplánováno.', 'Nothing is scheduled.'),
  whenColumn: tx('Kdy (pražský čas)', 'When (Prague time)'),
  actionsColumn: tx('Akce', 'Actions'),
  cancel: tx('Zrušit', 'Cancel'),
  cancelWhich: tx('Zrušit naplánované', 'Cancel scheduled'),
  noAnswer: tx('Server neodpověděl. Zkuste to prosím znovu.', 'The server did not answer. Please try again.'),
  notLoaded: tx('Naplánované změny se nepodařilo načíst.', 'The scheduled changes could not be loaded.'),
}
