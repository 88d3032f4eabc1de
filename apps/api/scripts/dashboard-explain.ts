/**
 * Measures GET /admin/dashboard at scale: seeds a fresh PostgreSQL database with MEMBERS members (default
 * a million) and their deposits, withdrawals and rewards, then runs the dashboard once with every query
 * EXPLAIN ANALYZEd, and prints each plan's scans and time.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/dashboard-explain.ts
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import type { Database } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { dashboardProviders } from '../src/modules/dashboard/dashboard.providers';
import { createDashboardService } from '../src/modules/dashboard/dashboard.service';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const members = Number(process.env.MEMBERS ?? 1_000_000);
const name = `earnflow_scale_${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const handle = await openDatabase({ kind: 'postgres', url: url.toString(), pool: { statementTimeoutMs: 0 } });
if (handle.kind !== 'postgres') throw new Error('a PostgreSQL database is needed');
const pool = handle.pool;
try {
  await runMigrations(handle);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const started = Date.now();
  // Members over the last two years, a third active, one in fifty suspended.
  await client.query(
    `INSERT INTO users (name, email, password_hash, account_number, status, email_verified_at, created_at)
     SELECT 'Member ' || n, 'member' || n || '@example.com', 'x', 'A' || lpad(n::text, 9, '0'),
            (CASE WHEN n % 50 = 0 THEN 'SUSPENDED' WHEN n % 3 = 0 THEN 'ACTIVE' ELSE 'PENDING' END)::user_status,
            now(), now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute'
     FROM generate_series(1, $1::int) AS n`,
    [members],
  );
  await client.query(
    `INSERT INTO deposits (user_id, amount_cents, payment_method, transaction_id, status, decided_at, created_at)
     SELECT id, 1000 + (row_number() OVER ()) % 5000, 'EASYPAISA', 'T' || id,
            (CASE WHEN random() < 0.02 THEN 'PENDING' WHEN random() < 0.1 THEN 'FAILED' ELSE 'COMPLETED' END)::deposit_status,
            created_at + interval '1 hour', created_at
     FROM users WHERE status <> 'PENDING'`,
  );
  await client.query(
    `INSERT INTO withdrawals (user_id, amount_cents, fee_cents, payment_method, bank_name, account_holder_name, account_number, status, decided_at, created_at)
     SELECT user_id, 500, 0, 'EASYPAISA', 'Bank', 'Holder', '0300', status::text::withdrawal_status, decided_at, created_at
     FROM deposits WHERE status IN ('PENDING', 'COMPLETED') AND random() < 0.3`,
  );
  await client.query(
    `INSERT INTO earnings (user_id, source, status, amount, description, reference_type, reference_id, business_day, created_at)
     SELECT u.id, (ARRAY['ADS','VIDEOS','SPIN','TASKS','REFERRALS','BONUSES'])[1 + d % 6]::earning_source, 'APPROVED',
            25, 'Reward', 'scale', u.id || '-' || d, (now() AT TIME ZONE 'Asia/Karachi')::date - d, now() - d * interval '1 day'
     FROM users u, generate_series(0, 2) AS d WHERE u.status = 'ACTIVE'`,
  );
  await client.query('VACUUM ANALYZE');
  const sizes = await client.query<{ relname: string; n_live_tup: string }>(
    `SELECT relname, n_live_tup FROM pg_stat_user_tables WHERE relname IN ('users','deposits','withdrawals','earnings') ORDER BY relname`,
  );
  console.log(
    `seeded in ${String(Date.now() - started)} ms:`,
    sizes.rows.map((row) => `${row.relname} ${row.n_live_tup}`).join(', '),
  );

  // The dashboard's own queries, each EXPLAIN ANALYZEd as the app sends them.
  const plans: { sql: string; plan: string[] }[] = [];
  const explaining = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: {
      logQuery(query, params) {
        plans.push({ sql: query, plan: [JSON.stringify(params)] });
      },
    },
  }) as unknown as Database;
  const service = createDashboardService({
    db: explaining,
    clock: systemClock,
    providers: dashboardProviders,
    backups: {
      status: () =>
        Promise.resolve({ enabled: false, everyHours: 24, last: null, lastError: null, overdue: false }),
    },
    appName: 'EarnFlow',
  });
  const timed = Date.now();
  await service.dashboard();
  console.log(`dashboard answered in ${String(Date.now() - timed)} ms`);
  for (const entry of plans) {
    const params = JSON.parse(entry.plan[0] ?? '[]') as unknown[];
    const result = await client.query(
      `EXPLAIN (ANALYZE, BUFFERS) ${entry.sql}`,
      params.map((value) => (value instanceof Date ? value.toISOString() : value)),
    );
    const lines = result.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
    const scans = lines.filter((line) => /Scan|Execution Time/.test(line)).map((line) => line.trim());
    console.log(`\n${entry.sql.slice(0, 160)}\n  ${scans.join('\n  ')}`);
  }
  await client.end();
} finally {
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
