import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/database';
import { openDatabase, type DatabaseHandle } from './client';
import { MAX_NAMED_PARAMETERS, statementName } from './named-statements';

describe('statementName', () => {
  it('names a planned statement with parameters by its text: one text, one name', () => {
    const text = 'select id from users where id = $1 and status = $2';
    const name = statementName(text, 2);
    expect(name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(statementName(text, 2)).toBe(name);
    expect(statementName(`${text} limit 1`, 2)).not.toBe(name);
    expect(statementName('  WITH t AS (select 1) insert into x select $1', 1)).toMatch(/^s_/);
  });

  it('leaves unnamed what a prepared statement does not suit', () => {
    // No parameters: the simple protocol, which may carry several commands.
    expect(statementName('select 1; select 2', 0)).toBeUndefined();
    // Utility commands are not planned.
    expect(statementName('set local statement_timeout = $1', 1)).toBeUndefined();
    // A text pattern, whose best plan depends on the pattern.
    expect(
      statementName('select id from users where name ilike $1 order by created_at limit $2', 2),
    ).toBeUndefined();
    expect(statementName('select id from deposits where transaction_id LIKE $1', 1)).toBeUndefined();
    // A list of values, whose text changes with its length.
    const many = Array.from({ length: MAX_NAMED_PARAMETERS + 1 }, (_, index) => `$${String(index + 1)}`);
    expect(statementName(`select * from users where id in (${many.join(',')})`, many.length)).toBeUndefined();
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('named statements on PostgreSQL', () => {
  let database: TestDatabase;
  let single: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so both calls below run on the same one.
    single = await openDatabase({ kind: 'postgres', url: database.url ?? '', pool: { size: 1 } });
  }, 120_000);
  afterAll(async () => {
    await single.close();
    await database.drop();
  });

  const prepared = async (text: string) =>
    z.object({ rows: z.array(z.object({ name: z.string(), calls: z.number() })) }).parse(
      await single.db.execute(
        sql`select name, (generic_plans + custom_plans)::int as calls from pg_prepared_statements
              where statement = ${text}`,
      ),
    ).rows;

  it('prepares a parameterised statement once per connection and runs it again by name', async () => {
    const text = 'select count(*)::int as n from users where status = $1';
    const run = async () =>
      z
        .object({ rows: z.array(z.object({ n: z.number() })) })
        .parse(await single.db.execute(sql`select count(*)::int as n from users where status = ${'ACTIVE'}`))
        .rows[0]?.n;
    expect(await run()).toBe(0);
    expect(await run()).toBe(0);
    const statements = await prepared(text);
    expect(statements).toEqual([{ name: statementName(text, 1), calls: 2 }]);
  });

  it('answers the same inside a transaction, where the statement is already prepared', async () => {
    const text = 'select $1::int + 1 as n';
    const run = (db: DatabaseHandle['db']) =>
      db.execute(sql`select ${41}::int + 1 as n`).then((result) => (result as { rows: unknown[] }).rows);
    expect(await run(single.db)).toEqual([{ n: 42 }]);
    expect(await single.db.transaction((tx) => run(tx))).toEqual([{ n: 42 }]);
    expect((await prepared(text))[0]?.calls).toBe(2);
  });
});
