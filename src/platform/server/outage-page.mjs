// What a visitor reads when a page cannot be rendered because something the site depends on is
// down (issue 26): a page of its own, in the address's language, readable without JavaScript and
// without anything from the site (its styles, fonts, settings may be what is unavailable). Sent
// by the server (html-pages.mjs) in place of Next's error answer, whose error page appears only
// once React runs in the browser; global-error.tsx shows the same words when React does run.
import { isPublicSitePath } from '../public-paths.mjs'
import { languageOfPath, plainPageHtml } from './plain-page.mjs'

export const outageTexts = {
  cs: {
    title: 'Web je na chvíli nedostupný',
    text: 'Omlouváme se, stránku teď nemůžeme zobrazit. Zkuste to prosím za pár minut znovu.',
    retry: 'Zkusit znovu',
  },
  en: {
    title: 'The website is briefly unavailable',
    text: 'Sorry, we cannot show this page right now. Please try again in a few minutes.',
    retry: 'Try again',
  },
  de: {
    title: 'Die Website ist kurz nicht erreichbar',
    text: 'Entschuldigung, die Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
    retry: 'Erneut versuchen',
  },
}

/** The language of a site path: /en… English, /de… German, anything else Czech. */
export const outageLocaleOf = languageOfPath

/** Seconds a visitor, a crawler or a load balancer is asked to wait before trying again. */
export const outageRetryAfterSeconds = 60

/** The whole page for this request's path (its query dropped: the link reloads the page itself). */
export function outagePageHtml(url) {
  const pathname = String(url ?? '/').split('?')[0] || '/'
  const language = languageOfPath(pathname)
  const { title, text, retry } = outageTexts[language]
  return plainPageHtml({ language, title, text, link: { href: pathname, label: retry } })
}

/**
 * On a public path, a server error becomes 503 with Retry-After and no caching: the site is down
 * for a moment, not the page gone or broken for good (a crawler keeps the page, a CDN stores
 * nothing, a load balancer may try another instance). Applied before html-pages.mjs, so that the
 * page it replaces goes out with this status too; sitemap.xml and robots.txt keep their body.
 */
export function outageAnswers(req, res) {
  if (!isPublicSitePath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) return
  const writeHead = res.writeHead
  res.writeHead = function outageWriteHead(statusCode, ...rest) {
    if (statusCode >= 500) {
      const headers = rest.find((part) => typeof part === 'object' && part !== null && !Array.isArray(part))
      // Headers handed to writeHead would win over these: theirs are dropped.
      const kept = headers && Object.fromEntries(Object.entries(headers).filter(([name]) => !/^(cache-control|retry-after)$/i.test(name)))
      res.setHeader('retry-after', String(outageRetryAfterSeconds))
      res.setHeader('cache-control', 'no-store')
      return writeHead.call(this, 503, ...(kept ? [kept] : rest.filter((part) => typeof part !== 'string')))
    }
    return writeHead.call(this, statusCode, ...rest)
  }
}
