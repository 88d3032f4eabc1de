/**
 * The API's own CPU time per call (user + system, in microseconds) for the hot member calls, measured in
 * process through app.inject at 16 calls in flight: what the API's code costs, without the HTTP socket
 * and less dependent on what else the machine does than req/s. Needs a PostgreSQL server.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/scripts/cpu-per-call.ts
 * CALLS (default 20,000) sets the calls measured per route, after as many again to warm up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedMembersWithMoney } from './seed-members';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const calls = Number(process.env.CALLS ?? 20_000);
const inFlight = 16;
const name = `earnflow_cpu_${randomBytes(4).toString('hex')}`;
const url = new URL(baseUrl);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const handle = await openDatabase({ kind: 'postgres', url: url.toString() }, { error: () => undefined });
try {
  await runMigrations(handle);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const members = await seedMembersWithMoney(client, handle.db, 200, name).finally(() => client.end());

  const config = loadConfig({
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RATE_LIMIT_SCALE: '1000000',
    WEB_DIST: '/nonexistent-web-dist',
  });
  const app = await buildApp({ config, database: handle, migrate: false });
  await app.ready();
  const pick = () => members[Math.floor(Math.random() * members.length)] ?? members[0];
  type Call = () => InjectOptions;
  const routes: [string, Call][] = [
    ['GET /api/health', () => ({ url: '/api/health' })],
    [
      'GET /api/users/me',
      () => ({ url: '/api/users/me', headers: { authorization: `Bearer ${pick()?.token}` } }),
    ],
    [
      'GET /api/wallets/me',
      () => ({ url: '/api/wallets/me', headers: { authorization: `Bearer ${pick()?.token}` } }),
    ],
    [
      'GET /api/wallets/movements',
      () => ({ url: '/api/wallets/movements', headers: { authorization: `Bearer ${pick()?.token}` } }),
    ],
    [
      'POST /api/transfer',
      () => {
        const sender = pick();
        let recipient = pick();
        while (recipient === sender) recipient = pick();
        return {
          method: 'POST' as const,
          url: '/api/transfer',
          headers: { authorization: `Bearer ${sender?.token}`, 'idempotency-key': randomUUID() },
          payload: { recipientAccountNumber: recipient?.accountNumber, amount: 0.01, senderName: 'Cpu' },
        };
      },
    ],
    [
      'GET /api/transfer/history',
      () => ({ url: '/api/transfer/history', headers: { authorization: `Bearer ${pick()?.token}` } }),
    ],
  ];
  const only = process.env.ONLY === undefined ? undefined : new RegExp(process.env.ONLY);
  const run = async (call: Call, count: number) => {
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < count) {
          next += 1;
          const response = await app.inject(call());
          if (response.statusCode >= 400) failed += 1;
        }
      }),
    );
    return failed;
  };
  console.log('| call | CPU µs per call | calls/s in process | failed |\n|---|---|---|---|');
  for (const [label, call] of routes) {
    if (only !== undefined && !only.test(label)) continue;
    await run(call, calls);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const failed = await run(call, calls);
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `| ${label} | ${((used.user + used.system) / calls).toFixed(0)} | ${(calls / seconds).toFixed(0)} | ${String(failed)} |`,
    );
  }
  await app.close();
} finally {
  await handle.close().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
