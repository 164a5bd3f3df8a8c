import type { Field } from 'payload'
import { adminLocaleNames, type Locale, locales } from '@/routing/locales'
import { defaultBenefitCardLanguages, defaultEuroLanguages, defaultInstalmentLanguages } from '@/features/procedures/prices'
import { adminMessage, tx } from '@/platform/cms/i18n'

type Req = Parameters<typeof adminMessage>[0]

/**
 * One checkbox per language rather than a multiple select: a new column's default reaches the
 * existing Settings row too (a select's rows would start empty, and Czech would lose instalments).
 */
function languagesField(name: string, label: ReturnType<typeof tx>, on: readonly Locale[]): Field {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: locales.map((locale) => ({
          name: locale,
          label: adminLocaleNames[locale],
          type: 'checkbox' as const,
          defaultValue: on.includes(locale),
          admin: { width: '20%' },
        })),
      },
    ],
  }
}

/**
 * Settings → Prices (issue 28): the exchange rate that shows foreign visitors an approximate price
 * in euros, where instalments are offered, the benefit cards the clinic accepts and whether the
 * consultation is free. Editors may change it (the rate moves; no admin needed).
 * Without a rate no euro amount is shown: a made-up rate would be a made-up price. Likewise
 * (issue 41) no instalments, cards or free consultation are claimed until set here.
 */
export const pricesField: Field = {
  name: 'prices',
  label: tx('Ceny, splátky a platba', 'Prices, instalments and payment'),
  type: 'group',
  fields: [
    {
      name: 'freeConsultation',
      label: tx('Konzultace je zdarma a nezávazná', 'The consultation is free and non-binding'),
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: tx(
          'Zaškrtnuto = web to slibuje v pruhu nad záhlavím úvodní stránky a u kontaktního formuláře.',
          'Ticked = the site promises it in the strip above the home page’s header and at the contact form.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'eurRate',
          label: tx('Kurz: Kč za 1 €', 'Rate: CZK per €1'),
          type: 'number',
          min: 0.01,
          admin: {
            width: '34%',
            description: tx('Prázdné = ceny v eurech se neukazují.', 'Empty = no prices in euros are shown.'),
          },
        },
        {
          name: 'eurRateDate',
          label: tx('Datum kurzu', 'Date of the rate'),
          type: 'date',
          admin: { width: '33%', date: { pickerAppearance: 'dayOnly', displayFormat: 'd. M. yyyy' } },
          validate: (value: unknown, { req, siblingData }: { req: Req; siblingData: { eurRate?: number | null } }) =>
            value || !siblingData?.eurRate
              ? true
              : adminMessage(
                  req,
                  tx(
                    'Zadejte datum kurzu: web ho uvádí u cen v eurech.',
                    'Enter the date of the rate: the site shows it with euro prices.',
                  ),
                ),
        },
        {
          name: 'eurRounding',
          label: tx('Zaokrouhlit na (€)', 'Round to (€)'),
          type: 'number',
          min: 1,
          defaultValue: 10,
          admin: { width: '33%', description: tx('Např. 10 = na desítky eur.', 'E.g. 10 = to tens of euros.') },
        },
      ],
    },
    languagesField('eurLanguages', tx('Ceny v eurech ukazovat v jazycích', 'Show prices in euros in the languages'), defaultEuroLanguages),
    languagesField(
      'instalmentLanguages',
      tx('Splátky nabízet v jazycích', 'Offer instalments in the languages'),
      defaultInstalmentLanguages,
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'instalmentMaxMonths',
          label: tx('Nejvíce měsíčních splátek', 'Most monthly payments'),
          type: 'number',
          min: 2,
          max: 120,
          admin: {
            width: '33%',
            step: 1,
            description: tx('Prázdné = splátky se nenabízejí.', 'Empty = no instalments are offered.'),
          },
          validate: (value: unknown, { req }: { req: Req }) =>
            value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 120)
              ? true
              : adminMessage(req, tx('Zadejte celý počet měsíců od 2 do 120.', 'Enter a whole number of months from 2 to 120.')),
        },
      ],
    },
    {
      name: 'benefitCards',
      label: tx('Přijímané benefitní karty', 'Accepted benefit cards'),
      labels: { singular: tx('Benefitní karta', 'Benefit card'), plural: tx('Benefitní karty', 'Benefit cards') },
      type: 'array',
      admin: {
        description: tx(
          'Web je vyjmenuje v patičce („Přijímáme benefitní karty: …“). Žádná karta = web o kartách mlčí.',
          'The site lists them in the footer ("We accept benefit cards: …"). No card = the site says nothing about cards.',
        ),
      },
      fields: [{ name: 'name', label: tx('Název karty', 'Card name'), type: 'text', required: true }],
    },
    languagesField(
      'benefitCardLanguages',
      tx('Benefitní karty uvádět v jazycích', 'Mention benefit cards in the languages'),
      defaultBenefitCardLanguages,
    ),
  ],
}
