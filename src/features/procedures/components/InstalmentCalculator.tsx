'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { monthlyPayment } from '@/features/procedures/prices'

export interface InstalmentLabels {
  /** The price row's select (shown when the procedure has more than one price). */
  price: string
  months: string
  /** "{amount} a month" */
  monthly: string
  /** "{amount} in total, no surcharge" */
  total: string
}

/**
 * Spec §1 claim "up to 24 monthly payments with no surcharge" as a calculator: the visitor picks the
 * price (if several) and the number of months and reads the monthly amount. Without script its
 * markup is hidden and the section's table (6 / 12 / 24 months) stands in for it.
 */
export function InstalmentCalculator({
  prices,
  months,
  labels,
  localeTag,
  idBase,
}: {
  prices: { name: string; czk: number }[]
  /** The choices, the last (the maximum) selected at first; labels already in the language's plural. */
  months: { value: number; label: string }[]
  labels: InstalmentLabels
  localeTag: string
  idBase?: string
}) {
  const generatedId = useId()
  const base = idBase ?? generatedId
  const [priceIndex, setPriceIndex] = useState(0)
  const [count, setCount] = useState(months[months.length - 1]?.value ?? 1)
  const priceSelect = useRef<HTMLSelectElement>(null)
  const monthsSelect = useRef<HTMLSelectElement>(null)
  // A choice made in the server's markup before this code arrived is taken over, not undone.
  useEffect(() => {
    if (priceSelect.current) setPriceIndex(Number(priceSelect.current.value))
    if (monthsSelect.current) setCount(Number(monthsSelect.current.value))
  }, [])
  const price = prices[priceIndex] ?? prices[0]
  if (!price) return null
  const czk = new Intl.NumberFormat(localeTag, { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 })
  return (
    <form className="instalments__calculator" onSubmit={(event) => event.preventDefault()}>
      {prices.length > 1 ? (
        <div className="instalments__field">
          <label htmlFor={`${base}-price`}>{labels.price}</label>
          <select ref={priceSelect} id={`${base}-price`} value={priceIndex} onChange={(event) => setPriceIndex(Number(event.target.value))}>
            {prices.map((item, index) => (
              <option key={`${item.name}-${index}`} value={index}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="instalments__field">
        <label htmlFor={`${base}-months`}>{labels.months}</label>
        <select ref={monthsSelect} id={`${base}-months`} value={count} onChange={(event) => setCount(Number(event.target.value))}>
          {months.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <output
        className="instalments__result"
        htmlFor={prices.length > 1 ? `${base}-price ${base}-months` : `${base}-months`}
        aria-live="polite"
      >
        <strong>{labels.monthly.replace('{amount}', czk.format(monthlyPayment(price.czk, count)))}</strong>
        <span>{labels.total.replace('{amount}', czk.format(price.czk))}</span>
      </output>
    </form>
  )
}
