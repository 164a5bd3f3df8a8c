// Makes the demo's storno-conditions PDFs (one per language) with Chromium: node src/cms/seed/files/make-storno-pdfs.mjs
// Run by hand when the texts change; the seed uploads the PDFs (src/cms/seed/documents.ts).
import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
const { chromium } = require('@playwright/test')
const texts = {
  cs: {
    lang: 'cs',
    title: 'Storno podmínky',
    clinic: 'Klinika Aurelia, Praha 3',
    intro:
      'Termín zákroku rezervujeme jen pro vás: operační sál, lékaře, anesteziologa i lůžko na oddělení. Pokud termín zrušíte, účtujeme storno poplatek ze složené zálohy podle toho, kolik dní předem nám to oznámíte.',
    rows: [
      ['30 a více dní před zákrokem', 'bez poplatku, záloha se vrací celá'],
      ['14 až 29 dní před zákrokem', '25 % zálohy'],
      ['7 až 13 dní před zákrokem', '50 % zálohy'],
      ['méně než 7 dní před zákrokem nebo bez omluvy', '100 % zálohy'],
    ],
    head: ['Zrušení termínu', 'Storno poplatek'],
    notes: [
      'Přesunout termín můžete jednou bez poplatku, pokud nám to oznámíte alespoň 14 dní předem.',
      'Pokud zákrok nelze provést ze zdravotních důvodů zjištěných lékařem při předoperačním vyšetření, storno poplatek neúčtujeme.',
      'Zrušení oznamte telefonicky na recepci (+420 222 000 110) nebo e-mailem; rozhoduje den, kdy jsme zprávu obdrželi.',
      'Zálohu nebo její zbývající část vracíme do 14 dnů na účet, ze kterého přišla.',
    ],
    footer: 'Platné od 1. 1. 2026. Ukázkový dokument demo webu.',
  },
  en: {
    lang: 'en',
    title: 'Cancellation conditions',
    clinic: 'Aurelia Clinic, Prague 3',
    intro:
      'The date of your procedure is reserved for you alone: the operating theatre, the surgeon, the anaesthetist and a bed on the ward. If you cancel, we charge a cancellation fee from the deposit paid, depending on how many days in advance you let us know.',
    rows: [
      ['30 days or more before the procedure', 'no fee, the deposit is refunded in full'],
      ['14 to 29 days before the procedure', '25 % of the deposit'],
      ['7 to 13 days before the procedure', '50 % of the deposit'],
      ['less than 7 days before, or no notice', '100 % of the deposit'],
    ],
    head: ['Cancellation', 'Fee'],
    notes: [
      'You can move your date once free of charge if you tell us at least 14 days in advance.',
      'If the procedure cannot go ahead for medical reasons found by the doctor at the pre-operative examination, no fee is charged.',
      'Please cancel by phone with reception (+420 222 000 110) or by e-mail; the day we receive your message counts.',
      'We refund the deposit or its remainder within 14 days to the account it came from.',
    ],
    footer: 'Valid from 1 January 2026. Sample document of the demo website.',
  },
  de: {
    lang: 'de',
    title: 'Stornobedingungen',
    clinic: 'Aurelia Klinik, Prag 3',
    intro:
      'Der Termin Ihres Eingriffs ist allein für Sie reserviert: Operationssaal, Chirurg, Anästhesist und ein Bett auf der Station. Wenn Sie absagen, berechnen wir eine Stornogebühr aus der geleisteten Anzahlung – je nachdem, wie viele Tage vorher Sie uns Bescheid geben.',
    rows: [
      ['30 Tage oder mehr vor dem Eingriff', 'keine Gebühr, volle Rückzahlung der Anzahlung'],
      ['14 bis 29 Tage vor dem Eingriff', '25 % der Anzahlung'],
      ['7 bis 13 Tage vor dem Eingriff', '50 % der Anzahlung'],
      ['weniger als 7 Tage vorher oder ohne Absage', '100 % der Anzahlung'],
    ],
    head: ['Absage', 'Stornogebühr'],
    notes: [
      'Einmal können Sie Ihren Termin kostenlos verschieben, wenn Sie uns mindestens 14 Tage vorher informieren.',
      'Kann der Eingriff aus medizinischen Gründen, die der Arzt bei der Voruntersuchung feststellt, nicht stattfinden, berechnen wir keine Gebühr.',
      'Bitte sagen Sie telefonisch beim Empfang (+420 222 000 110) oder per E-Mail ab; maßgeblich ist der Tag, an dem uns Ihre Nachricht erreicht.',
      'Die Anzahlung oder ihren Rest überweisen wir innerhalb von 14 Tagen auf das Konto zurück, von dem sie kam.',
    ],
    footer: 'Gültig ab 1. Januar 2026. Musterdokument der Demo-Website.',
  },
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
for (const t of Object.values(texts)) {
  await page.setContent(`<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><title>${t.title}</title><style>
  body{font-family:'DejaVu Sans',sans-serif;color:#1d232e;font-size:11pt;line-height:1.5;margin:0}
  h1{color:#1f2f46;font-size:20pt;margin:0 0 4pt} .clinic{color:#6d4e26;margin:0 0 18pt}
  table{border-collapse:collapse;width:100%;margin:14pt 0} th,td{border-bottom:1px solid #e4ddd2;padding:7pt 6pt;text-align:left} th{background:#f6f3ee}
  li{margin:0 0 6pt} footer{margin-top:24pt;color:#4f5866;font-size:9pt}</style></head><body>
  <h1>${t.title}</h1><p class="clinic">${t.clinic}</p><p>${t.intro}</p>
  <table><thead><tr><th>${t.head[0]}</th><th>${t.head[1]}</th></tr></thead><tbody>${t.rows.map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`).join('')}</tbody></table>
  <ul>${t.notes.map((n) => `<li>${n}</li>`).join('')}</ul><footer>${t.footer}</footer></body></html>`)
  await page.pdf({
    path: `${import.meta.dirname}/storno-${t.lang}.pdf`,
    format: 'A4',
    margin: { top: '22mm', bottom: '22mm', left: '20mm', right: '20mm' },
    tagged: true,
  })
}
await browser.close()
