import { describe, expect, it } from 'vitest'
import { sitePolicyWith } from '@/platform/security/site-policy'
import { widgetHostsOf } from '@/platform/security/widget-hosts'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('widget hosts from Settings in the site policy', () => {
  it('allows exactly the hosts of the widgets that are on, in place of the environment’s', () => {
    const hosts = widgetHostsOf({
      reviewWidget: { enabled: false, baseUrl: 'https://reviews.example-widget.com/widget' },
      bookingWidget: { enabled: true, scriptUrl: 'https://cal.provider.test:8443/v2/embed.js?x=1' },
    })
    expect(hosts).toEqual({ review: null, booking: 'https://cal.provider.test:8443' })
    const policy = sitePolicyWith(hosts, { BOOKING_WIDGET_SCRIPT_URL: 'https://old.provider.test/embed.js' })
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://www.youtube.com',
      'https://cal.provider.test:8443',
    ])
    expect(directive(policy, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://cal.provider.test:8443'])
    expect(policy).not.toContain('old.provider.test')
    expect(policy).not.toContain('reviews.example-widget.com')
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    // A draft preview keeps its framing by the site itself (Payload's live preview pane), nothing else.
    expect(directive(sitePolicyWith(hosts, {}, 'self'), 'frame-ancestors')).toEqual(["'self'"])
  })

  it('never lets an http or malformed address into the policy', () => {
    expect(
      widgetHostsOf({ bookingWidget: { scriptUrl: 'http://cal.provider.test/embed.js' }, reviewWidget: { baseUrl: 'reviews' } }),
    ).toEqual({
      review: null,
      booking: null,
    })
    expect(widgetHostsOf({ reviewWidget: { baseUrl: "https://a.test 'unsafe-eval'" } }).review).toBe(null)
  })
})
