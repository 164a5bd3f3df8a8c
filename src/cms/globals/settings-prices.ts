import type { Field } from 'payload'
import { adminLocaleNames, type Locale, locales } from '@/routing/locales'
import { defaultEuroLanguages, defaultInstalmentLanguages } from '@/prices/prices'
import { adminMessage, tx } from '../i18n'

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
 * in euros, and where instalments are offered. Editors may change it (the rate moves; no admin needed).
 * Without a rate no euro amount is shown: a made-up rate would be a made-up price.
 */
export const pricesField: Field = {
  name: 'prices',
  label: tx('Ceny v eurech a splátky', 'Prices in euros and instalments'),
  type: 'group',
  fields: [
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
          defaultValue: 24,
          admin: { width: '33%', step: 1 },
          validate: (value: unknown, { req }: { req: Req }) =>
            value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 120)
              ? true
              : adminMessage(req, tx('Zadejte celý počet měsíců od 2 do 120.', 'Enter a whole number of months from 2 to 120.')),
        },
      ],
    },
  ],
}
