# The instances (included by default.vcl). One `backend` per instance, each probed for readiness,
# each added to the round-robin director. Here two instances on the proxy's own box; on other
# boxes, their addresses.
backend app1 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = ready;
}

backend app2 {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = ready;
}

sub vcl_init {
    app.add_backend(app1);
    app.add_backend(app2);
}
