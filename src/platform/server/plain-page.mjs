// A page our server writes itself, without anything from the app (its styles, fonts and settings
// may be what is unavailable, or the request never reached it): an outage, a refused request.
// Readable without JavaScript, in the language of the address.

/** The language of a site path: /en… English, /de… German, anything else Czech. */
export function languageOfPath(pathname) {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : /^\/de(\/|$)/.test(pathname) ? 'de' : 'cs'
}

export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character])

/** The whole page: a heading, a paragraph and one link (a path on this site). */
export function plainPageHtml({ language, title, text, link }) {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1f2933;background:#f7f5f2;line-height:1.5}
main{max-width:34rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#1f4e5f;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #1f4e5f;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>
</main>
</body>
</html>
`
}
