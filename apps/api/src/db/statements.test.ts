import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { aviatorSettings, spinSegments } from './schema';
import { builtOnce } from './statements';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.drop();
});

const settingsRow = { id: 1, maxBetCents: 1234, maxWinCents: 5678 };

/** Runs `body` in a transaction that is rolled back at the end, whatever it wrote. */
async function rolledBack(body: Parameters<TestDatabase['handle']['db']['transaction']>[0]) {
  const outcome = await database.handle.db
    .transaction(async (tx) => {
      await body(tx);
      tx.rollback();
    })
    .then(
      () => 'committed',
      (error: unknown) => (error instanceof Error && error.message === 'Rollback' ? 'rolled back' : error),
    );
  expect(outcome).toBe('rolled back');
}

describe('builtOnce with fields', () => {
  // A select built once (on whichever executor asks first), run on the executor given each time.
  const limitsById = builtOnce((db, fields) =>
    db
      .select(fields({ maxBetCents: aviatorSettings.maxBetCents, updatedAt: aviatorSettings.updatedAt }))
      .from(aviatorSettings)
      .where(eq(aviatorSettings.id, sql.placeholder('id'))),
  );

  it('runs on the connection of the transaction it is given, and on the database outside it', async () => {
    const { db } = database.handle;
    // Built first inside a transaction that is rolled back: the row it saw goes with it.
    await rolledBack(async (tx) => {
      await tx.insert(aviatorSettings).values(settingsRow);
      expect(await limitsById(tx, { id: 1 })).toMatchObject([{ maxBetCents: 1234 }]);
    });
    expect(await limitsById(db, { id: 1 })).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.insert(aviatorSettings).values(settingsRow);
      // Only the transaction's own connection sees its row before it commits, savepoints included.
      expect(await limitsById(tx, { id: 1 })).toMatchObject([{ maxBetCents: 1234 }]);
      expect(await tx.transaction((savepoint) => limitsById(savepoint, { id: 1 }))).toMatchObject([
        { maxBetCents: 1234 },
      ]);
      if (database.handle.kind === 'postgres') expect(await limitsById(db, { id: 1 })).toEqual([]);
    });
    const [row] = await limitsById(db, { id: 1 });
    // Decoded by the column types, as Drizzle's own select decodes them.
    expect(row?.maxBetCents).toBe(1234);
    expect(row?.updatedAt).toBeInstanceOf(Date);
    const [drizzles] = await db
      .select({ updatedAt: aviatorSettings.updatedAt })
      .from(aviatorSettings)
      .where(eq(aviatorSettings.id, 1));
    expect(row?.updatedAt).toEqual(drizzles?.updatedAt);
    await db.delete(aviatorSettings);
  });

  it('nests tables, keeps same-named columns apart and answers a left join that found nothing as null', async () => {
    const segmentWithSettings = builtOnce((db, fields) =>
      db
        .select(
          fields({
            segment: spinSegments,
            settings: aviatorSettings,
            named: { label: spinSegments.label },
            above: sql<boolean>`${spinSegments.prizeCents} > ${sql.placeholder('cents')}::bigint`,
          }),
        )
        .from(spinSegments)
        .leftJoin(aviatorSettings, eq(aviatorSettings.id, sql.placeholder('settingsId')))
        .where(eq(spinSegments.label, sql.placeholder('label'))),
    );
    await rolledBack(async (tx) => {
      await tx.insert(aviatorSettings).values(settingsRow);
      const [inserted] = await tx
        .insert(spinSegments)
        .values({ label: 'statements test', prizeCents: 4321, weight: 1, colour: '#000000' })
        .returning();
      const [found] = await segmentWithSettings(tx, { cents: 4000, settingsId: 1, label: 'statements test' });
      expect(found).toEqual({
        segment: inserted,
        settings: { ...settingsRow, updatedAt: expect.any(Date) as unknown },
        named: { label: 'statements test' },
        above: true,
      });
      const [without] = await segmentWithSettings(tx, {
        cents: 5000,
        settingsId: 2,
        label: 'statements test',
      });
      expect(without).toMatchObject({ settings: null, above: false, segment: { id: inserted?.id } });
    });
  });
});

describe('builtOnce with SQL text', () => {
  // SQL text with placeholders, built once; it answers rows as the driver gives them.
  const prizesAbove = builtOnce<{ label: string; prize: string }>(
    () =>
      sql`select label, prize_cents::text as prize from ${spinSegments}
        where prize_cents > ${sql.placeholder('cents')}::bigint and label = any(${sql.placeholder('labels')}::text[])
        order by label`,
  );

  it('answers the rows of the executor it is given, a transaction included, with lists as one value', async () => {
    const { db } = database.handle;
    const labels = ['client test a', 'client test b'];
    await db.transaction(async (tx) => {
      await tx.insert(spinSegments).values([
        { label: 'client test a', prizeCents: 4321, weight: 1, colour: '#000000' },
        { label: 'client test b', prizeCents: 10, weight: 1, colour: '#000000' },
      ]);
      expect(await prizesAbove(tx, { cents: 4000, labels })).toEqual([
        { label: 'client test a', prize: '4321' },
      ]);
      expect(await prizesAbove(tx, { cents: 5000, labels })).toEqual([]);
      if (database.handle.kind === 'postgres')
        expect(await prizesAbove(db, { cents: 4000, labels })).toEqual([]);
    });
    expect(await prizesAbove(db, { cents: 1, labels })).toEqual([
      { label: 'client test a', prize: '4321' },
      { label: 'client test b', prize: '10' },
    ]);
    expect(await prizesAbove(db, { cents: 1, labels: ['client test b'] })).toEqual([
      { label: 'client test b', prize: '10' },
    ]);
  });

  it('refuses a call that leaves a placeholder without its value', async () => {
    await expect(prizesAbove(database.handle.db, { cents: 1 })).rejects.toThrow(/labels/);
  });
});
