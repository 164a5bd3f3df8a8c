# Varnish in front of the site's instances (Debian's varnish 7.1; docs/operations.md, "Caching proxy and CDN").
# The app decides what may be cached, in its Cache-Control (src/platform/server/cache-policy.mjs): pages a
# few seconds, versioned images and documents a year, everything personal `private, no-store`.
# This file only adds what a proxy must do: take a broken instance out of rotation, retry a
# request an instance could not take, keep serving through an outage of what every instance
# shares, and keep unrelated cookies from disabling caching.
# The instances are listed in backends.vcl beside it (docs/operations.md, "Caching proxy and CDN"):
#   varnishd -a 127.0.0.1:8080 -f /etc/varnish/default.vcl -p vcl_path=/etc/varnish -s malloc,512m
# Instances behind it: TRUSTED_PROXIES=127.0.0.1, Varnish's address (it appends the visitor to X-Forwarded-For).
vcl 4.1;

import std;
import directors;
import cookie;

# Readiness answers 503 from the moment an instance gets SIGTERM (SHUTDOWN_DRAIN_MS, 5 s by
# default): two failed probes out of three take it out while it still serves. A loaded box answers
# slowly, so a probe waits 4 s (readiness gives up on a dependency after 3 s) before it counts as
# failed. A new instance takes traffic after its first good probe.
probe ready {
    .url = "/api/health/ready";
    .interval = 1s;
    .timeout = 4s;
    .window = 3;
    .threshold = 2;
    .initial = 1;
}

sub vcl_init {
    # The instances that answer their probe. When none does, a dependency they all share (the
    # database, the object storage) is down, not each instance: then every instance gets requests
    # anyway (`everyone`, the same instances unprobed), as each still serves the pages in its own
    # cache, the localized outage page for the rest, and 503 with Retry-After to inquiries.
    new app = directors.round_robin();
    new everyone = directors.round_robin();
}

include "backends.vcl";

sub vcl_recv {
    set req.backend_hint = app.backend();
    if (!std.healthy(req.backend_hint)) {
        set req.backend_hint = everyone.backend();
    }
    # A copy past its time is served only while the site cannot make a new one (vcl_deliver).
    if (req.restarts == 0) {
        unset req.http.X-Clinic-Stale-If-Error;
    } elsif (req.http.X-Clinic-Stale-If-Error) {
        set req.grace = 24h;
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # An inquiry carries an Idempotency-Key: kept, its body can be sent to another instance
        # when the first could not take it (the app answers a repeat from its record).
        if (req.http.Idempotency-Key) {
            std.cache_req_body(52MB);
        }
        return (pass);
    }
    if (req.url ~ "^/admin" || (req.url ~ "^/api/" && req.url !~ "^/api/(media|documents)/file/")) {
        return (pass);
    }
    if (req.restarts == 0) {
        # Pages: no older than the app's stale-while-revalidate (pageStaleSeconds) when all is well.
        set req.grace = 2s;
    }
    # Only the cookies the app reads reach it; others (e.g. analytics) would make every page
    # uncacheable. A request still carrying one is passed (built-in vcl_recv).
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        cookie.keep("payload-token,__Host-payload-token,__prerender_bypass,__next_preview_data,clinic-form-reply");
        set req.http.Cookie = cookie.get_string();
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    # Optimized images vary on Accept: three variants instead of one per browser's Accept header.
    if (req.url ~ "^/_next/image") {
        if (req.http.Accept ~ "image/avif") {
            set req.http.Accept = "image/avif";
        } elsif (req.http.Accept ~ "image/webp") {
            set req.http.Accept = "image/webp";
        } else {
            unset req.http.Accept;
        }
    }
}

sub vcl_backend_response {
    # The app's `stale-if-error=N` (RFC 5861): the copy is kept N seconds past its time for an outage.
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), beresp.grace);
    }
    if (beresp.status >= 500 && !bereq.uncacheable) {
        # The site could not make this page. A refresh in the background keeps the copy being
        # served; a visitor's first attempt is abandoned (nothing stored: a stored error would end
        # the old copy) and retried once from the cache, stale copies allowed (vcl_synth); only
        # that second attempt delivers the app's own outage page, stored nowhere.
        if (bereq.is_bgfetch || !bereq.http.X-Clinic-Stale-If-Error) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.keep = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
}

sub vcl_backend_error {
    # Connection refused or cut before an answer (an instance stopping or killed): try the next
    # one, for reads and for requests the app recognises when repeated.
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.http.Idempotency-Key)) {
        return (retry);
    }
    # A page: first the cache, stale copies allowed (as for an error answer, vcl_backend_response).
    if (!bereq.uncacheable && !bereq.http.X-Clinic-Stale-If-Error) {
        return (abandon);
    }
    # No instance answered at all: what the app itself says in an outage (src/platform/server/outage-page.mjs),
    # never Varnish's English "Backend fetch failed". 503 with Retry-After, stored nowhere.
    set beresp.status = 503;
    set beresp.http.Retry-After = "60";
    set beresp.http.Cache-Control = "no-store";
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    if (bereq.url ~ "^/api/") {
        set beresp.http.Content-Type = "application/json; charset=utf-8";
        # (A space before the closing brace: `"}` would end the VCL string.)
        synthetic({"{"error":"unavailable" }"});
    } else {
        set beresp.http.Content-Type = "text/html; charset=utf-8";
        if (bereq.url ~ "^/en(/|\?|$)") {
            synthetic({"<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>The website is briefly unavailable</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1.5rem;line-height:1.5;color:#1f2933"><main><h1>The website is briefly unavailable</h1><p>Sorry, we cannot show this page right now. Please try again in a few minutes.</p></main></body></html>
"});
        } elsif (bereq.url ~ "^/de(/|\?|$)") {
            synthetic({"<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Die Website ist kurz nicht erreichbar</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1.5rem;line-height:1.5;color:#1f2933"><main><h1>Die Website ist kurz nicht erreichbar</h1><p>Entschuldigung, die Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es in ein paar Minuten erneut.</p></main></body></html>
"});
        } else {
            synthetic({"<!DOCTYPE html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Web je na chvíli nedostupný</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1.5rem;line-height:1.5;color:#1f2933"><main><h1>Web je na chvíli nedostupný</h1><p>Omlouváme se, stránku teď nemůžeme zobrazit. Zkuste to prosím za pár minut znovu.</p></main></body></html>
"});
        }
    }
    return (deliver);
}

sub vcl_synth {
    # A page whose fetch was abandoned (vcl_backend_response, vcl_backend_error): once more, now
    # taking a copy past its time if the cache still holds one (vcl_recv).
    if (resp.status == 503 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD")) {
        set req.http.X-Clinic-Stale-If-Error = "1";
        return (restart);
    }
}

sub vcl_deliver {
    # For operators and the tests: whether this answer came from the cache.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
