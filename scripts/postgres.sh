#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests and the benchmark (Debian's `postgresql` package).
#   scripts/postgres.sh start DIR   initdb in DIR, start the server on a socket in DIR, print its URL
#   scripts/postgres.sh stop DIR    stop that server and remove DIR
#   scripts/postgres.sh run CMD...  run CMD with ARBOR_TEST_POSTGRES set to a fresh cluster, removed afterwards
# As root the server runs as the `postgres` user (initdb refuses root); otherwise as the caller.
set -euo pipefail

bindir() {
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$found" ] || { echo "postgres.sh: initdb not found; install PostgreSQL (Debian: apt-get install postgresql)" >&2; exit 1; }
  echo "$found"
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  local dir=$1 bin
  bin=$(bindir)
  mkdir -p "$dir"
  [ "$(id -u)" -ne 0 ] || chown postgres "$dir"
  chmod 755 "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U arbor -A trust -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  # only a socket in DIR: nothing listens on the network
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -s \
    -o "-k $dir -c listen_addresses= -c max_connections=200 -c fsync=${ARBOR_PG_FSYNC:-off}" start >/dev/null \
    || { cat "$dir/server.log" >&2; exit 1; }
  echo "postgres://arbor@/postgres?host=$dir"
}

stop() {
  local dir=$1 bin
  bin=$(bindir)
  [ ! -d "$dir/data" ] || as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w -s stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "$2" ;;
  stop) stop "$2" ;;
  run)
    shift
    dir=$(mktemp -d "${TMPDIR:-/tmp}/arbor-pg-XXXXXX")
    trap 'stop "$dir"' EXIT
    ARBOR_TEST_POSTGRES=$(start "$dir")
    export ARBOR_TEST_POSTGRES
    "$@"
    ;;
  *) echo "usage: scripts/postgres.sh start DIR | stop DIR | run CMD..." >&2; exit 2 ;;
esac
