import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseError, type TestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { migrationsFolder, runMigrations } from './migrate';

/** Applies the migrations up to and including `lastTag` only, from a copy of the folder and journal. */
async function migrateUpTo(handle: DatabaseHandle, lastTag: string): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-migrations-'));
  try {
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration ${lastTag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    if (handle.kind === 'pglite') {
      await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: folder });
    } else {
      await migratePg(drizzlePg({ client: handle.pool }), { migrationsFolder: folder });
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Runs `body` on a new empty database migrated up to and including `lastTag`, then drops the database. */
async function onDatabaseMigratedTo(lastTag: string, body: (handle: DatabaseHandle) => Promise<void>) {
  const fresh = await createTestDatabase(undefined, { empty: true });
  try {
    await migrateUpTo(fresh.handle, lastTag);
    await body(fresh.handle);
  } finally {
    await fresh.drop();
  }
}

/** An ACTIVE member written straight into users; answers its id. */
async function insertMember(db: DatabaseHandle['db'], name: string, accountNumber: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into users (name, email, password_hash, account_number, status)
      values (${name}, ${`${accountNumber.toLowerCase()}@example.com`}, 'x', ${accountNumber}, 'ACTIVE')
      returning id`),
  );
  return row?.id ?? '';
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(undefined, { empty: true });
});
afterAll(async () => {
  await database.drop();
});

describe('migration 0020: ledger entries carry their posting’s kind', () => {
  it('fills the kind of the entries already booked, then keeps the ledger append-only', async () => {
    const { db } = database.handle;
    await migrateUpTo(database.handle, '0019_search_trigram_indexes');
    const account = async (kind: string) =>
      rowsOf<{ id: string }>(
        await db.execute(sql`select id from accounts where kind = ${kind}::account_kind and user_id is null`),
      )[0]?.id ?? '';
    const adjustments = await account('ADMIN_ADJUSTMENTS');
    const clearing = await account('DEPOSITS_CLEARING');
    for (const [kind, reference] of [
      ['DEPOSIT', 'd-1'],
      ['ADJUSTMENT', 'a-1'],
    ] as const) {
      await db.execute(sql`
        with t as (
          insert into ledger_transactions (kind, description, reference_type, reference_id)
          values (${kind}, 'before 0020', 'test', ${reference}) returning id
        )
        insert into ledger_entries (transaction_id, account_id, amount)
        select t.id, entry.account_id, entry.amount from t,
          (values (${adjustments}::uuid, 500::bigint), (${clearing}::uuid, -500::bigint)) as entry(account_id, amount)`);
    }

    await runMigrations(database.handle);

    const rows = rowsOf<{ entry: string; posting: string }>(
      await db.execute(sql`
        select e.kind as entry, t.kind as posting
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        order by e.id`),
    );
    expect(rows).toEqual([
      { entry: 'DEPOSIT', posting: 'DEPOSIT' },
      { entry: 'DEPOSIT', posting: 'DEPOSIT' },
      { entry: 'ADJUSTMENT', posting: 'ADJUSTMENT' },
      { entry: 'ADJUSTMENT', posting: 'ADJUSTMENT' },
    ]);
    expect(await databaseError(db.execute(sql`UPDATE ledger_entries SET kind = 'REWARD'`))).toMatch(
      /the ledger is append-only/,
    );
  });
});

describe('migration 0023: a member’s own notifications carry their reading', () => {
  it('moves the readings of own notifications onto them and keeps the broadcasts’ readings', async () => {
    await onDatabaseMigratedTo('0022_member_task_indexes', async (handle) => {
      const { db } = handle;
      const memberId = await insertMember(db, 'Reader', 'R000000001');
      const notice = async (title: string, userId: string | null) =>
        rowsOf<{ id: string }>(
          await db.execute(
            sql`insert into notifications (user_id, title, message) values (${userId}, ${title}, 'm') returning id`,
          ),
        )[0]?.id ?? '';
      const ownRead = await notice('own, read', memberId);
      const ownUnread = await notice('own, unread', memberId);
      const broadcastRead = await notice('broadcast, read', null);
      await db.execute(sql`
        insert into notification_reads (notification_id, user_id, read_at)
        values (${ownRead}, ${memberId}, '2026-11-01T10:00:00Z'), (${broadcastRead}, ${memberId}, now())`);

      await runMigrations(handle);

      const notices = rowsOf<{ id: string; read_at: string | null }>(
        await db.execute(
          sql`select id, read_at::text from notifications where user_id is not null order by title`,
        ),
      );
      expect(notices).toEqual([
        { id: ownRead, read_at: '2026-11-01 10:00:00+00' },
        { id: ownUnread, read_at: null },
      ]);
      const reads = rowsOf<{ notification_id: string }>(
        await db.execute(sql`select notification_id from notification_reads`),
      );
      expect(reads).toEqual([{ notification_id: broadcastRead }]);
    });
  });
});

describe('migration 0024: each member’s latest run of ad days', () => {
  it('counts the run of every member with approved ad rewards, and keeps it from then on', async () => {
    await onDatabaseMigratedTo('0023_notification_read_state', async (handle) => {
      const { db } = handle;
      const runner = await insertMember(db, 'Runner', 'R000000001');
      const idle = await insertMember(db, 'Idle', 'R000000002');
      let written = 0;
      const earning = async (userId: string, day: string, source = 'ADS', status = 'APPROVED') => {
        written += 1;
        await db.execute(sql`
          insert into earnings (user_id, source, status, amount, description, reference_type, reference_id,
            business_day, created_at)
          values (${userId}, ${source}::earning_source, ${status}::earning_status, 0, 'Ad', 'test',
            ${`earning-${String(written)}`}, ${day}::date, now())`);
      };
      // Runs of three and two days; a task and a rejected ad fill neither gap.
      for (const day of ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-06', '2026-10-07']) {
        await earning(runner, day);
      }
      await earning(runner, '2026-10-07');
      await earning(runner, '2026-10-05', 'TASKS');
      await earning(runner, '2026-10-04', 'ADS', 'REJECTED');
      await earning(idle, '2026-10-07', 'SPIN');

      await runMigrations(handle);

      const runs = async () =>
        rowsOf<{ user_id: string; last_day: string; run_days: number }>(
          await db.execute(sql`select user_id, last_day::text, run_days from member_ad_streaks`),
        );
      expect(await runs()).toEqual([{ user_id: runner, last_day: '2026-10-07', run_days: 2 }]);
      // From here on the triggers keep it: the missing days join the two runs.
      await earning(runner, '2026-10-05');
      await earning(runner, '2026-10-04');
      expect(await runs()).toEqual([{ user_id: runner, last_day: '2026-10-07', run_days: 7 }]);
    });
  });
});

describe('migration 0029: stored identifiers folded as a person reads them', () => {
  it('folds transaction ids and payout accounts, leaving a look-alike of another deposit as it was', async () => {
    await onDatabaseMigratedTo('0028_deposits_paid_to', async (handle) => {
      const { db } = handle;
      const member = await insertMember(db, 'Folder', 'F000000001');
      const deposit = async (method: string, transactionId: string) =>
        db.execute(sql`
          insert into deposits (user_id, amount_cents, payment_method, transaction_id)
          values (${member}, 100, ${method}::payment_method, ${transactionId})`);
      await deposit('EASYPAISA', 'TRX-A-1');
      // The same id as the first, with non-breaking hyphens: kept, so both stay visible.
      await deposit('EASYPAISA', 'TRX\u2011A\u20111');
      await deposit('EASYPAISA', '\uFF34\uFF32\uFF38-B-2');
      await deposit('NAYAPAY', 'TRX\u200B-C 3');
      await deposit('NAYAPAY', '\u06F1\u06F2\u06F3\u06F4');
      await db.execute(sql`
        insert into withdrawals (user_id, amount_cents, fee_cents, payment_method, bank_name,
          account_holder_name, account_number)
        values (${member}, 100, 0, 'EASYPAISA', 'Easypaisa', 'Folder', '0300\u2011123 4567')`);

      await runMigrations(handle);

      const ids = rowsOf<{ transaction_id: string }>(
        await db.execute(sql`select transaction_id from deposits order by created_at, transaction_id`),
      ).map((row) => row.transaction_id);
      expect(ids.sort()).toEqual(['1234', 'TRX-A-1', 'TRX-B-2', 'TRX-C3', 'TRX\u2011A\u20111'].sort());
      const [withdrawal] = rowsOf<{ account_number: string }>(
        await db.execute(sql`select account_number from withdrawals`),
      );
      expect(withdrawal?.account_number).toBe('0300-1234567');
    });
  });
});

describe('migration 0042: a member’s language', () => {
  it('makes every member English, keeps notifications’ text, and lets a member’s notice carry its key live', async () => {
    await onDatabaseMigratedTo('0041_fraud_defence', async (handle) => {
      const { db } = handle;
      const member = await insertMember(db, 'Speaker', 'S000000001');
      await db.execute(
        sql`insert into notifications (user_id, title, message) values (${member}, 'Before', 'Old text')`,
      );

      await runMigrations(handle);

      expect(rowsOf(await db.execute(sql`select language from users`))).toEqual([{ language: 'en' }]);
      expect(
        rowsOf(await db.execute(sql`select title, message, message_key, message_params from notifications`)),
      ).toEqual([{ title: 'Before', message: 'Old text', message_key: null, message_params: null }]);
      expect(await databaseError(db.execute(sql`update users set language = 'fr'`))).toMatch(
        /users_language_known/,
      );

      await db.execute(sql`update users set language = 'ur'`);
      await db.execute(sql`
        insert into notifications (user_id, title, message, message_key, message_params)
        values (${member}, 'Deposit completed', 'English', 'depositCompleted', '{"amountCents": 100}')`);
      await db.execute(sql`insert into notifications (title, message) values ('For all', 'Everyone')`);
      const payloads = rowsOf<{ payload: Record<string, unknown> }>(
        await db.execute(
          sql`select payload from live_events where type = 'notification' and payload->>'title' <> 'Before' order by id`,
        ),
      ).map((row) => row.payload);
      expect(payloads).toMatchObject([
        {
          title: 'Deposit completed',
          messageKey: 'depositCompleted',
          messageParams: { amountCents: 100 },
          language: 'ur',
        },
        { title: 'For all', message: 'Everyone' },
      ]);
      expect(payloads[1]).not.toHaveProperty('messageKey');
    });
  });
});
