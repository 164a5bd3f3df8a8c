import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { taggedItems } from './tagged-items'

export const statisticKeys = ['happyClientsCount', 'breastCount', 'operationsCount', 'packagesCount'] as const
export type StatisticKey = (typeof statisticKeys)[number]

export const statisticKeyLabels: Record<StatisticKey, ReturnType<typeof tx>> = {
  happyClientsCount: tx('Spokojení klienti', 'Happy clients'),
  breastCount: tx('Operace prsou', 'Breast operations'),
  operationsCount: tx('Operace celkem', 'Operations in total'),
  packagesCount: tx('Balíčky', 'Packages'),
}

/** Headline numbers; the number comes from the settings override for its key, else from here. */
export const StatisticsItems = taggedItems({
  slug: 'statistics',
  labels: { singular: tx('Statistika', 'Statistic'), plural: tx('Statistiky', 'Statistics') },
  admin: listView('label', adminGroups.site, ['label', 'numberText', 'settingKey', 'sortOrder']),
  fields: [
    { name: 'label', label: tx('Popisek', 'Label'), type: 'text', localized: true, required: true },
    {
      name: 'numberText',
      label: tx('Číslo', 'Number'),
      type: 'text',
      required: true,
      admin: { description: tx('Tak, jak se zobrazí, např. „75 541“.', 'As shown, e.g. "75 541".') },
    },
    {
      name: 'settingKey',
      label: tx('Klíč v nastavení', 'Settings key'),
      type: 'select',
      options: statisticKeys.map((key) => ({ label: statisticKeyLabels[key], value: key })),
      admin: {
        description: tx(
          'Číslo vyplněné pro tento klíč v Nastavení → Statistiky nahradí číslo výše.',
          'A number set for this key in Settings → Statistics replaces the number above.',
        ),
      },
    },
    { name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media' },
  ],
})
