// The proxy (src/proxy.ts) cannot set the status of a page it rewrites: Next answers with the
// target page's 200 (vercel/next.js#50155). It asks for another status in this response header,
// and our server applies it just before the head goes out, and drops the header.

export const statusOverrideHeader = 'x-clinic-status'

/** Wraps the response so a status asked for by the proxy replaces Next's own. */
export function applyStatusOverride(res) {
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithOverride(statusCode, ...rest) {
    const given = rest.find((argument) => argument && typeof argument === 'object' && !Array.isArray(argument))
    if (given && statusOverrideHeader in given) {
      res.setHeader(statusOverrideHeader, given[statusOverrideHeader])
      delete given[statusOverrideHeader]
    }
    const asked = Number(res.getHeader(statusOverrideHeader))
    if (asked >= 400 && asked <= 599 && statusCode === 200) {
      res.removeHeader(statusOverrideHeader)
      // An error page is not cached as the page of that address: it may exist tomorrow.
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      return writeHead.call(this, asked, ...rest.filter((argument) => typeof argument !== 'string'))
    }
    return writeHead.call(this, statusCode, ...rest)
  }
}
