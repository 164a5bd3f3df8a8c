/**
 * The one list of third-party hosts the public site may talk to; the Content-Security-Policy is
 * built from it (src/platform/security/headers.ts). The policy is fixed when the site is built, so a new
 * provider also needs the matching environment variable below and a rebuild
 * (`FORCE_BUILD=1 npm start`). The widgets' hosts are the exception: the proxy replaces them per
 * request with those of Settings → Widgets (src/platform/security/site-policy.ts, issue 30).
 *
 * Imported by next.config.ts: keep it free of path aliases and server-only imports.
 */

/** Default of Settings → Widgets → review widget → base URL (an iframe). */
export const defaultReviewWidgetBaseUrl = 'https://reviews.example-widget.com/widget'
/** Default of Settings → Widgets → booking widget → script URL (a script that adds frames). */
export const defaultBookingWidgetScriptUrl = 'https://booking.example-widget.com/embed.js'

/** CSP fetch directives a provider may need beyond the site's own origin. */
export type SourceDirective = 'script-src' | 'img-src' | 'connect-src' | 'frame-src'

export interface ThirdParty {
  name: string
  sources: Partial<Record<SourceDirective, string[]>>
}

type Env = Record<string, string | undefined>

/** `https://host[:port]` of an absolute https URL; throws so that a typo fails the build, not the browser. */
export function httpsOrigin(url: string, variable: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`${variable} must be an absolute https URL, got "${url}"`)
  }
  if (parsed.protocol !== 'https:') throw new Error(`${variable} must use https, got "${url}"`)
  return parsed.origin
}

// An https origin, optionally with one leading wildcard label (https://*.example.com).
const sourcePattern = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/

/** Space-separated extra sources from the environment; keywords such as 'unsafe-eval' are refused. */
export function extraSources(value: string | undefined, variable: string): string[] {
  const sources = (value ?? '').split(/\s+/).filter(Boolean)
  for (const source of sources) {
    if (!sourcePattern.test(source)) throw new Error(`${variable}: "${source}" is not an https origin such as https://cdn.example.com`)
  }
  return sources
}

/**
 * Every third party of the public site with the sources it needs, read from the environment:
 * - REVIEW_WIDGET_URL, BOOKING_WIDGET_SCRIPT_URL: set them to the addresses entered in Settings →
 *   Widgets when they differ from the defaults above.
 * - CSP_EXTRA_SCRIPT_SRC, CSP_EXTRA_IMG_SRC, CSP_EXTRA_CONNECT_SRC, CSP_EXTRA_FRAME_SRC:
 *   space-separated https origins for anything else (e.g. GA4 with Google signals needs
 *   https://www.google.com and https://*.g.doubleclick.net in img-src and connect-src).
 */
export function thirdParties(env: Env = process.env): ThirdParty[] {
  const review = httpsOrigin(env.REVIEW_WIDGET_URL || defaultReviewWidgetBaseUrl, 'REVIEW_WIDGET_URL')
  const booking = httpsOrigin(env.BOOKING_WIDGET_SCRIPT_URL || defaultBookingWidgetScriptUrl, 'BOOKING_WIDGET_SCRIPT_URL')
  const parties: ThirdParty[] = [
    {
      // gtm.js and GA4's gtag.js come from the tag manager host; GA4 sends hits to regional
      // subdomains (region1.google-analytics.com, region1.analytics.google.com), hence the wildcards.
      name: 'Google Tag Manager with Google Analytics 4',
      sources: {
        'script-src': ['https://www.googletagmanager.com'],
        'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
        'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      },
    },
    {
      // fbevents.js; events go out as image requests or beacons to www.facebook.com/tr.
      name: 'Meta pixel',
      sources: {
        'script-src': ['https://connect.facebook.net'],
        'img-src': ['https://www.facebook.com'],
        'connect-src': ['https://www.facebook.com'],
      },
    },
    {
      // The privacy-enhanced player; the IFrame Player API script (iframe_api) lives on www.youtube.com.
      name: 'YouTube (privacy-enhanced mode)',
      sources: { 'frame-src': ['https://www.youtube-nocookie.com'], 'script-src': ['https://www.youtube.com'] },
    },
    { name: 'Review widget', sources: { 'frame-src': [review] } },
    { name: 'Booking widget', sources: { 'script-src': [booking], 'frame-src': [booking], 'connect-src': [booking] } },
  ]
  const extra: ThirdParty = {
    name: 'Extra sources from the environment',
    sources: {
      'script-src': extraSources(env.CSP_EXTRA_SCRIPT_SRC, 'CSP_EXTRA_SCRIPT_SRC'),
      'img-src': extraSources(env.CSP_EXTRA_IMG_SRC, 'CSP_EXTRA_IMG_SRC'),
      'connect-src': extraSources(env.CSP_EXTRA_CONNECT_SRC, 'CSP_EXTRA_CONNECT_SRC'),
      'frame-src': extraSources(env.CSP_EXTRA_FRAME_SRC, 'CSP_EXTRA_FRAME_SRC'),
    },
  }
  return Object.values(extra.sources).some((list) => list.length) ? [...parties, extra] : parties
}

/** The third-party sources of one directive, each once, in list order. */
export function sourcesFor(directive: SourceDirective, parties: ThirdParty[]): string[] {
  return [...new Set(parties.flatMap((party) => party.sources[directive] ?? []))]
}
