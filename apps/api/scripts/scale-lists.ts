/**
 * Times member histories and admin lists at scale: seeds a scratch PostgreSQL database with MEMBERS
 * members (default a million), their deposits, withdrawals, transfers and earnings and about ten ledger
 * entries a member, all with generate_series, and one busy member with years of history (BUSY_EARNINGS
 * earnings, default 20,000, with 1,000 transfers each way and some hundred deposits and withdrawals:
 * about 21,000 wallet entries; 3,000 notices of their own and 365 broadcasts, all read), then asks the
 * API (in process, through app.inject, so validation, query building and serialisation count) for each
 * list ROUNDS times and prints p50/p95;
 * a list whose statement outlasts SLOW_MS (10 s) is reported as slower than that after one call.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/scripts/scale-lists.ts
 * ONLY=<regular expression> times only the lists whose "who: label" matches.
 * KEEP=1 keeps the database (its name is printed) for EXPLAIN afterwards. REUSE=<name> times a kept
 * database again without seeding it: its migrations are brought up to date first (so a database seeded
 * before a migration shows what that migration does at scale), and it is kept.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { NEXT_CURSOR_HEADER } from '@earnflow/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { sha256 } from '../src/lib/tokens';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const members = Number(process.env.MEMBERS ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 40);
const busyEarnings = Number(process.env.BUSY_EARNINGS ?? 20_000);
const reuse = process.env.REUSE;
if (reuse !== undefined && !/^earnflow_lists_[0-9a-f]{8}$/.test(reuse)) throw new Error(`REUSE=${reuse}?`);
const name = reuse ?? `earnflow_lists_${randomBytes(4).toString('hex')}`;
const url = new URL(baseUrl);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
if (reuse === undefined) await admin.query(`CREATE DATABASE ${name}`);
// The API's statements stop after SLOW_MS (a list slower than that is reported as such, not waited for);
// the seeding runs on a connection of its own without a limit.
const slowMs = Number(process.env.SLOW_MS ?? 10_000);
const handle = await openDatabase(
  { kind: 'postgres', url: url.toString(), pool: { statementTimeoutMs: slowMs } },
  { error: () => undefined },
);
// The seeding connection; ended before the lists are timed, or in the end on an error.
const client = new pg.Client({ connectionString: url.toString() });
try {
  const migrating = Date.now();
  await runMigrations(handle);
  console.log(`migrations                   ${String(Date.now() - migrating).padStart(24)} ms`);
  client.on('error', () => undefined);
  await client.connect();
  const step = async (label: string, query: string, params: unknown[] = []) => {
    const started = Date.now();
    const result = await client.query(query, params);
    console.log(
      `${label.padEnd(28)} ${String(result.rowCount ?? 0).padStart(10)} rows ${String(Date.now() - started).padStart(8)} ms`,
    );
  };
  if (reuse === undefined) {
    // Seeding only: the row triggers (append-only ledger, balanced-at-commit check) are off for this session.
    await client.query(`SET session_replication_role = replica`);
    await step(
      'members',
      `INSERT INTO users (name, email, password_hash, account_number, status, email_verified_at, created_at)
       SELECT (ARRAY['Ayesha','Bilal','Fatima','Hamza','Zainab','Usman','Maryam','Ali'])[1 + n % 8] || ' ' ||
              (ARRAY['Khan','Ahmed','Malik','Hussain','Sheikh','Butt','Raza','Iqbal'])[1 + (n / 8) % 8] || ' ' || n,
              'member' || n || '@example.com', 'x', 'A' || lpad(n::text, 9, '0'),
              (CASE WHEN n % 50 = 0 THEN 'SUSPENDED' WHEN n % 3 = 0 THEN 'ACTIVE' ELSE 'PENDING' END)::user_status,
              now(), now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
      [members],
    );
    await step('wallets', `INSERT INTO accounts (kind, user_id, balance) SELECT 'WALLET', id, 0 FROM users`);
    await step(
      'deposits',
      `INSERT INTO deposits (user_id, amount_cents, payment_method, transaction_id, status, decided_at, created_at)
       SELECT id, 1000 + (hashtext(id::text) & 4095), 'EASYPAISA', 'T' || id,
              (CASE WHEN hashtext(id::text) % 50 = 0 THEN 'PENDING' WHEN hashtext(id::text) % 10 = 1 THEN 'FAILED'
                    ELSE 'COMPLETED' END)::deposit_status,
              created_at + interval '1 hour', created_at
       FROM users`,
    );
    await step(
      'withdrawals',
      `INSERT INTO withdrawals (user_id, amount_cents, fee_cents, payment_method, bank_name, account_holder_name,
         account_number, status, decided_at, created_at)
       SELECT user_id, 500, 0, 'EASYPAISA', 'Bank', 'Holder', '0300', status::text::withdrawal_status, decided_at,
              created_at + interval '2 days'
       FROM deposits WHERE status IN ('PENDING', 'COMPLETED') AND hashtext(id::text) % 10 < 3`,
    );
    await step(
      'transfers',
      `INSERT INTO transfers (sender_id, recipient_id, amount_cents, sender_name, status, created_at)
       SELECT u.id, r.id, 100, 'Sender', (CASE WHEN hashtext(u.id::text) % 20 = 0 THEN 'PENDING' ELSE 'COMPLETED' END)::transfer_status,
              u.created_at + interval '3 days'
       FROM users u JOIN users r ON r.account_number = 'A' || lpad((1 + (substr(u.account_number, 2)::int % $1::int))::text, 9, '0')`,
      [members],
    );
    await step(
      'earnings',
      `INSERT INTO earnings (user_id, source, status, amount, description, reference_type, reference_id, business_day, created_at)
       SELECT u.id, (ARRAY['ADS','VIDEOS','SPIN','TASKS','REFERRALS','BONUSES'])[1 + d % 6]::earning_source, 'APPROVED',
              25, 'Reward', 'scale', u.id || '-' || d, (u.created_at AT TIME ZONE 'Asia/Karachi')::date + d,
              u.created_at + d * interval '1 day'
       FROM users u, generate_series(0, 2) AS d`,
    );
    // The busy member: three years of daily earning, transfers both ways, deposits and withdrawals.
    await step(
      'busy member',
      `WITH u AS (
         INSERT INTO users (name, email, password_hash, account_number, status, email_verified_at, created_at)
         VALUES ('Busy Member', 'busy@example.com', 'x', 'B000000001', 'ACTIVE', now(), now() - interval '3 years')
         RETURNING id, created_at
       ) INSERT INTO accounts (kind, user_id, balance) SELECT 'WALLET', id, 0 FROM u`,
    );
    const busyOf = `(SELECT id FROM users WHERE account_number = 'B000000001')`;
    await step(
      'busy earnings',
      `INSERT INTO earnings (user_id, source, status, amount, description, reference_type, reference_id, business_day, created_at)
       SELECT ${busyOf}, (ARRAY['ADS','VIDEOS','SPIN','TASKS','REFERRALS','BONUSES'])[1 + n % 6]::earning_source,
              'APPROVED', 25, 'Reward', 'scale-busy', n::text,
              ((now() - (n * interval '3 years') / $1::int) AT TIME ZONE 'Asia/Karachi')::date,
              now() - (n * interval '3 years') / $1::int
       FROM generate_series(1, $1::int) AS n`,
      [busyEarnings],
    );
    await step(
      'busy deposits',
      `INSERT INTO deposits (user_id, amount_cents, payment_method, transaction_id, status, decided_at, created_at)
       SELECT ${busyOf}, 5000, 'EASYPAISA', 'BUSY' || n, 'COMPLETED', now() - n * interval '3 days' + interval '1 hour',
              now() - n * interval '3 days'
       FROM generate_series(1, 300) AS n`,
    );
    await step(
      'busy withdrawals',
      `INSERT INTO withdrawals (user_id, amount_cents, fee_cents, payment_method, bank_name, account_holder_name,
         account_number, status, decided_at, created_at)
       SELECT ${busyOf}, 2000, 0, 'EASYPAISA', 'Bank', 'Busy Member', '0300', 'COMPLETED',
              now() - n * interval '7 days' + interval '1 hour', now() - n * interval '7 days'
       FROM generate_series(1, 150) AS n`,
    );
    await step(
      'busy transfers',
      `INSERT INTO transfers (sender_id, recipient_id, amount_cents, sender_name, status, created_at)
       SELECT CASE WHEN n % 2 = 0 THEN ${busyOf} ELSE r.id END, CASE WHEN n % 2 = 0 THEN r.id ELSE ${busyOf} END,
              100, 'Sender', 'COMPLETED', now() - n * interval '12 hours'
       FROM generate_series(1, 2000) AS n
       JOIN users r ON r.account_number = 'A' || lpad((1 + n * 7919 % $1::int)::text, 9, '0')`,
      [members],
    );
    // Three years of notices, all read by the busy member: 3,000 of their own and a broadcast every 3 days.
    await step(
      'busy notifications',
      `INSERT INTO notifications (user_id, title, message, created_at)
       SELECT ${busyOf}, 'Transfer received', 'You received money', now() - n * interval '8 hours'
       FROM generate_series(1, 3000) AS n
       UNION ALL
       SELECT NULL, 'News', 'Daily news', now() - n * interval '3 days' FROM generate_series(1, 365) AS n`,
    );
    await step(
      'busy readings',
      `WITH own AS (
         UPDATE notifications SET read_at = now() WHERE user_id = ${busyOf} RETURNING id
       ) INSERT INTO notification_reads (notification_id, user_id)
       SELECT id, ${busyOf} FROM notifications WHERE user_id IS NULL`,
    );
    // About five postings a member (ten entries): each deposit, withdrawal, transfer and earning.
    await step(
      'ledger transactions',
      `INSERT INTO ledger_transactions (kind, reference_type, reference_id, description, created_at)
       SELECT 'DEPOSIT', 'deposit', id::text, 'Deposit', created_at FROM deposits WHERE status = 'COMPLETED'
       UNION ALL SELECT 'WITHDRAWAL_REQUEST', 'withdrawal', id::text, 'Withdrawal', created_at FROM withdrawals
       UNION ALL SELECT 'TRANSFER_SENT', 'transfer', id::text, 'Transfer', created_at FROM transfers
       UNION ALL SELECT 'REWARD', 'earning', id::text, 'Reward', created_at FROM earnings`,
    );
    // Both sides of every posting in one statement, in time order, as a live ledger grows: entry ids rise
    // with created_at and the kinds interleave (inserted kind by kind, the newest ids would all be of one).
    const memberSide = (
      [
        ['DEPOSIT', 'deposits', 'user_id', 100],
        ['WITHDRAWAL_REQUEST', 'withdrawals', 'user_id', -100],
        ['TRANSFER_SENT', 'transfers', 'sender_id', -100],
        ['REWARD', 'earnings', 'user_id', 100],
      ] as const
    ).map(
      ([kind, table, owner, amount]) =>
        `SELECT t.id AS transaction_id, t.kind, w.id AS account_id, ${String(amount)} AS amount, t.created_at, 0 AS side
         FROM ledger_transactions t
         JOIN ${table} b ON b.id::text = t.reference_id
         JOIN accounts w ON w.user_id = b.${owner}
         WHERE t.kind = '${kind}'`,
    );
    await step(
      'ledger entries',
      `INSERT INTO ledger_entries (transaction_id, kind, account_id, amount, created_at)
       SELECT transaction_id, kind, account_id, amount, created_at
       FROM (${memberSide.join(' UNION ALL ')}
             UNION ALL
             SELECT t.id, t.kind, (SELECT id FROM accounts WHERE kind = 'ADMIN_ADJUSTMENTS'),
                    CASE WHEN t.kind IN ('DEPOSIT', 'REWARD') THEN -100 ELSE 100 END, t.created_at, 1
             FROM ledger_transactions t) AS entries
       ORDER BY created_at, transaction_id, side`,
    );
    await client.query(`RESET session_replication_role`);
    // The triggers that keep each member's latest run of ad days were off: count them as migration 0024 does.
    await step('ad streaks', 'SELECT * FROM member_ad_streaks_fill()');
    await step('analyze', 'VACUUM ANALYZE');
  } else {
    await step('analyze', 'ANALYZE');
  }

  // An admin and a member with sessions, straight in the tables.
  const adminToken = randomBytes(24).toString('hex');
  const memberToken = randomBytes(24).toString('hex');
  const adminRow = await client.query<{ id: string }>(
    `INSERT INTO admins (name, email, password_hash, role) VALUES ('Scale', 'scale@example.com', 'x', 'OWNER')
     ON CONFLICT (email) DO UPDATE SET name = excluded.name RETURNING id`,
  );
  await client.query(
    `INSERT INTO sessions (token_hash, kind, admin_id, expires_at) VALUES ($1, 'ADMIN', $2, now() + interval '1 day')`,
    [sha256(adminToken), adminRow.rows[0]?.id],
  );
  const member = await client.query<{ id: string }>(
    `SELECT id FROM users WHERE account_number = 'A' || lpad(($1::int / 2 + 1)::text, 9, '0')`,
    [members],
  );
  await client.query(
    `INSERT INTO sessions (token_hash, kind, user_id, expires_at) VALUES ($1, 'USER', $2, now() + interval '1 day')`,
    [sha256(memberToken), member.rows[0]?.id],
  );
  const busyToken = randomBytes(24).toString('hex');
  const busy = await client.query<{ id: string }>(`SELECT id FROM users WHERE account_number = 'B000000001'`);
  const busyId = busy.rows[0]?.id ?? '';
  await client.query(
    `INSERT INTO sessions (token_hash, kind, user_id, expires_at) VALUES ($1, 'USER', $2, now() + interval '1 day')`,
    [sha256(busyToken), busyId],
  );
  await client.query(`UPDATE admin_security_policy SET require_two_factor = false`).catch(() => undefined);
  await client.end();

  const config = loadConfig({
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1000000',
    WEB_DIST: '/nonexistent-web-dist',
  });
  const app = await buildApp({ config, database: handle, migrate: false });
  await app.ready();
  const lists: [string, string, string][] = [
    ['member', 'wallet movements, first page', '/api/wallets/movements'],
    ['member', 'earnings history', '/api/wallets/history'],
    ['member', 'deposit history', '/api/deposits/history'],
    ['member', 'withdrawal history', '/api/withdraw/history'],
    ['member', 'transfer history', '/api/transfer/history'],
    ['member', 'unread notifications', '/api/notifications/unread'],
    ['busy', 'unread notifications', '/api/notifications/unread'],
    ['busy', 'wallet movements, first page', '/api/wallets/movements'],
    ['busy', 'wallet movements, next page', '/api/wallets/movements#next'],
    ['busy', 'earnings history', '/api/wallets/history'],
    ['busy', 'earnings history, next page', '/api/wallets/history#next'],
    ['busy', 'deposit history', '/api/deposits/history'],
    ['busy', 'withdrawal history', '/api/withdraw/history'],
    ['busy', 'transfer history', '/api/transfer/history'],
    ['busy', 'transfer history, next page', '/api/transfer/history#next'],
    ...(['ledger', 'earnings', 'transfers', 'deposits', 'withdrawals'] as const).flatMap(
      (kind): [string, string, string][] => [
        ['admin', `busy member's ${kind}`, `/api/users/${busyId}/activity/${kind}`],
        ['admin', `busy member's ${kind}, page 10`, `/api/users/${busyId}/activity/${kind}?page=10`],
      ],
    ),
    ['admin', 'members, first page', '/api/users'],
    ['admin', 'members, page 500', '/api/users?page=500'],
    ['admin', 'members, suspended', '/api/users?status=SUSPENDED'],
    ['admin', 'members, oldest, page 500', '/api/users?sort=oldest&page=500'],
    ['admin', 'members, search name', '/api/users?search=Zainab%20Raza'],
    ['admin', 'members, search e-mail', '/api/users?search=member777777%40example.com'],
    ['admin', 'members, search account', '/api/users?search=A000123456'],
    ['admin', 'deposits, first page', '/api/deposits'],
    ['admin', 'deposits, page 500', '/api/deposits?page=500'],
    ['admin', 'deposits, pending', '/api/deposits?status=PENDING'],
    ['admin', 'deposits, rejected, page 500', '/api/deposits?status=REJECTED&page=500'],
    ['admin', 'deposits, search', '/api/deposits?search=member4242%40example.com'],
    ['admin', 'deposits, search trx', '/api/deposits?search=T00'],
    ['admin', 'withdrawals, first page', '/api/withdraw'],
    ['admin', 'withdrawals, page 500', '/api/withdraw?page=500'],
    ['admin', 'withdrawals, pending', '/api/withdraw?status=PENDING'],
    ['admin', 'withdrawals, search', '/api/withdraw?search=Fatima%20Butt'],
    ['admin', 'transfers, first page', '/api/transfers'],
    ['admin', 'transfers, page 500', '/api/transfers?page=500'],
    ['admin', 'transfers, pending', '/api/transfers?status=PENDING'],
    ['admin', 'ledger, first page', '/api/admin/ledger'],
    ['admin', 'ledger, page 500', '/api/admin/ledger?page=500'],
    ['admin', 'ledger, kind', '/api/admin/ledger?kind=WITHDRAWAL_REQUEST'],
    ['admin', 'ledger, kind, page 500', '/api/admin/ledger?kind=WITHDRAWAL_REQUEST&page=500'],
    ['admin', 'ledger, search', '/api/admin/ledger?search=A000654321'],
  ];
  console.log(
    `\nload average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  // The second page of a member history: the first page's cursor.
  const nextPage = async (path: string, authorization: string) => {
    const first = await app.inject({ method: 'GET', url: path, headers: { authorization } });
    const cursor = first.headers[NEXT_CURSOR_HEADER];
    if (typeof cursor !== 'string') throw new Error(`${path} has no second page`);
    return `${path}?cursor=${encodeURIComponent(cursor)}`;
  };
  console.log('\n| list | p50 ms | p95 ms | status |\n|---|---|---|---|');
  const only = process.env.ONLY === undefined ? undefined : new RegExp(process.env.ONLY);
  for (const [who, label, path] of lists) {
    if (only !== undefined && !only.test(`${who}: ${label}`)) continue;
    const authorization = `Bearer ${{ admin: adminToken, busy: busyToken }[who] ?? memberToken}`;
    const url = path.endsWith('#next') ? await nextPage(path.slice(0, -'#next'.length), authorization) : path;
    const times: number[] = [];
    let status = 0;
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization },
      });
      times.push(performance.now() - started);
      status = response.statusCode;
      if (status >= 500 && round === 0) console.error(path, response.body);
      if (status >= 500) break;
    }
    if (status >= 500) {
      console.log(`| ${who}: ${label} | > ${String(slowMs / 1000)} s | — | ${String(status)} |`);
      continue;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    console.log(`| ${who}: ${label} | ${at(0.5)} | ${at(0.95)} | ${String(status)} |`);
  }
  await app.close();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
  await handle.close().catch(() => undefined);
  if (process.env.KEEP === '1' || reuse !== undefined) console.log(`kept ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
