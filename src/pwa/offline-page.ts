import { telHref } from '@/ui/tel'

interface OfflineTexts {
  /** Settings' name in the page's language; without it the page names no clinic. */
  clinicName?: string
  title: string
  text: string
  call: string
  retry: string
  home: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string)

/**
 * The page the service worker shows for a page never visited while online. Self-contained (inline
 * styles, no scripts, no images) because nothing else can be loaded at that moment; the phone
 * number stays a working link, calls do not need the internet.
 */
export function offlinePageHtml({
  locale,
  texts,
  phone,
  homeHref,
}: {
  locale: string
  texts: OfflineTexts
  /** Unset on a new installation: then the page offers no call. */
  phone?: string | null
  homeHref: string
}): string {
  const t = Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, value ? escapeHtml(value) : value]),
  ) as unknown as OfflineTexts
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.clinicName ? `${t.title} | ${t.clinicName}` : t.title}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:1.0625rem;line-height:1.65;color:#1d232e;background:#fff}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
.offline__brand{margin:0 0 2rem;font-weight:600;color:#1f2f46}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.25;color:#1f2f46}
.offline__phone{display:inline-block;margin:.25rem 0 1.5rem;padding:.75rem 1.25rem;border-radius:8px;background:#1f2f46;color:#fff;font-size:1.25rem;font-weight:600;text-decoration:none}
.offline__links a{color:#6d4e26;margin-right:1.5rem}
a:focus-visible{outline:3px solid #8a6433;outline-offset:3px}
</style>
</head>
<body>
<main class="offline">
${t.clinicName ? `<p class="offline__brand">${t.clinicName}</p>\n` : ''}<h1>${t.title}</h1>
<p>${t.text}</p>
${phone ? `<p>${t.call}<br><a class="offline__phone" href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a></p>` : ''}
<p class="offline__links"><a href="">${t.retry}</a><a href="${escapeHtml(homeHref)}">${t.home}</a></p>
</main>
</body>
</html>
`
}
