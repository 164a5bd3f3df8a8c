import type { Payload } from 'payload'
import { type AdminText, tx } from '@/platform/cms/i18n'
import type { ImportReport, PackageError } from './import'

/** The refusals of the admin's content package view and its endpoints (endpoints.ts), in the admin's language. */
export const packageTexts = {
  forbidden: tx(
    'Balíček obsahu mohou exportovat a importovat jen administrátoři.',
    'Only administrators may export and import the content package.',
  ),
  noFile: tx('Nebyl nahrán žádný soubor balíčku (.tar.gz).', 'No package file (.tar.gz) was uploaded.'),
  tooLarge: (megabytes: number) =>
    tx(
      `Soubor je větší než ${megabytes} MB: tak velký balíček web nepřijme. Nahrajte ho příkazem npm run content:import na serveru.`,
      `The file is larger than ${megabytes} MB: the site does not take a package that large. Import it with npm run content:import on the server.`,
    ),
  refused: {
    archive: tx(
      'Soubor není balíček obsahu: nejde o archiv .tar.gz, nebo je poškozený či nedostažený. Stáhněte balíček znovu.',
      'The file is not a content package: it is not a .tar.gz archive, or it is damaged or cut off. Download the package again.',
    ),
    format: tx(
      'Soubor není balíček obsahu tohoto webu: chybí v něm popis balíčku (manifest.json), nebo má jiný formát.',
      'The file is not a content package of this site: its description (manifest.json) is missing or of another format.',
    ),
    version: tx(
      'Balíček vytvořila jiná verze webu a jeho formát tato verze nečte. Vyexportujte ho znovu z webu ve stejné verzi.',
      'The package was made by another version of the site, in a format this version does not read. Export it again from a site of the same version.',
    ),
    damaged: tx(
      'Balíček je poškozený: některý soubor v něm se liší od svého kontrolního součtu. Stáhněte nebo zkopírujte ho znovu.',
      'The package is damaged: a file in it differs from its checksum. Download or copy it again.',
    ),
    content: tx('Balíček nelze importovat.', 'The package cannot be imported.'),
  } satisfies Record<PackageError['reason'], AdminText>,
  missingFile: (collection: string, key: string, fileName: string) =>
    tx(
      `Balíček nelze vytvořit: v úložišti chybí soubor ${fileName} (${collection}, ${key}). Nahrajte ho v administraci znovu, nebo tento záznam smažte, a export opakujte.`,
      `The package cannot be made: the file ${fileName} (${collection}, ${key}) is missing from the storage. Upload it again in the admin, or delete that entry, and export again.`,
    ),
  nothingChanged: tx('Nic nebylo změněno.', 'Nothing was changed.'),
  details: tx('Podrobnosti', 'Details'),
  failed: tx('Import se nepodařil; nic nebylo změněno.', 'The import failed; nothing was changed.'),
}

/** A refused package in a sentence for staff, with the technical detail (in English, as the terminal says it) after it. */
export function refusalMessage(error: PackageError, language: 'cs' | 'en'): string {
  const text = packageTexts.refused[error.reason][language]
  return `${text} ${packageTexts.nothingChanged[language]} ${packageTexts.details[language]}: ${error.message}`
}

export type ReportAnswer = {
  dryRun: boolean
  collections: { slug: string; label: string; created: number; changed: number; unchanged: number; leftAlone: number }[]
  globals: { slug: string; label: string; outcome: 'created' | 'changed' | 'unchanged' }[]
  documents: number
  filesUploaded: number
  seconds: number
}

const labelOf = (label: unknown, slug: string, language: 'cs' | 'en'): string =>
  label && typeof label === 'object' && language in label
    ? String((label as AdminText)[language])
    : typeof label === 'string'
      ? label
      : slug

/** The import's report (report.ts has the terminal's) with the collections' and globals' names in the admin's language. */
export function reportAnswer(payload: Payload, report: ImportReport, language: 'cs' | 'en'): ReportAnswer {
  return {
    dryRun: report.dryRun,
    collections: Object.entries(report.collections).map(([slug, counts]) => ({
      slug,
      label: labelOf(payload.collections[slug as 'pages']?.config.labels?.plural, slug, language),
      ...counts,
    })),
    globals: Object.entries(report.globals).map(([slug, outcome]) => ({
      slug,
      label: labelOf(payload.globals.config.find((global) => global.slug === slug)?.label, slug, language),
      outcome,
    })),
    documents: report.documents,
    filesUploaded: report.filesUploaded,
    seconds: report.seconds,
  }
}
