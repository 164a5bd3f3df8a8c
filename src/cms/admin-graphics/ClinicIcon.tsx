type Props = { i18n?: { t?: (key: string) => string } }

/**
 * The small icon at the start of the admin's header, linking to the dashboard (issue 42: it was
 * Payload's): the site's favicon, which follows the clinic's logo in Settings (src/identity/site-icons.ts).
 */
export function ClinicIcon({ i18n }: Props) {
  // biome-ignore lint/performance/noImgElement: a 32-pixel icon in the admin's header, served as it is
  return <img className="clinic-admin-icon" src="/favicon-32.png" alt={i18n?.t?.('general:dashboard') ?? ''} width={24} height={24} />
}
