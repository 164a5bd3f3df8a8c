import './floating.css'
import './PriceInfo.css'
import type { Locale } from '@/routing/locales'

const icons: Record<string, string> = {
  consultation: 'M4 5h16v10H8l-4 4V5Z',
  allInclusive: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9L12 3Z',
  advancePayment: 'M3 6h18v12H3V6Zm0 4h18',
  indicativePrice: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3v.5',
}

/** The four price facts of spec §2 and, on the Czech site only, the instalment offer (given only where Settings offer instalments). */
export function PriceInfo({
  locale,
  title,
  items,
  instalmentOffer,
}: {
  locale: Locale
  title: string
  items: { icon?: string | null; text?: string | null }[]
  instalmentOffer?: string | null
}) {
  if (items.length === 0) return null
  return (
    <details className="price-info floating">
      <summary>
        <svg className="price-info__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d={icons.advancePayment} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
        </svg>
        <span className="price-info__label">{title}</span>
      </summary>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d={icons[item.icon ?? ''] ?? icons.indicativePrice}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
            <span>{item.text}</span>
          </li>
        ))}
        {locale === 'cs' && instalmentOffer ? <li className="price-info__instalment">{instalmentOffer}</li> : null}
      </ul>
    </details>
  )
}
