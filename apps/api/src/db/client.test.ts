import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { eq, sql } from 'drizzle-orm';
import { builtOnce, databaseKey, openDatabase, sqlBuiltOnce, type DatabaseHandle } from './client';
import { aviatorSettings, spinSegments } from './schema';

let database: TestDatabase;
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  // Another database of the same kind; it needs no tables to have a key of its own.
  other = await openDatabase({ kind: 'pglite' });
}, 120_000);
afterAll(async () => {
  await database.drop();
  await other.close();
});

describe('databaseKey', () => {
  it('is the same for a database and its transactions, and differs between two databases', async () => {
    const key = databaseKey(database.handle.db);
    const keys = await database.handle.db.transaction(async (tx) => {
      const nested = await tx.transaction((savepoint) => Promise.resolve(databaseKey(savepoint)));
      return [databaseKey(tx), nested];
    });
    expect(keys[0]).toBe(key);
    expect(keys[1]).toBe(key);
    expect(databaseKey(other.db)).not.toBe(key);
  });
});

describe('builtOnce', () => {
  // Prepared once (on whichever executor asks first), run on the executor given each time.
  const limitsById = builtOnce((db) =>
    db
      .select({ maxBetCents: aviatorSettings.maxBetCents })
      .from(aviatorSettings)
      .where(eq(aviatorSettings.id, sql.placeholder('id')))
      .prepare('client_test_limits_by_id'),
  );
  const row = { id: 1, maxBetCents: 1234, maxWinCents: 5678 };

  it('runs on the connection of the transaction it is given, and on the database outside it', async () => {
    const { db } = database.handle;
    // Prepared first inside a transaction that is rolled back: the row it saw goes with it.
    const rolledBack = await db
      .transaction(async (tx) => {
        await tx.insert(aviatorSettings).values(row);
        expect(await limitsById(tx).execute({ id: 1 })).toEqual([{ maxBetCents: 1234 }]);
        tx.rollback();
      })
      .then(
        () => false,
        (error: unknown) => error instanceof Error && error.message === 'Rollback',
      );
    expect(rolledBack).toBe(true);
    expect(await limitsById(db).execute({ id: 1 })).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.insert(aviatorSettings).values(row);
      // Only the transaction's own connection sees its row before it commits, savepoints included.
      expect(await limitsById(tx).execute({ id: 1 })).toEqual([{ maxBetCents: 1234 }]);
      expect(await tx.transaction((savepoint) => limitsById(savepoint).execute({ id: 1 }))).toEqual([
        { maxBetCents: 1234 },
      ]);
      if (database.handle.kind === 'postgres') expect(await limitsById(db).execute({ id: 1 })).toEqual([]);
    });
    expect(await limitsById(db).execute({ id: 1 })).toEqual([{ maxBetCents: 1234 }]);
    // Another database has a statement of its own (and no tables here).
    await expect(limitsById(other.db).execute({ id: 1 })).rejects.toThrow();
  });
});

describe('sqlBuiltOnce', () => {
  // SQL text with placeholders, built once; it answers rows as the driver gives them.
  const prizesAbove = sqlBuiltOnce<{ label: string; prize: string }>(
    'client_test_prizes_above',
    () =>
      sql`select label, prize_cents::text as prize from ${spinSegments}
        where prize_cents > ${sql.placeholder('cents')}::bigint order by label`,
  );

  it('answers the rows of the executor it is given, a transaction included', async () => {
    const { db } = database.handle;
    await db.transaction(async (tx) => {
      await tx.insert(spinSegments).values([
        { label: 'client test a', prizeCents: 4321, weight: 1, colour: '#000000' },
        { label: 'client test b', prizeCents: 10, weight: 1, colour: '#000000' },
      ]);
      expect(await prizesAbove(tx).execute({ cents: 4000 })).toEqual([
        { label: 'client test a', prize: '4321' },
      ]);
      expect(await prizesAbove(tx).execute({ cents: 5000 })).toEqual([]);
      if (database.handle.kind === 'postgres')
        expect(await prizesAbove(db).execute({ cents: 4000 })).toEqual([]);
    });
    expect(await prizesAbove(db).execute({ cents: 1 })).toEqual([
      { label: 'client test a', prize: '4321' },
      { label: 'client test b', prize: '10' },
    ]);
  });
});
