/**
 * Counts the database round trips of the hot member calls (GET /users/me, GET /wallets/me, POST
 * /transfer, POST and GET /spin, a new aviator round and its poll, GET /notifications/unread, GET /ads,
 * an ad start and its completion) on a scratch PostgreSQL database, and prints the statements.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/scripts/count-queries.ts
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';

const seen: string[] = [];
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply and the client as this
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  const config =
    typeof first === 'string' ? undefined : (first as { text?: string; name?: string } | undefined);
  const text = typeof first === 'string' ? first : (config?.text ?? '?');
  // Named statements are parsed once per connection; unnamed ones are parsed and planned on every call.
  const kind = config?.name === undefined ? 'unnamed' : `prepared ${config.name}`;
  seen.push(`[${kind}] ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
  return (original as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const { createTestContext } = await import('../test/app');
const { bearer, loginMember, seedMember } = await import('../test/factories');
const { fundWallet } = await import('../test/money');
const { TestClock } = await import('../test/clock');

process.env.TEST_DATABASE = 'postgres';
const clock = new TestClock('2026-11-20T08:00:00Z');
const ctx = await createTestContext({ clock });
// The background jobs share the pool: stopped, so that only the measured calls' statements are counted.
await ctx.app.jobs.stop();
try {
  const sender = await seedMember(ctx.app.db, { status: 'ACTIVE' });
  const recipient = await seedMember(ctx.app.db, { status: 'ACTIVE' });
  await fundWallet(ctx.app.db, sender.id, 100_000);
  const token = await loginMember(ctx.app, sender.email);
  const measure = async (label: string, call: () => Promise<{ statusCode: number }>) => {
    await call(); // warm caches
    seen.length = 0;
    const response = await call();
    console.log(`\n${label}: ${String(response.statusCode)}, ${String(seen.length)} round trips`);
    for (const line of seen) console.log(`  ${line}`);
  };
  await measure('GET /users/me', () => ctx.app.inject({ url: '/api/users/me', headers: bearer(token) }));
  await measure('GET /wallets/me', () => ctx.app.inject({ url: '/api/wallets/me', headers: bearer(token) }));
  let key = 0;
  await measure('POST /transfer', () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: { ...bearer(token), 'idempotency-key': `count-${String((key += 1))}` },
      payload: { recipientAccountNumber: recipient.accountNumber, amount: 1, senderName: 'Sender' },
    }),
  );
  const db = ctx.app.db;
  // A spin that wins a prize, with twenty spins a day.
  await db.execute(
    sql`INSERT INTO spin_segments (label, prize_cents, weight, colour) VALUES ('$0.01', 1, 1, '#16a34a')`,
  );
  await db.execute(
    sql`INSERT INTO reward_settings (id, spins_per_day) VALUES (1, 20)
        ON CONFLICT (id) DO UPDATE SET spins_per_day = 20`,
  );
  await measure('POST /spin', () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/spin',
      headers: { ...bearer(token), 'idempotency-key': `count-${String((key += 1))}` },
    }),
  );
  // A new aviator round, each after the one before has crashed.
  await measure('POST /aviator/bet (a new round)', () => {
    clock.advance(30_000);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/aviator/bet',
      headers: { ...bearer(token), 'idempotency-key': `count-${String((key += 1))}` },
      payload: { betAmount: 1, didCashout: false, winAmount: 0 },
    });
  });
  // A poll of the round in play.
  clock.advance(30_000);
  const playing = await ctx.app.inject({
    method: 'POST',
    url: '/api/aviator/bet',
    headers: bearer(token),
    payload: { betAmount: 1, didCashout: false, winAmount: 0 },
  });
  const roundId = playing.json<{ round: { id: string } }>().round.id;
  await measure('GET /aviator/rounds/:id', () =>
    ctx.app.inject({ url: `/api/aviator/rounds/${roundId}`, headers: bearer(token) }),
  );
  await measure('GET /notifications/unread', () =>
    ctx.app.inject({ url: '/api/notifications/unread', headers: bearer(token) }),
  );
  // An ad credit: a level that pays for ads, a one-second ad, then start and (a second later) complete.
  const rowsOf = (result: unknown) => (result as { rows: { id: string }[] }).rows;
  const [level] = rowsOf(
    await db.execute(
      sql`INSERT INTO levels (level, title, ads_per_day, rate_per_ad_cents, price_cents, expiry_in_days)
          VALUES (1, 'Count', 50, 5, 100, 30) RETURNING id`,
    ),
  );
  await db.execute(
    sql`INSERT INTO member_levels (user_id, level_id, level_price_cents, paid_cents, starts_at, expires_at, created_at)
        VALUES (${sender.id}, ${level?.id}, 100, 0, ${clock.now()}, ${clock.now()}::timestamptz + interval '30 days', ${clock.now()})`,
  );
  const ads = rowsOf(
    await db.execute(
      sql`INSERT INTO reward_ads (title, media_url, media_type, duration_seconds)
          SELECT 'Ad ' || n, 'https://example.com/ad' || n || '.png', 'IMAGE', 1 FROM generate_series(1, 3) n
          RETURNING id`,
    ),
  );
  await measure('GET /spin', () => ctx.app.inject({ url: '/api/spin', headers: bearer(token) }));
  await measure('GET /ads', () => ctx.app.inject({ url: '/api/ads', headers: bearer(token) }));
  let ad = 0;
  let viewId = '';
  await measure('POST /ads/:id/start + complete', async () => {
    const adId = ads[ad++]?.id ?? '';
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/ads/${adId}/start`,
      headers: bearer(token),
    });
    viewId = started.json<{ viewId: string }>().viewId;
    clock.advance(1_000);
    return { statusCode: started.statusCode };
  });
  const startCount = seen.length;
  seen.length = 0;
  const completed = await ctx.app.inject({
    method: 'POST',
    url: `/api/ads/views/${viewId}/complete`,
    headers: bearer(token),
  });
  console.log(
    `\nPOST /ads/views/:id/complete: ${String(completed.statusCode)}, ${String(seen.length)} round trips (start: ${String(startCount)})`,
  );
  for (const line of seen) console.log(`  ${line}`);
  // Which plans PostgreSQL chose for the prepared statements after a few more calls (the same connection
  // serves these sequential calls): a generic plan is planned once, a custom plan on every call.
  for (let call = 0; call < 8; call += 1) {
    await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) });
    await ctx.app.inject({ url: '/api/wallets/me', headers: bearer(token) });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: { ...bearer(token), 'idempotency-key': `count-${String((key += 1))}` },
      payload: { recipientAccountNumber: recipient.accountNumber, amount: 1, senderName: 'Sender' },
    });
  }
  const plans: unknown = await db.execute(
    sql`select name, generic_plans::int as generic, custom_plans::int as custom,
          left(regexp_replace(statement, '[[:space:]]+', ' ', 'g'), 90) as statement
        from pg_prepared_statements order by generic_plans + custom_plans desc limit 20`,
  );
  const { rows } = plans as { rows: { generic: number; custom: number; statement: string }[] };
  console.log('\nprepared statements on this connection (generic / custom plans):');
  for (const row of rows)
    console.log(`  ${String(row.generic).padStart(3)} / ${String(row.custom).padStart(3)}  ${row.statement}`);
} finally {
  await ctx.close();
}
