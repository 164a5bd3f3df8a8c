// Every request bounded before anything reads it (issue 40): our server answers an address too
// long, a body larger than its route may carry, or a body of unstated length, before Next or
// Payload buffer a byte (Payload's REST routes read a whole JSON body into memory: one 200 MB
// login took an instance from 486 to 1,870 MB). The body is never read: the answer closes the
// connection. Node's own limits do the rest: headers (maxHeaderSize, 431), a whole request
// (requestTimeout, 408) and its head (headersTimeout), set in serve.mjs.
import { languageOfPath, plainPageHtml } from './plain-page.mjs'

const KiB = 1024
const MiB = 1024 * KiB

/** The longest request target (path and query) accepted; a longer one is 414. */
export const maxUrlLength = 8 * KiB

// The inquiry form's photos: 50 MB together (src/features/inquiries/schema.ts, maxRequestBytes; a unit test
// ties the two), plus room for the form's fields and the multipart framing.
export const inquiryPhotosBytes = 50 * MiB
// Staff uploads: Payload's parser limit (src/cms/uploads/upload-rules.ts, uploadParserLimitBytes).
export const staffUploadBytes = 100 * MiB

/**
 * Route families: what a body may weigh in each, and how long it may take to arrive (a phone on a
 * slow connection sends 50 MB of photos in minutes; a call-back request is a few hundred bytes). The
 * first family whose pattern matches applies.
 */
export const bodyLimits = [
  {
    family: 'inquiry with photos',
    pattern: /^\/api\/v1\/inquiries\/standard(\/form)?$/,
    bytes: inquiryPhotosBytes + 1 * MiB,
    seconds: 300,
  },
  { family: 'call-back request', pattern: /^\/api\/v1\/inquiries\/call-me(\/form)?$/, bytes: 64 * KiB, seconds: 10 },
  { family: 'staff upload', pattern: /^\/api\/(media|documents)(\/[^/]+)?$/, bytes: staffUploadBytes + 1 * MiB, seconds: 300 },
  // Payload's REST API (JSON, a spreadsheet import of 5 MB) and the admin's server functions.
  { family: 'API', pattern: /^\/(api|admin)(\/|$)/, bytes: 8 * MiB, seconds: 60 },
  // Pages take no bodies: the site has no server actions.
  { family: 'page', pattern: /^/, bytes: 64 * KiB, seconds: 10 },
]

export function bodyLimitFor(pathname) {
  return bodyLimits.find(({ pattern }) => pattern.test(pathname))
}

/** The refusals as a visitor who sent a form without JavaScript (or followed a link) reads them. */
const pageTexts = {
  cs: {
    notSent: 'Formulář se nepodařilo odeslat',
    photos: 'Fotografie jsou dohromady příliš velké (nejvýše 50 MB).',
    tooLarge: 'Odeslaná data jsou příliš velká.',
    slow: 'Odesílání trvalo příliš dlouho. Zkuste to prosím znovu.',
    noLength: 'Prohlížeč neuvedl velikost odesílaných dat. Zkuste to prosím znovu.',
    longAddress: 'Adresa stránky je příliš dlouhá',
    longAddressText: 'Zkontrolujte prosím odkaz, který vás sem přivedl.',
    badAddress: 'Adresa stránky není platná',
    badAddressText: 'Odkaz obsahuje znaky, které nelze přečíst. Zkontrolujte ho prosím.',
    badRequest: 'Neplatný požadavek',
    badRequestText: 'Tato stránka takový požadavek nepřijímá.',
    back: 'Zpět',
  },
  en: {
    notSent: 'The form could not be sent',
    photos: 'The photos are too large together (50 MB at most).',
    tooLarge: 'The data sent is too large.',
    slow: 'Sending took too long. Please try again.',
    noLength: 'Your browser did not state the size of the data sent. Please try again.',
    longAddress: 'The page address is too long',
    longAddressText: 'Please check the link that brought you here.',
    badAddress: 'The page address is not valid',
    badAddressText: 'The link holds characters that cannot be read. Please check it.',
    badRequest: 'Invalid request',
    badRequestText: 'This page does not take such a request.',
    back: 'Back',
  },
  de: {
    notSent: 'Das Formular konnte nicht gesendet werden',
    photos: 'Die Fotos sind zusammen zu groß (höchstens 50 MB).',
    tooLarge: 'Die gesendeten Daten sind zu groß.',
    slow: 'Das Senden hat zu lange gedauert. Bitte versuchen Sie es erneut.',
    noLength: 'Ihr Browser hat die Größe der gesendeten Daten nicht angegeben. Bitte versuchen Sie es erneut.',
    longAddress: 'Die Seitenadresse ist zu lang',
    longAddressText: 'Bitte prüfen Sie den Link, der Sie hierher geführt hat.',
    badAddress: 'Die Seitenadresse ist ungültig',
    badAddressText: 'Der Link enthält Zeichen, die sich nicht lesen lassen. Bitte prüfen Sie ihn.',
    badRequest: 'Ungültige Anfrage',
    badRequestText: 'Diese Seite nimmt eine solche Anfrage nicht an.',
    back: 'Zurück',
  },
}

/** The visitor's language for an answer about a form: the page it was sent from (Referer), else Czech. */
export function languageOfReferer(referer) {
  try {
    return languageOfPath(new URL(String(referer)).pathname)
  } catch {
    return 'cs'
  }
}

/** The page of the site the form was sent from, as a path (never another site's address). */
function backPathOf(referer, language) {
  try {
    const { pathname, search } = new URL(String(referer))
    return `${pathname}${search}`
  } catch {
    return language === 'cs' ? '/' : `/${language}`
  }
}

/**
 * Answers without reading the request's body. What the client still sends is discarded as it
 * arrives (Node does so for a body nobody read), for at most a few seconds, then the connection is
 * closed: closing at once would make the client's system drop this answer unread (a reset while it
 * still sends), and a client that stops on the answer closes the connection itself.
 */
export function answerUnread(req, res, status, headers, body) {
  res.writeHead(status, {
    ...headers,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(body)
  const linger = setTimeout(() => {
    if (!req.complete) req.socket.destroy()
  }, 5_000)
  linger.unref()
  req.once('end', () => clearTimeout(linger))
}

/** answerUnread with a JSON body: for the APIs, naming the problem. */
export function answerUnreadJson(req, res, status, body, headers = {}) {
  answerUnread(req, res, status, { ...headers, 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(body))
}

/** answerUnread with a short page of the site (plain-page.mjs): for forms sent without JavaScript. */
export function answerUnreadPage(req, res, status, page, headers = {}) {
  answerUnread(req, res, status, { ...headers, 'content-type': 'text/html; charset=utf-8' }, plainPageHtml(page))
}

/** The path part of /_next/image's url parameter when it is one of ours ("/api/media/file/…"), else "". */
function imagePathOf(target) {
  const url = new URLSearchParams(target.split('?')[1] ?? '').get('url') ?? ''
  return url.startsWith('/') && !url.startsWith('//') ? url.split('?')[0] : ''
}

function decodes(pathname) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Answers a request that goes over a limit, and says whether it did. 414 for a request target
 * longer than maxUrlLength; 411 for a body of unstated length (chunked): browsers and our forms
 * always state it, and a limit cannot be checked before reading otherwise; 400 for a path whose
 * percent-encoding does not decode; 405 for a page asked with another method than GET or HEAD (a
 * server action's call too: the site has none, and Next answered an unknown one 500); 413 for a Content-Length
 * over the route's limit. API routes answer JSON naming the limit; the forms sent without
 * JavaScript a page in the visitor's language.
 */
export function refuseOversizedRequest(req, res) {
  const target = String(req.url ?? '/')
  const pathname = target.split('?')[0]
  const wantsPage = pathname.endsWith('/form') || !/^\/(api|admin|_next)(\/|$)/.test(pathname)
  const refuse = (status, { error, field, message }, page, headers = {}) => {
    if (!wantsPage) return answerUnreadJson(req, res, status, { error, field, message }, headers)
    // A page: in the language of the page the form was sent from (Referer), else of the address.
    const language = req.headers.referer ? languageOfReferer(req.headers.referer) : languageOfPath(pathname)
    const t = pageTexts[language]
    const link = { href: backPathOf(req.headers.referer, language), label: t.back }
    return answerUnreadPage(req, res, status, { language, ...page(t), link }, headers)
  }
  if (target.length > maxUrlLength) {
    refuse(414, { error: 'uri-too-long', field: 'url', message: `The address is too long: at most ${maxUrlLength} characters.` }, (t) => ({
      title: t.longAddress,
      text: t.longAddressText,
    }))
    return true
  }
  // A path whose percent-encoding does not decode (`%zz`, a cut `%E0%A4%A`): no route can read it,
  // and Payload's router and the admin failed on it with 500. The image optimizer fetches a path of
  // ours inside Next, past this check: one in its url parameter that does not decode failed there.
  const undecodable = !decodes(pathname)
    ? 'The address'
    : pathname === '/_next/image' && !decodes(imagePathOf(target))
      ? 'The url parameter'
      : undefined
  if (undecodable) {
    refuse(
      400,
      { error: 'bad-url', field: 'url', message: `${undecodable} holds a percent-encoding that does not decode (e.g. %zz).` },
      (t) => ({ title: t.badAddress, text: t.badAddressText }),
    )
    return true
  }
  // A public page is only read: a POST, PUT, DELETE or PATCH to it rendered the page for nothing, and
  // a POST naming a server action (the site has none) was answered 500.
  if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method) && !/^\/(api|admin|_next)(\/|$)/.test(pathname)) {
    refuse(
      405,
      {
        error: 'method-not-allowed',
        field: 'method',
        message: `A page is only read (GET); ${String(req.method).slice(0, 16)} is not allowed.`,
      },
      (t) => ({ title: t.badRequest, text: t.badRequestText }),
      { allow: 'GET, HEAD' },
    )
    return true
  }
  const declared = req.headers['content-length']
  const chunked = /\bchunked\b/i.test(String(req.headers['transfer-encoding'] ?? ''))
  if (chunked && declared === undefined) {
    refuse(
      411,
      { error: 'length-required', field: 'content-length', message: 'A request body must state its length (Content-Length).' },
      (t) => ({
        title: t.notSent,
        text: t.noLength,
      }),
    )
    return true
  }
  const limit = bodyLimitFor(pathname)
  const bytes = Number(declared ?? 0)
  if (bytes > limit.bytes) {
    const size = limit.bytes >= MiB ? `${Math.floor(limit.bytes / MiB)} MB` : `${Math.floor(limit.bytes / KiB)} KB`
    const message = `The request body is too large: a ${limit.family} may carry at most ${size}.`
    refuse(413, { error: 'too-large', field: 'body', message }, (t) => ({
      title: t.notSent,
      text: limit.family === 'inquiry with photos' ? t.photos : t.tooLarge,
    }))
    return true
  }
  // A body that takes longer than its family allows (sent slowly on purpose, to hold the server):
  // 408, and the connection closed once the answer is out (Next's read of the body ends with it).
  if (bytes > 0 || chunked) {
    const deadline = setTimeout(() => {
      if (req.complete) return
      if (res.headersSent) return req.socket.destroy()
      res.once('finish', () => req.socket.destroy())
      const message = `The request body did not arrive within ${limit.seconds} s.`
      refuse(408, { error: 'request-timeout', field: 'body', message }, (t) => ({ title: t.notSent, text: t.slow }))
    }, limit.seconds * 1000)
    deadline.unref()
    req.once('end', () => clearTimeout(deadline))
    req.once('close', () => clearTimeout(deadline))
  }
  return false
}
