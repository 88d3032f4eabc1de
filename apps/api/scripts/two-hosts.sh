#!/usr/bin/env bash
# The first scaling step of docs/performance.md ("Capacity plan"), on one machine: PostgreSQL and Redis on
# one host, the API (API_PROCESSES=2, REDIS_URL) and its load on another. The hosts are two network
# namespaces joined by a veth pair that delays each packet by TWO_HOSTS_DELAY (0.25 ms: a LAN's round trip
# of half a millisecond) where the kernel has netem. PostgreSQL is a fresh cluster listening on the database host's address only.
# It runs `npm run bench` from the API host against it (BENCH_ONLY, BENCH_SECONDS, BENCH_MEMBERS pass
# through), which fails unless the ledger reconciles and no request failed, and removes everything after.
# Needs root (ip netns, tc), iproute2, PostgreSQL's server binaries and redis-server.
#   sudo bash apps/api/scripts/two-hosts.sh
set -euo pipefail

delay=${TWO_HOSTS_DELAY:-0.25ms}
pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}
db_ns=earnflow-db
api_ns=earnflow-api
db_address=10.77.0.2
api_address=10.77.0.1
work=$(mktemp -d /tmp/earnflow-two-hosts-XXXXXX)
chmod 755 "$work"

cleanup() {
  set +e
  ip netns exec "$db_ns" su postgres -c "$pg_bin/pg_ctl -D $work/pg -m fast stop" >/dev/null 2>&1
  ip netns pids "$db_ns" 2>/dev/null | xargs -r kill 2>/dev/null
  ip netns del "$api_ns" 2>/dev/null
  ip netns del "$db_ns" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

ip netns add "$db_ns"
ip netns add "$api_ns"
ip link add earnflow-api0 type veth peer name earnflow-db0
ip link set earnflow-api0 netns "$api_ns"
ip link set earnflow-db0 netns "$db_ns"
ip -n "$api_ns" addr add "$api_address/24" dev earnflow-api0
ip -n "$db_ns" addr add "$db_address/24" dev earnflow-db0
for ns in "$api_ns" "$db_ns"; do ip -n "$ns" link set lo up; done
ip -n "$api_ns" link set earnflow-api0 up
ip -n "$db_ns" link set earnflow-db0 up
# A LAN's delay where the kernel has netem; without it the hosts are a veth apart (tens of microseconds).
if ! { ip netns exec "$api_ns" tc qdisc add dev earnflow-api0 root netem delay "$delay" &&
  ip netns exec "$db_ns" tc qdisc add dev earnflow-db0 root netem delay "$delay"; } 2>/dev/null; then
  echo "netem is not available here: the hosts are joined without an added delay"
fi

# The database host: a PostgreSQL cluster and a Redis, each listening on the host's address.
mkdir -p "$work/pg"
chown postgres "$work/pg"
su postgres -c "$pg_bin/initdb -D $work/pg -A trust -U postgres" >/dev/null
echo "host all all $api_address/32 trust" >>"$work/pg/pg_hba.conf"
ip netns exec "$db_ns" su postgres -c "$pg_bin/pg_ctl -D $work/pg -l $work/pg/log -w start \
  -o '-c listen_addresses=$db_address -c unix_socket_directories=$work/pg -c max_connections=200 -c shared_buffers=256MB'" >/dev/null
ip netns exec "$db_ns" redis-server --bind "$db_address" --port 6379 --protected-mode no --save '' --appendonly no \
  --daemonize yes --logfile "$work/redis.log" --dir "$work"

ip netns exec "$api_ns" "$pg_bin/pg_isready" -h "$db_address" -p 5432 -t 10

# The API host: the bench starts the API there with two processes and the live bus on Redis.
cd "$(dirname "$0")/../../.."
ip netns exec "$api_ns" env \
  DATABASE_URL="postgres://postgres@$db_address:5432/postgres" \
  REDIS_URL="redis://$db_address:6379" \
  BENCH_PROCESSES="${BENCH_PROCESSES:-2}" \
  PGBENCH="$pg_bin/pgbench" \
  npx tsx apps/api/scripts/bench.ts
