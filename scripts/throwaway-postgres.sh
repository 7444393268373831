#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests, on a loopback port, with Debian's postgresql binaries.
#   start DIR [PORT]   initdb into DIR, start the server, print its URL (trust auth, loopback only)
#   stop DIR           stop it; the caller removes DIR
# POSTGRES_BIN: another folder of the same binaries (a test's copy that finds extensions of its own beside it);
# POSTGRES_OPTIONS: more server settings, e.g. "-c shared_preload_libraries=pg_cron".
# Postgres refuses to run as root, so as root the server runs as the postgres user the package creates.
set -euo pipefail

bin=${POSTGRES_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$bin" ] || [ ! -x "$bin/pg_ctl" ]; then
  echo "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: apt-get install -y postgresql" >&2
  exit 3
fi

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

command=${1:?usage: throwaway-postgres.sh start DIR [PORT] | stop DIR}
dir=${2:?usage: throwaway-postgres.sh start DIR [PORT] | stop DIR}

case "$command" in
  start)
    port=${3:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")}
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
    # Durability is not wanted from a server that lives for one test run.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 ${POSTGRES_OPTIONS:-}" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
    ;;
  *)
    echo "usage: throwaway-postgres.sh start DIR [PORT] | stop DIR" >&2
    exit 2
    ;;
esac
