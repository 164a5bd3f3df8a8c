import type { Readable } from 'node:stream'
import JSZip from 'jszip'
import type { Inquiry } from '@/payload-types'
import { type UploadFiles, uploadFiles } from '@/platform/cms/upload-files'
import { inquiryAuditActionLabels, inquiryKindLabels, inquiryLanguageLabels, inquiryStatusLabels } from '../reception/inquiry-labels'
import { countPersonData, type PersonData } from './collect'
import { countsPhrase } from './texts'

/**
 * The one file a patient receives on an access request (GDPR Art. 15): a ZIP, which every computer
 * opens, with a summary in Czech to read (prehled.html), the same data machine-readable
 * (udaje.json), and the photos they sent as stored (fotografie/). Photos are private: read through
 * the storage (disk or private bucket), never by a URL. Staff are named by their role only: the
 * patient is owed their own data and who received it, not the employees' names and e-mails.
 */

const clock = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' })
const when = (value: string | null | undefined) => (value ? clock.format(new Date(value)) : '')
const staff = (byName: string | null | undefined) => (byName ? 'pracovník kliniky' : 'systém')
const cs = (labels: Record<string, { cs: string }>, value: string | null | undefined) => (value ? (labels[value]?.cs ?? value) : '')

const extensionOf = (mimeType: string | null | undefined) => (mimeType === 'image/webp' ? 'webp' : 'jpg')
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number))

type PhotoEntry = { inquiryId: number; path: string; filename: string }

function photoEntries(data: PersonData): PhotoEntry[] {
  const photos = new Map(data.photos.map((photo) => [photo.id, photo]))
  return data.inquiries.flatMap((inquiry) =>
    (inquiry.photos ?? []).flatMap((value, index) => {
      const photo = photos.get(idOf(value))
      if (!photo?.filename) return []
      return [
        {
          inquiryId: inquiry.id,
          path: `fotografie/${inquiry.reference}-${index + 1}.${extensionOf(photo.mimeType)}`,
          filename: photo.filename,
        },
      ]
    }),
  )
}

/** One inquiry as the patient reads it: Czech names, Prague times, the clinic's steps on it. */
function inquiryRecord(inquiry: Inquiry, data: PersonData, photos: PhotoEntry[]) {
  const mine = <T extends { inquiry?: unknown; reference?: string | null }>(items: T[]) =>
    items.filter((item) => (item.inquiry === undefined ? item.reference === inquiry.reference : idOf(item.inquiry) === inquiry.id))
  return {
    'číslo poptávky': inquiry.reference,
    přijato: when(inquiry.createdAt),
    typ: cs(inquiryKindLabels, inquiry.kind),
    stav: cs(inquiryStatusLabels, inquiry.status),
    jméno: inquiry.name ?? '',
    'e-mail': inquiry.email ?? '',
    telefon: inquiry.phoneNumber ?? '',
    zpráva: inquiry.message ?? '',
    jazyk: cs(inquiryLanguageLabels, inquiry.lang),
    'odesláno ze stránky': inquiry.locationUrl ?? '',
    'zdroj návštěvy': {
      'vstupní stránka': inquiry.source?.landingPage ?? '',
      'odkazující web': inquiry.source?.referrerHost ?? '',
      utm_source: inquiry.source?.utmSource ?? '',
      utm_medium: inquiry.source?.utmMedium ?? '',
      utm_campaign: inquiry.source?.utmCampaign ?? '',
      'identifikátory kliknutí z reklam': inquiry.source?.clickIds ?? '',
    },
    fotografie: photos.filter((photo) => photo.inquiryId === inquiry.id).map((photo) => photo.path),
    'interní poznámky': mine(data.notes).map((note) => ({ kdy: when(note.createdAt), kdo: staff(note.byName), text: note.text })),
    'historie stavu': mine(data.history).map((entry) => ({
      kdy: when(entry.createdAt),
      kdo: staff(entry.byName),
      změna:
        entry.change === 'status'
          ? `stav: ${cs(inquiryStatusLabels, entry.fromStatus)} → ${cs(inquiryStatusLabels, entry.toStatus)}`
          : 'přiřazení pracovníkovi',
    })),
    'kdo s poptávkou pracoval (audit)': mine(data.audit).map((entry) => ({
      kdy: when(entry.createdAt),
      kdo: staff(entry.byName),
      akce: cs(inquiryAuditActionLabels, entry.action),
    })),
    'technické údaje': {
      'klíčovaný otisk adresy odesílatele (jen pro vyšetřování zneužití)': inquiry.clientIpHash ?? '',
      'otisk požadavku': inquiry.requestHash ?? '',
    },
  }
}

const escaped = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string)

/** A value of the record as HTML: lists of objects as tables, objects as definition lists. */
function html(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '<p>–</p>'
    if (typeof value[0] !== 'object') return `<ul>${value.map((item) => `<li>${escaped(item)}</li>`).join('')}</ul>`
    const keys = Object.keys(value[0] as object)
    const head = keys.map((key) => `<th scope="col">${escaped(key)}</th>`).join('')
    const rows = value.map((row) => `<tr>${keys.map((key) => `<td>${escaped((row as Record<string, unknown>)[key])}</td>`).join('')}</tr>`)
    return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`
  }
  if (value && typeof value === 'object') {
    const items = Object.entries(value).map(([key, item]) => `<dt>${escaped(key)}</dt><dd>${html(item)}</dd>`)
    return `<dl>${items.join('')}</dl>`
  }
  return value === '' ? '–' : escaped(value).replaceAll('\n', '<br>')
}

function summaryPage(records: ReturnType<typeof inquiryRecord>[], created: string, counts: string): string {
  const sections = records.map((record) => `<section><h2>Poptávka ${escaped(record['číslo poptávky'])}</h2>${html(record)}</section>`)
  return `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><title>Vaše osobní údaje</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}dt{font-weight:600}dd{margin:0 0 .5rem 1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>
</head><body>
<h1>Vaše osobní údaje</h1>
<p>Přehled všech údajů, které o vás klinika uchovává v souvislosti s poptávkami z webu (GDPR čl. 15), ke dni ${escaped(created)}: ${escaped(counts)}. Fotografie, které jste poslali, jsou ve složce „fotografie“. Tytéž údaje strojově čitelné jsou v souboru udaje.json.</p>
<p>Údaje zpracováváme, abychom vás mohli kontaktovat a odpovědět na vaši poptávku; s poptávkou pracují jen recepce a administrátoři kliniky. Uchováváme je po dobu uchování poptávek, pak se automaticky mažou. Můžete požádat o jejich výmaz.</p>
${sections.join('\n')}
</body></html>
`
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

/** The ZIP for the person; throws when a photo's file is missing from the storage (the export would be incomplete). */
export async function personDataArchive(data: PersonData, files: UploadFiles = uploadFiles(), now = new Date()): Promise<Buffer> {
  const photos = photoEntries(data)
  const records = data.inquiries.map((inquiry) => inquiryRecord(inquiry, data, photos))
  const created = when(now.toISOString())
  const counts = countsPhrase(countPersonData(data), 'cs')
  const zip = new JSZip()
  zip.file('prehled.html', summaryPage(records, created, counts))
  zip.file('udaje.json', `${JSON.stringify({ vytvořeno: created, obsah: counts, poptávky: records }, null, 2)}\n`)
  for (const photo of photos) {
    const opened = await files.open('inquiry-photos', photo.filename)
    if (!opened) throw new Error(`Inquiry photo file missing from storage: ${photo.filename}`)
    zip.file(photo.path, await bytesOf(opened.stream))
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}
