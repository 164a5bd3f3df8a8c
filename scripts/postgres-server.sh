#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server from Debian's packages on 127.0.0.1 and prints its URL.
# Usage: scripts/postgres-server.sh start|stop|pause|resume   (PGPORT, PGDATA_DIR may be set)
# pause stops the server and keeps its data; resume starts it again on the same data (an outage).
set -euo pipefail
port="${PGPORT:-54329}"
dir="${PGDATA_DIR:-/tmp/clinic-pg}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off"

case "${1:-start}" in
  start)
    if [ -z "$bin" ]; then
      if [ "$(id -u)" = 0 ]; then
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/dev/null
        bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
      else
        echo "PostgreSQL is not installed: run 'sudo apt-get install -y postgresql'." >&2
        exit 1
      fi
    fi
    run=()
    if [ "$(id -u)" = 0 ]; then run=(runuser -u postgres --); fi
    # A server left running from an earlier run of this script is stopped first.
    if [ -f "$dir/data/postmaster.pid" ]; then "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    "${run[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -o "$options" -l "$dir/log" -w start >/dev/null
    "${run[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres clinic
    echo "postgres://postgres@127.0.0.1:$port/clinic"
    ;;
  pause)
    run=()
    if [ "$(id -u)" = 0 ]; then run=(runuser -u postgres --); fi
    "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    run=()
    if [ "$(id -u)" = 0 ]; then run=(runuser -u postgres --); fi
    "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -o "$options" -l "$dir/log" -w start >/dev/null
    ;;
  stop)
    run=()
    if [ "$(id -u)" = 0 ]; then run=(runuser -u postgres --); fi
    [ -n "$bin" ] && [ -d "$dir/data" ] && "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    ;;
esac
