# Varnish in front of the site's instances (Debian's varnish 7.1; README, "Caching proxy").
# The app decides what may be cached, in its Cache-Control (src/server/cache-policy.mjs): pages a
# few seconds, versioned images and documents a year, everything personal `private, no-store`.
# This file only adds what a proxy must do: take an instance out of rotation while it drains,
# retry a request an instance could not take, and keep unrelated cookies from disabling caching.
# The instances are listed in backends.vcl beside it (one `backend` each, with `.probe = ready`).
#   varnishd -a :80 -f /etc/varnish/default.vcl -s malloc,512m
# Instances behind it: TRUSTED_PROXY_COUNT=1 (Varnish appends the visitor to X-Forwarded-For).
vcl 4.1;

import std;
import directors;
import cookie;

# Readiness answers 503 from the moment an instance gets SIGTERM (SHUTDOWN_DRAIN_MS, 5 s by
# default): two failed probes out of three, at most ~3 s, take it out while it still serves.
# A new instance takes traffic after its first good probe.
probe ready {
    .url = "/api/health/ready";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 1;
}

sub vcl_init {
    new app = directors.round_robin();
}

include "backends.vcl";

sub vcl_recv {
    set req.backend_hint = app.backend();
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

sub vcl_backend_error {
    # Connection refused or cut before an answer (an instance stopping or killed): try the next
    # one, for reads and for requests the app recognises when repeated.
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.http.Idempotency-Key)) {
        return (retry);
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
