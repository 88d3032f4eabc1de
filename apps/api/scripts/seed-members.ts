import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../src/db/client';
import { newAccountNumber, sha256 } from '../src/lib/tokens';
import { postTransaction, systemAccountId } from '../src/modules/ledger/ledger.service';

export interface SeededMember {
  id: string;
  /** A signed-in session's bearer token. */
  token: string;
  accountNumber: string;
}

/**
 * `count` active members straight in the tables of a migrated, empty database, each with a wallet and a
 * session for a day, and $1,000 each through the real ledger (an adjustment each, referenced by
 * `reference`), for the load scripts (bench, cpu-per-call, statement-costs).
 */
export async function seedMembersWithMoney(
  client: pg.Client,
  db: Database,
  count: number,
  reference: string,
): Promise<SeededMember[]> {
  const members = await seedSignedInMembers(client, count, reference);
  const wallets = await client.query<{ id: string }>(
    `SELECT id FROM accounts WHERE user_id = ANY($1::uuid[])`,
    [members.map((member) => member.id)],
  );
  // One adjustment per member, as a ledger of real members holds one transaction or more each: the tables
  // the money statements' checks read are then of a size the planner plans index scans for.
  await db.transaction(async (tx) => {
    const funding = await systemAccountId(tx, 'ADMIN_ADJUSTMENTS');
    for (const row of wallets.rows)
      await postTransaction(tx, {
        kind: 'ADJUSTMENT',
        description: 'Benchmark funding',
        referenceType: 'bench',
        referenceId: reference,
        entries: [
          { accountId: funding, amount: -100_000 },
          { accountId: row.id, amount: 100_000 },
        ],
      });
  });
  return members;
}

/**
 * `count` more active members with an empty wallet and a session for a day each (no money), their e-mails
 * told apart from other seeds' by `label`: for loads that need many members signed in (the live bench).
 */
export async function seedSignedInMembers(
  client: pg.Client,
  count: number,
  label: string,
): Promise<SeededMember[]> {
  const members: SeededMember[] = Array.from({ length: count }, () => ({
    id: '',
    token: randomBytes(24).toString('hex'),
    accountNumber: newAccountNumber(),
  }));
  const ids = await client.query<{ id: string; account_number: string }>(
    `INSERT INTO users (name, email, password_hash, account_number, status, email_verified_at)
     SELECT 'Bench member ' || $2 || '-' || n, 'bench-' || $2 || '-' || n || '@example.com', 'x', number,
            'ACTIVE', now()
     FROM unnest($1::text[]) WITH ORDINALITY AS t(number, n)
     RETURNING id, account_number`,
    [members.map((member) => member.accountNumber), label],
  );
  const idByNumber = new Map(ids.rows.map((row) => [row.account_number, row.id]));
  for (const member of members) member.id = idByNumber.get(member.accountNumber) ?? '';
  await client.query(
    `INSERT INTO accounts (kind, user_id) SELECT 'WALLET', id FROM unnest($1::uuid[]) AS t(id)`,
    [members.map((member) => member.id)],
  );
  await client.query(
    `INSERT INTO sessions (token_hash, kind, user_id, expires_at)
     SELECT hash, 'USER', id::uuid, now() + interval '1 day'
     FROM unnest($1::text[], $2::text[]) AS t(hash, id)`,
    [members.map((member) => sha256(member.token)), members.map((member) => member.id)],
  );
  return members;
}

/**
 * A level that pays 5 cents an ad, 50 ads a day (or one for each ad if more), held by every member from
 * an hour ago for 30 days, and `ads` one-second ads to watch: their ids. For the load scripts' ad rounds
 * (bench, statement-costs).
 */
export async function seedAdLevel(client: pg.Client, ads: number): Promise<string[]> {
  const level = await client.query<{ id: string }>(
    `INSERT INTO levels (level, title, ads_per_day, rate_per_ad_cents, price_cents, expiry_in_days)
     VALUES (1, 'Bench', greatest(50, $1::int), 5, 100, 30) RETURNING id`,
    [ads],
  );
  await client.query(
    `INSERT INTO member_levels (user_id, level_id, level_price_cents, paid_cents, starts_at, expires_at, created_at)
     SELECT id, $1, 100, 0, now() - interval '1 hour', now() + interval '30 days', now() FROM users`,
    [level.rows[0]?.id],
  );
  const rows = await client.query<{ id: string }>(
    `INSERT INTO reward_ads (title, media_url, media_type, duration_seconds)
     SELECT 'Bench ad ' || n, 'https://example.com/ad' || n || '.png', 'IMAGE', 1 FROM generate_series(1, $1::int) n
     RETURNING id`,
    [ads],
  );
  return rows.rows.map((row) => row.id);
}
