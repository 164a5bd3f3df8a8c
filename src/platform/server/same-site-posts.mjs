// Inquiries and call-back requests only from the clinic's own pages (issue 40): another site must
// not make its visitors' browsers send them, for phone numbers it chooses. Browsers say where a
// request comes from: Sec-Fetch-Site (every current browser) or, before it, Origin on every POST.
// A client that sends neither is not a browser another site can steer (a script, a test), and is
// limited per address like any visitor.
import { answerUnreadJson, answerUnreadPage, languageOfReferer } from './request-limits.mjs'

const guardedPosts = /^\/api\/v1\/inquiries\/(standard|call-me)(\/form)?$/

const pageTexts = {
  cs: { title: 'Formulář se nepodařilo odeslat', text: 'Formulář lze odeslat jen ze stránek kliniky.', home: 'Na úvodní stránku' },
  en: { title: 'The form could not be sent', text: 'The form can only be sent from the clinic’s own pages.', home: 'To the home page' },
  de: {
    title: 'Das Formular konnte nicht gesendet werden',
    text: 'Das Formular kann nur von den Seiten der Klinik gesendet werden.',
    home: 'Zur Startseite',
  },
}

const hostOf = (address) => {
  try {
    return new URL(String(address)).host
  } catch {
    return null
  }
}

/** Whether the browser says this request comes from a page of this site. */
export function isSameSitePost(headers, siteUrl = process.env.SITE_URL) {
  const fetchSite = headers['sec-fetch-site']
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none'
  if (headers.origin === undefined) return true
  const origin = hostOf(headers.origin)
  return origin !== null && (origin === headers.host || origin === hostOf(siteUrl))
}

/** Answers 403 to an inquiry or call-back request sent from another site, and says whether it did. */
export function refuseCrossSitePost(req, res) {
  const pathname = String(req.url ?? '/').split('?')[0]
  if (req.method !== 'POST' || !guardedPosts.test(pathname) || isSameSitePost(req.headers)) return false
  if (!pathname.endsWith('/form')) {
    answerUnreadJson(req, res, 403, {
      error: 'cross-site',
      field: 'origin',
      message: 'Inquiries are accepted only from the clinic’s own pages.',
    })
    return true
  }
  // The form's language is in its body, which is not read: the page it names as its source, if any.
  const language = languageOfReferer(req.headers.referer)
  const t = pageTexts[language]
  const link = { href: language === 'cs' ? '/' : `/${language}`, label: t.home }
  answerUnreadPage(req, res, 403, { language, title: t.title, text: t.text, link })
  return true
}
