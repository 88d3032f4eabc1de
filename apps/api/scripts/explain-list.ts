/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement one API call runs, on a kept scale database:
 *   REUSE=earnflow_lists_… PATHS='/api/users?search=x' npx tsx apps/api/scripts/explain-list.ts
 */
import pg from 'pg';
const seen: { text: string; values: unknown[] }[] = [];
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply and the client as this
const original = pg.Client.prototype.query;
let capture = false;
pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  const config =
    typeof first === 'string' ? { text: first } : (first as { text?: string; values?: unknown[] });
  const values = Array.isArray(second) ? second : (config.values ?? []);
  if (capture && config.text !== undefined) seen.push({ text: config.text, values });
  return (original as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;
const { buildApp } = await import('../src/app');
const { loadConfig } = await import('../src/config');
const { sha256 } = await import('../src/lib/tokens');
const { randomBytes } = await import('node:crypto');
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = `/${process.env.REUSE ?? ''}`;
const client = new pg.Client({ connectionString: base.toString() });
await client.connect();
const token = randomBytes(24).toString('hex');
const adminRow = await client.query<{ id: string }>(`SELECT id FROM admins LIMIT 1`);
await client.query(
  `INSERT INTO sessions (token_hash, kind, admin_id, expires_at) VALUES ($1, 'ADMIN', $2, now() + interval '1 day')`,
  [sha256(token), adminRow.rows[0]?.id],
);
const app = await buildApp({
  config: loadConfig({
    DATABASE_URL: base.toString(),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1000000',
    WEB_DIST: '/x',
  }),
  migrate: false,
});
await app.ready();
for (const path of (process.env.PATHS ?? '').split(' ')) {
  await app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
  seen.length = 0;
  capture = true;
  const started = performance.now();
  const response = await app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
  const took = performance.now() - started;
  capture = false;
  console.log(`\n=== ${path}: ${String(response.statusCode)} in ${took.toFixed(1)} ms`);
  for (const statement of seen.filter((s) => !/"(sessions|jobs|admins)"|^\s*explain/i.test(s.text))) {
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
    console.log(
      `--- ${statement.text.replace(/\s+/g, ' ').slice(0, 400)}\n    ${JSON.stringify(statement.values).slice(0, 200)}`,
    );
    for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`    ${row['QUERY PLAN']}`);
  }
}
await app.close();
await client.end();
