import './prices.css'
import { getTranslations } from 'next-intl/server'
import type { Procedure } from '@/payload-types'
import { getSettings } from '@/content/site'
import { euroRateFor, instalmentMaxMonths, toEuros } from '@/features/procedures/prices'
import { type Locale, localeRegionTags } from '@/routing/locales'
import { formatDate, formatEuros, formatPrice } from '@/content/format'
import { fieldLang } from '@/content/fallback-language'
import { Instalments } from './Instalments'

type PriceRow = NonNullable<Procedure['prices']>[number]

/**
 * A procedure's indicative prices in CZK; in the languages Settings → Prices names, each with an
 * approximate amount in euros and the rate's date (structured data keeps CZK only), and, where
 * instalments are offered, the instalment calculator.
 */
export async function ProcedurePrices({ prices, locale }: { prices: PriceRow[]; locale: Locale }) {
  const [t, tp, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'listing' }),
    getTranslations({ locale, namespace: 'prices' }),
    getSettings(locale),
  ])
  const rate = euroRateFor(settings.prices, locale)
  const maxMonths = instalmentMaxMonths(settings.prices, locale)
  const priced = prices.filter((price) => typeof price.amount === 'number' && price.amount > 0)
  return (
    <section>
      <h2>{t('prices')}</h2>
      <table className="price-table">
        <tbody>
          {prices.map((price) => (
            <tr key={price.id}>
              <th scope="row" lang={fieldLang(price, 'name')}>
                {price.name}
              </th>
              <td>
                {formatPrice(price.amount, locale)}
                {rate && price.amount > 0 ? (
                  <span className="price-table__eur">
                    <span aria-hidden="true">≈ </span>
                    <span className="visually-hidden">{tp('approximately')} </span>
                    {formatEuros(toEuros(price.amount, rate), locale)}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rate ? (
        <p className="price-table__eur-note">
          {tp('eurNote', {
            rate: new Intl.NumberFormat(localeRegionTags[locale], { maximumFractionDigits: 3 }).format(rate.czkPerEur),
            date: formatDate(rate.date, locale),
          })}
        </p>
      ) : null}
      <p className="note">{t('pricesNote')}</p>
      {maxMonths && priced.length > 0 ? (
        <Instalments
          prices={priced.map((price) => ({ name: price.name ?? '', czk: price.amount }))}
          maxMonths={maxMonths}
          locale={locale}
        />
      ) : null}
    </section>
  )
}
