import type { UIFieldServerProps } from 'payload'
import { widgetHostsOf } from '@/platform/security/widget-hosts'
import { tx } from '@/platform/cms/i18n'

const texts = {
  title: tx('Web nyní povoluje načítat widgety z těchto adres:', 'The site now allows widgets to load from these addresses:'),
  review: tx('Widget recenzí (rámec)', 'Review widget (frame)'),
  booking: tx('Rezervační widget (skript a rámce)', 'Booking widget (script and frames)'),
  none: tx('Žádné – žádný widget není zapnutý s adresou.', 'None – no widget is switched on with an address.'),
  how: tx(
    'Bezpečnostní pravidla webu (Content-Security-Policy) se řídí uloženým nastavením; změna platí do několika sekund po uložení.',
    'The site’s security policy (Content-Security-Policy) follows the saved settings; a change applies within seconds of saving.',
  ),
}

/**
 * Settings → Widgets: what the public pages' policy allows now, from the saved settings — the
 * same hosts the proxy puts into every page's policy (src/platform/security/site-policy.ts).
 */
export function WidgetPolicyNote({ data, i18n }: UIFieldServerProps) {
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const hosts = widgetHostsOf(data ?? {})
  const rows = [
    { key: 'review', label: texts.review[language], host: hosts.review },
    { key: 'booking', label: texts.booking[language], host: hosts.booking },
  ].filter((row) => row.host)
  return (
    <div
      className="widget-policy-note"
      style={{ margin: '1.5rem 0', padding: '0.75rem 1rem', borderLeft: '4px solid var(--theme-elevation-400)' }}
    >
      <strong>{texts.title[language]}</strong>
      {rows.length ? (
        <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
          {rows.map((row) => (
            <li key={row.key}>
              {row.label}: <code data-widget-host={row.key}>{row.host}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: '0.25rem 0 0' }}>{texts.none[language]}</p>
      )}
      <p style={{ margin: '0.5rem 0 0', opacity: 0.75 }}>{texts.how[language]}</p>
    </div>
  )
}
