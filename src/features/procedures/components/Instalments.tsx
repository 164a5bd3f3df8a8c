import { getTranslations } from 'next-intl/server'
import { monthlyPayment, selectableMonths, tableMonths } from '@/features/procedures/prices'
import { type Locale, localeRegionTags } from '@/routing/locales'
import { formatPrice } from '@/content/format'
import { LazyInstalmentCalculator } from './LazyInstalmentCalculator'

/**
 * Instalments on a procedure's prices (Settings → Prices says in which languages, and the most
 * months): the claim, the calculator, and for a browser without script a table of 6 / 12 / 24 months.
 */
export async function Instalments({
  prices,
  maxMonths,
  locale,
}: {
  prices: { name: string; czk: number }[]
  maxMonths: number
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'prices' })
  const columns = tableMonths(maxMonths)
  return (
    <section className="instalments" aria-labelledby="instalments-title">
      <h3 id="instalments-title">{t('instalments')}</h3>
      <p>{t('instalmentClaim', { max: maxMonths })}</p>
      <LazyInstalmentCalculator
        prices={prices}
        months={selectableMonths(maxMonths).map((value) => ({ value, label: t('monthsCount', { count: value }) }))}
        labels={{ price: t('priceItem'), months: t('months'), monthly: t.raw('monthly') as string, total: t.raw('total') as string }}
        localeTag={localeRegionTags[locale]}
      />
      <table className="instalments__table">
        <caption>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceItem')}</th>
            {columns.map((months) => (
              <th key={months} scope="col">
                {t('monthsCount', { count: months })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {prices.map((price, index) => (
            <tr key={`${price.name}-${index}`}>
              <th scope="row">{price.name}</th>
              {columns.map((months) => (
                <td key={months}>{formatPrice(monthlyPayment(price.czk, months), locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
