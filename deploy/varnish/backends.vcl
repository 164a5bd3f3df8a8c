# The instances (included by default.vcl). Each instance twice: probed for readiness in `app`, and
# unprobed in `everyone`, which default.vcl uses only while no instance is ready (an outage of what
# they all share). Here two instances on the proxy's own box; on other boxes, their addresses.
backend app1 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = ready;
}

backend app1_unprobed {
    .host = "127.0.0.1";
    .port = "3001";
}

backend app2 {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = ready;
}

backend app2_unprobed {
    .host = "127.0.0.1";
    .port = "3002";
}

sub vcl_init {
    app.add_backend(app1);
    everyone.add_backend(app1_unprobed);
    app.add_backend(app2);
    everyone.add_backend(app2_unprobed);
}
