import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';
import { processBus } from './live-bus';
import { createLiveRelay, type LiveRelay } from './live-relay';

/**
 * The relay passes events on in id order although transactions commit out of it: an id taken by a
 * transaction still open is waited for, one rolled back is given up after the wait, and one that commits
 * after the wait is still passed on. Needs concurrent transactions: PostgreSQL only.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('the live event relay', () => {
  let ctx: TestContext;
  let relay: LiveRelay;
  const seen: number[] = [];
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ databaseKind: 'postgres' });
    relay = createLiveRelay({
      db: ctx.app.db,
      bus: processBus(),
      log: ctx.app.log,
      pollMs: 60_000,
      holeWaitMs: 300,
      deliver: (events) => seen.push(...events.map((event) => event.id)),
    });
    relay.start();
    await relay.skipToEnd();
  });
  afterAll(async () => {
    await relay.stop();
    for (const client of clients) await client.end();
    await ctx.close();
  });

  async function transaction() {
    const client = new pg.Client({ connectionString: ctx.database.url });
    clients.push(client);
    await client.connect();
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO live_events (audience, type, payload) VALUES ('ADMINS', 'admin.queue', '{}') RETURNING id`,
    );
    return {
      id: Number(rows[0]?.id),
      commit: () => client.query('COMMIT'),
      rollback: () => client.query('ROLLBACK'),
    };
  }
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const seenNow = async (ms: number) => {
    relay.publish();
    await settle(ms);
    return [...seen];
  };

  it('waits for an earlier id whose transaction is still open, then passes both on in order', async () => {
    seen.length = 0;
    const early = await transaction();
    const late = await transaction();
    await late.commit();
    expect(await seenNow(100)).toEqual([]);
    await early.commit();
    expect(await seenNow(100)).toEqual([early.id, late.id]);
  });

  it('gives up an id rolled back, after the wait', async () => {
    seen.length = 0;
    const rolledBack = await transaction();
    const committed = await transaction();
    await rolledBack.rollback();
    await committed.commit();
    expect(await seenNow(100)).toEqual([]);
    expect(await seenNow(400)).toEqual([committed.id]);
  });

  it('still passes on an id that commits after the wait', async () => {
    seen.length = 0;
    const slow = await transaction();
    const quick = await transaction();
    await quick.commit();
    expect(await seenNow(450)).toEqual([quick.id]);
    await slow.commit();
    expect(await seenNow(100)).toEqual([quick.id, slow.id]);
  });
});
