/**
 * What the ad credit's and the transfer's statements cost PostgreSQL, without HTTP: a fresh database,
 * MEMBERS (default 1,000) members with a level, money and signed-in sessions; then, in phases, the ad
 * starts, the credits (of views started two seconds earlier on the server's clock) and the transfers
 * (credits first in every other round), for each member and ROUNDS (default 3) ads each, the first round
 * to warm up. CONCURRENCY=N (default 1) runs each phase N at a time on N connections. Per call: the calls a
 * second, the backends' CPU time (from /proc, so the script must run on the database's machine), Node's
 * CPU, the WAL written, and what the busy backends wait on (pg_stat_activity, sampled every 5 ms).
 * EXPERIMENT=<SQL> runs after migrating, to see what a change to the schema does; EXPLAIN=1 logs each plan
 * with its triggers to the server's log (auto_explain); LOCKS=1 (with CONCURRENCY=1) prints the relation
 * locks each statement holds at its end on its warm plan, and how often each statement was planned.
 * POOL=N gives fewer connections than calls in flight (the API's pool is 20); ORDER=shuffled takes the
 * members in a random order; PAUSE=credit,transfer idles 1.1 s before those phases.
 * Nothing else should run beside it.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/scripts/statement-costs.ts
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { businessDay } from '../src/lib/business-day';
import { systemClock } from '../src/lib/clock';
import { sha256 } from '../src/lib/tokens';
import { creditViewInOneStatement, startViewInOneStatement } from '../src/modules/rewards/rewards.repository';
import type { StatementSession } from '../src/modules/sessions/statement-session';
import { createTransfersService } from '../src/modules/transfers/transfers.service';
import { seedAdLevel, seedMembersWithMoney } from './seed-members';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Number(process.env.MEMBERS ?? 1000);
const rounds = Number(process.env.ROUNDS ?? 3);
const concurrency = Number(process.env.CONCURRENCY ?? 1);
// POOL=N: the connections, when fewer than the calls at a time (the API's pool is 20).
const pauseBefore = (process.env.PAUSE ?? '').split(',');
const poolSize = Math.min(concurrency, Number(process.env.POOL ?? concurrency));
const name = `earnflow_costs_${randomBytes(4).toString('hex')}`;
const url = new URL(baseUrl);
url.pathname = `/${name}`;

/** The backend's CPU time so far, in microseconds (utime + stime from /proc, in clock ticks of 10 ms). */
function backendCpuMicros(pid: number): number {
  const fields =
    readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const sampler = new pg.Client({ connectionString: url.toString() });
const handle = await openDatabase(
  { kind: 'postgres', url: url.toString(), pool: { size: poolSize, statementTimeoutMs: 0 } },
  { error: () => undefined },
);
if (handle.kind !== 'postgres') throw new Error('needs PostgreSQL');
try {
  await runMigrations(handle);
  await sampler.connect();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const members = await seedMembersWithMoney(client, handle.db, memberCount, name);
  const ads = (await seedAdLevel(client, rounds)).map((id) => ({ id }));
  const sessions = await client.query<{ token_hash: string; id: string; user_id: string }>(
    `SELECT token_hash, id, user_id FROM sessions`,
  );
  await client.query(`ANALYZE`);
  if (process.env.EXPERIMENT) await client.query(process.env.EXPERIMENT);
  await client.end();
  const byHash = new Map(sessions.rows.map((row) => [row.token_hash, row]));
  const sessionOf = (token: string): StatementSession => {
    const row = byHash.get(sha256(token));
    if (row === undefined) throw new Error('no session');
    return {
      tokenHash: row.token_hash,
      sessionId: row.id,
      userId: row.user_id,
      now: systemClock.now().toISOString(),
    };
  };
  const { pool } = handle;
  // Every connection of the pool open before the phases, so their backends' CPU can be read.
  const held = await Promise.all(Array.from({ length: poolSize }, () => pool.connect()));
  for (const connection of held) {
    if (process.env.EXPLAIN === '1')
      await connection.query(`LOAD 'auto_explain'; SET auto_explain.log_min_duration = 0;
        SET auto_explain.log_analyze = on; SET auto_explain.log_triggers = on;
        SET auto_explain.log_nested_statements = on; SET auto_explain.log_timing = on`);
    connection.release();
  }
  const pids = (
    await sampler.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      [name],
    )
  ).rows.map((row) => row.pid);
  const transfers = createTransfersService({ db: handle.db, clock: systemClock });
  const tally = () => ({
    calls: 0,
    ms: 0,
    cpu: 0,
    node: 0,
    wal: 0,
    latencies: [] as number[],
    waits: new Map<string, number>(),
    samples: 0,
  });
  const totals = { start: tally(), credit: tally(), transfer: tally() };
  /** Runs `call` for every member, `concurrency` at a time, and adds its time, CPU and waits to `kind`. */
  // ORDER=shuffled takes the members in a random order in each phase, as load from many members comes;
  // else in the order they were made, neighbours in the tables' pages called at the same time.
  const order = members.map((_, index) => index);
  if (process.env.ORDER === 'shuffled')
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = randomInt(index + 1);
      [order[index], order[other]] = [order[other] ?? other, order[index] ?? index];
    }
  async function phase(
    kind: keyof typeof totals,
    call: (index: number) => Promise<unknown>,
    record: boolean,
  ) {
    const total = totals[kind];
    // PAUSE=<kinds, comma-separated>: the machine idle for 1.1 s before each phase of those kinds, as the
    // bench's ad rounds wait for their views' second before crediting them.
    if (pauseBefore.includes(kind)) await new Promise((resolve) => setTimeout(resolve, 1100));
    const cpu = pids.reduce((sum, pid) => sum + backendCpuMicros(pid), 0);
    const walBefore = await walPosition();
    const nodeBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    let next = 0;
    const sampling = { running: true };
    // What the busy backends wait on, sampled every 5 ms while the phase runs.
    const sampled = (async () => {
      while (sampling.running) {
        const { rows } = await sampler.query<{ wait: string | null }>(
          `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait FROM pg_stat_activity
           WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'active'`,
          [name],
        );
        if (record) {
          total.samples += 1;
          for (const row of rows)
            total.waits.set(row.wait ?? 'CPU', (total.waits.get(row.wait ?? 'CPU') ?? 0) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let position = next++; position < members.length; position = next++) {
          const began = process.hrtime.bigint();
          await call(order[position] ?? position);
          if (record) total.latencies.push(Number(process.hrtime.bigint() - began) / 1e6);
        }
      }),
    );
    sampling.running = false;
    const node = process.cpuUsage(nodeBefore);
    await sampled;
    if (!record) return;
    total.ms += Number(process.hrtime.bigint() - started) / 1e6;
    total.cpu += pids.reduce((sum, pid) => sum + backendCpuMicros(pid), 0) - cpu;
    total.calls += members.length;
    total.node += node.user + node.system;
    total.wal += Number(
      (
        await sampler.query<{ bytes: string }>(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS bytes`, [
          walBefore,
        ])
      ).rows[0]?.bytes ?? 0,
    );
  }
  async function walPosition(): Promise<string> {
    const { rows } = await sampler.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    return rows[0]?.lsn ?? '0/0';
  }
  for (const [round, ad] of ads.entries()) {
    const record = round > 0 || rounds === 1;
    const views: string[] = [];
    await phase(
      'start',
      async (index) => {
        const member = members[index] as (typeof members)[number];
        const at = new Date(systemClock.now().getTime() - 2000);
        const view = await startViewInOneStatement(handle.db, {
          session: sessionOf(member.token),
          kind: 'AD',
          itemId: ad.id,
          day: businessDay(at),
          startedAt: at,
        });
        if (view === undefined) throw new Error('the start wrote nothing');
        views[index] = view.id;
      },
      record,
    );
    const credits = () =>
      phase(
        'credit',
        async (index) => {
          const member = members[index] as (typeof members)[number];
          const at = systemClock.now();
          const paid = await creditViewInOneStatement(handle.db, {
            session: sessionOf(member.token),
            kind: 'AD',
            viewId: views[index] ?? '',
            day: businessDay(at),
            at,
            settles: false,
          });
          if (paid === undefined) throw new Error('the credit wrote nothing');
        },
        record,
      );
    const transferEach = () =>
      phase(
        'transfer',
        async (index) => {
          const member = members[index] as (typeof members)[number];
          const recipient = members[(index + 1) % members.length];
          await transfers.create(
            sessionOf(member.token),
            { recipientAccountNumber: recipient?.accountNumber ?? '', amount: 0.01, senderName: 'Costs' },
            { key: randomUUID(), hash: randomUUID() },
            { ip: '127.0.0.1', deviceHash: undefined },
          );
        },
        record,
      );
    // In turn, each first in every other round.
    if (round % 2 === 0) await credits().then(transferEach);
    else await transferEach().then(credits);
    // After the warm-up, the tables' statistics as a running server's autovacuum keeps them: planned on
    // the seed's near-empty tables, the foreign keys' checks scan ledger_transactions whole, and each call
    // costs more as the ledger grows. ANALYZE makes every backend plan them again.
    if (round === 0) await sampler.query('ANALYZE');
  }
  // LOCKS=1 (with CONCURRENCY=1, so the pool is one connection): the locks each statement holds at its end,
  // inside a transaction rolled back after. A backend keeps 16 relation locks on its fast path; the rest
  // go through the shared lock table, whose partitions' LWLocks busy backends wait on.
  if (process.env.LOCKS === '1' && poolSize === 1) {
    const [member, other] = members;
    if (member === undefined || other === undefined) throw new Error('needs two members');
    const probeAd = await pool.query<{ id: string }>(
      `INSERT INTO reward_ads (title, media_url, media_type, duration_seconds)
       VALUES ('Probe', 'https://example.com/probe.png', 'IMAGE', 1) RETURNING id`,
    );
    const startedAt = new Date(systemClock.now().getTime() - 2000);
    const locksOf = async (kind: string, call: () => Promise<unknown>) => {
      await pool.query('BEGIN');
      try {
        await call();
        const { rows } = await pool.query<{ fastpath: boolean; locks: number; names: string }>(
          `SELECT fastpath, count(*)::int AS locks, string_agg(relation::regclass::text, ' ' ORDER BY relation::regclass::text) AS names FROM pg_locks
           WHERE pid = pg_backend_pid() AND locktype = 'relation' GROUP BY fastpath`,
        );
        console.log(
          `${kind}: relation locks ${rows.map((row) => `${row.fastpath ? 'fast path' : 'lock table'} ${String(row.locks)}${process.env.LOCKS_NAMES === '1' ? ` (${row.names})` : ''}`).join(', ')}`,
        );
      } finally {
        await pool.query('ROLLBACK');
      }
    };
    await locksOf('start', () =>
      startViewInOneStatement(handle.db, {
        session: sessionOf(member.token),
        kind: 'AD',
        itemId: probeAd.rows[0]?.id ?? '',
        day: businessDay(startedAt),
        startedAt,
      }),
    );
    const view = await startViewInOneStatement(handle.db, {
      session: sessionOf(member.token),
      kind: 'AD',
      itemId: probeAd.rows[0]?.id ?? '',
      day: businessDay(startedAt),
      startedAt,
    });
    const at = systemClock.now();
    await locksOf('credit', () =>
      creditViewInOneStatement(handle.db, {
        session: sessionOf(member.token),
        kind: 'AD',
        viewId: view?.id ?? '',
        day: businessDay(at),
        at,
        settles: false,
      }),
    );
    await locksOf('transfer', () =>
      transfers.create(
        sessionOf(member.token),
        { recipientAccountNumber: other.accountNumber, amount: 0.01, senderName: 'Costs' },
        { key: randomUUID(), hash: randomUUID() },
        { ip: '127.0.0.1', deviceHash: undefined },
      ),
    );
    // Whether each statement ran on a generic plan, planned once, or was planned again at each call.
    const plans = await pool.query<{ statement: string; generic_plans: string; custom_plans: string }>(
      `SELECT left(regexp_replace(statement, '\\s+', ' ', 'g'), 60) AS statement, generic_plans, custom_plans
       FROM pg_prepared_statements ORDER BY generic_plans + custom_plans DESC LIMIT 8`,
    );
    for (const row of plans.rows)
      console.log(`plans: generic ${row.generic_plans}, custom ${row.custom_plans}: ${row.statement}`);
  }
  console.log(
    `${String(concurrency)} at a time, ${String(members.length)} members, ${String(rounds)} rounds (the first to warm up)`,
  );
  console.log(
    '| statement | calls | calls a second | p50 ms | p99 ms | backend CPU µs a call | Node CPU µs a call (with the sampler) | WAL bytes a call | busy backends waiting on (share of samples) |\n|---|---|---|---|---|---|---|---|---|',
  );
  for (const [kind, total] of Object.entries(totals)) {
    const waits = [...total.waits.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([wait, count]) => `${wait} ${(count / total.samples).toFixed(2)}`)
      .join(', ');
    console.log(
      `| ${kind} | ${String(total.calls)} | ${((total.calls * 1000) / total.ms).toFixed(0)} | ${percentile(total.latencies, 0.5).toFixed(1)} | ${percentile(total.latencies, 0.99).toFixed(1)} | ${(total.cpu / total.calls).toFixed(0)} | ${(total.node / total.calls).toFixed(0)} | ${(total.wal / total.calls).toFixed(0)} | ${waits} |`,
    );
  }
  console.log(
    `credit ÷ transfer: calls a second ${(totals.transfer.ms / totals.credit.ms).toFixed(3)}, backend CPU a call ${(totals.transfer.cpu / totals.credit.cpu).toFixed(3)} (inverse: above 1 the credit is cheaper)`,
  );
} finally {
  await handle.close();
  await sampler.end();
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
