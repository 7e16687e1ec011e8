#!/usr/bin/env bash
# A throw-away PostgreSQL server for CI and for running the Postgres suites locally.
#
#   bash scripts/ci-postgres.sh start            fresh cluster on 127.0.0.1, prints `export …` lines
#   bash scripts/ci-postgres.sh fresh-db NAME    drop and create database NAME, prints its URL
#   bash scripts/ci-postgres.sh stop             stop the server and delete its folder
#   bash scripts/ci-postgres.sh halt [MODE]      stop the server only (pg_ctl -m fast, or MODE: smart|fast|immediate),
#                                                keeping its folder and data (the fault tests take it away under the app)
#   bash scripts/ci-postgres.sh resume           start a halted server again on the same folder and port
#   bash scripts/ci-postgres.sh freeze           stop every process of the server (SIGSTOP): it hangs, connections
#                                                stay open and nothing answers (the fault tests' hung database)
#   bash scripts/ci-postgres.sh thaw             let a frozen server run on (SIGCONT)
#
# The cluster lives in a new temporary folder owned by a non-root user (Postgres refuses to run as root), listens
# only on 127.0.0.1 (CI_POSTGRES_PORT, default 54329, or the next free port) and has one role with a password and
# CREATEDB (the integration tests create a database per test file). Installs Debian's postgresql package when no
# server binaries are found. The state (folder, port, URLs) is kept in .ci-postgres.env at the repository root, or in
# the file CI_POSTGRES_STATE names (so a second cluster, e.g. the fault suite's, does not replace the first).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
STATE="${CI_POSTGRES_STATE:-$ROOT/.ci-postgres.env}"
ROLE="lumos_ci"
log() { echo "[postgres] $*" >&2; }
die() { echo "[postgres] $*" >&2; exit 1; }

find_bindir() {
  if [ -n "${PG_BINDIR:-}" ]; then
    [ -x "$PG_BINDIR/initdb" ] && [ -x "$PG_BINDIR/pg_ctl" ] || die "PG_BINDIR=$PG_BINDIR has no initdb and pg_ctl."
    echo "$PG_BINDIR"; return 0
  fi
  # Debian keeps the server binaries out of PATH, one folder per major version: take the newest.
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"; return 0
  fi
  return 1
}

install_postgres() {
  log "No PostgreSQL server (initdb, pg_ctl) found; installing Debian's postgresql package with apt…"
  if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
    die "Cannot install PostgreSQL: not root and no sudo. Install it yourself (apt-get install postgresql) or set PG_BINDIR."
  fi
  command -v apt-get >/dev/null 2>&1 || die "Cannot install PostgreSQL: apt-get is not available. Install PostgreSQL and set PG_BINDIR to its bin folder."
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  if ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq postgresql >/dev/null; }; then
    die "Cannot install PostgreSQL with apt-get (no network to Debian's mirrors?). Install it and rerun, or set PG_BINDIR."
  fi
}

# Runs a command as the cluster's owner: ourselves, or a system user when we are root.
as_owner() {
  if [ "$OWNER" = "$(id -un)" ]; then "$@"; else runuser -u "$OWNER" -- "$@"; fi
}

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

load_state() {
  [ -f "$STATE" ] || die "No server recorded in $STATE; run: bash scripts/ci-postgres.sh start"
  # shellcheck disable=SC1090
  . "$STATE"
}

psql_admin() {
  as_owner env PGOPTIONS="-c client_min_messages=warning" "$BINDIR/psql" -X -q -v ON_ERROR_STOP=1 -h "$SOCKET_DIR" -p "$PORT" -U postgres -d postgres "$@"
}

fresh_db() {
  local name="$1"
  [[ "$name" =~ ^[a-z_][a-z0-9_]*$ ]] || die "Database names are lower-case letters, digits and underscores (got \"$name\")."
  psql_admin -c "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" -c "CREATE DATABASE \"$name\" OWNER $ROLE" >/dev/null
  echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$name"
}

start_server() {
  (cd "$DIR" && as_owner "$BINDIR/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories=$SOCKET_DIR -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null) \
    || { cat "$DIR/server.log" >&2 || true; die "The server did not start (log above)."; }
}

start() {
  if [ -f "$STATE" ]; then
    log "A server is already recorded in $STATE; stopping it first."
    stop
  fi
  BINDIR="$(find_bindir || true)"
  if [ -z "$BINDIR" ]; then
    install_postgres
    BINDIR="$(find_bindir)" || die "apt installed postgresql but no initdb/pg_ctl was found under /usr/lib/postgresql/*/bin; set PG_BINDIR."
  fi
  log "Server binaries: $BINDIR ($("$BINDIR/postgres" --version))"

  if [ "$(id -u)" -eq 0 ]; then
    OWNER="${CI_POSTGRES_USER:-postgres}"
    if ! id -u "$OWNER" >/dev/null 2>&1; then
      log "Creating the system user $OWNER to own the cluster (Postgres refuses to run as root)."
      useradd --system --user-group --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin "$OWNER" \
        || die "Cannot create the system user $OWNER with useradd."
    fi
  else
    OWNER="$(id -un)"
  fi

  PORT="${CI_POSTGRES_PORT:-54329}"
  local tries=0
  while port_in_use "$PORT"; do
    tries=$((tries + 1))
    [ "$tries" -lt 50 ] || die "No free port from ${CI_POSTGRES_PORT:-54329} to $PORT on 127.0.0.1."
    PORT=$((PORT + 1))
  done

  DIR="$(mktemp -d "${TMPDIR:-/tmp}/lumos-postgres.XXXXXX")"
  chown "$OWNER" "$DIR"
  chmod 700 "$DIR"
  SOCKET_DIR="$DIR"
  PASSWORD="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
  cat >"$STATE" <<EOF
BINDIR='$BINDIR'
OWNER='$OWNER'
DIR='$DIR'
SOCKET_DIR='$SOCKET_DIR'
PORT='$PORT'
PASSWORD='$PASSWORD'
EOF
  chmod 600 "$STATE"

  # Local socket connections (the owner only: the folder is 0700) trust; TCP needs the password.
  (cd "$DIR" && as_owner "$BINDIR/initdb" -D "$DIR/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1) \
    || { cat "$DIR/initdb.log" >&2; die "initdb failed (log above)."; }
  start_server

  psql_admin -c "CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD'" >/dev/null
  local e2e_url test_url
  test_url="$(fresh_db lumos_test)"
  e2e_url="$(fresh_db lumos_e2e)"
  cat >>"$STATE" <<EOF
TEST_DATABASE_URL='$test_url'
E2E_DATABASE_URL='$e2e_url'
EOF
  log "PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') is up on 127.0.0.1:$PORT (folder $DIR, owner $OWNER)."
  echo "export TEST_DATABASE_URL='$test_url'"
  echo "export E2E_DATABASE_URL='$e2e_url'"
}

stop() {
  [ -f "$STATE" ] || { log "No server recorded in $STATE; nothing to stop."; return 0; }
  load_state
  if [ -d "$DIR/data" ]; then
    (cd "$DIR" && as_owner "$BINDIR/pg_ctl" -D "$DIR/data" -m fast -w -t 60 stop >/dev/null 2>&1) || log "pg_ctl stop failed (the server was not running?)."
  fi
  case "$DIR" in
    */lumos-postgres.*) rm -rf "$DIR" ;;
    *) log "Not deleting $DIR: it does not look like a folder this script made." ;;
  esac
  rm -f "$STATE"
  log "Stopped the server on port $PORT and deleted $DIR."
}

halt() {
  local mode="${1:-fast}"
  [[ "$mode" =~ ^(smart|fast|immediate)$ ]] || die "halt takes smart, fast or immediate (got \"$mode\")."
  load_state
  (cd "$DIR" && as_owner "$BINDIR/pg_ctl" -D "$DIR/data" -m "$mode" -w -t 60 stop >/dev/null) || die "pg_ctl stop -m $mode failed (log: $DIR/server.log)."
  log "Halted the server on port $PORT (-m $mode); its data is kept."
}

resume() {
  load_state
  start_server
  log "The server on port $PORT is up again."
}

# The postmaster and every process it started: the ones a hung server leaves hanging.
server_pids() {
  local main
  main="$(head -n 1 "$DIR/data/postmaster.pid" 2>/dev/null)" || die "No running server in $DIR (no postmaster.pid)."
  echo "$main" $(pgrep -P "$main" || true)
}

freeze() {
  load_state
  local main
  main="$(head -n 1 "$DIR/data/postmaster.pid" 2>/dev/null)" || die "No running server in $DIR (no postmaster.pid)."
  # The postmaster first, so that no backend is forked after its children are listed (one forked in between went on
  # answering queries), then every child.
  as_owner kill -STOP "$main"
  # shellcheck disable=SC2046
  as_owner kill -STOP $(pgrep -P "$main")
  log "Froze the server on port $PORT: it accepts connections and answers nothing."
}

thaw() {
  load_state
  # shellcheck disable=SC2046
  as_owner kill -CONT $(server_pids)
  log "The server on port $PORT runs on."
}

case "${1:-}" in
  start) start ;;
  freeze) freeze ;;
  thaw) thaw ;;
  stop) stop ;;
  halt) halt "${2:-fast}" ;;
  resume) resume ;;
  fresh-db)
    [ -n "${2:-}" ] || die "Usage: bash scripts/ci-postgres.sh fresh-db NAME"
    load_state
    fresh_db "$2"
    ;;
  *) die "Usage: bash scripts/ci-postgres.sh start|stop|fresh-db NAME|halt [MODE]|resume|freeze|thaw" ;;
esac
