import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';
import { createJobWorker } from './job-worker';
import { claimJobs, enqueueJob } from './jobs.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.jobs.stop();
});
afterAll(async () => {
  await ctx.close();
});

describe('background jobs', () => {
  it('retries a failing job with back-off and gives up after its attempts', async () => {
    const id = await enqueueJob(ctx.app.db, 'flaky', { n: 1 }, { maxAttempts: 2 });
    let calls = 0;
    const worker = createJobWorker({
      db: ctx.app.db,
      log: ctx.app.log,
      handlers: {
        flaky: () => {
          calls += 1;
          return Promise.reject(new Error(`boom ${calls}`));
        },
      },
    });
    await worker.drain();
    let [row] = await ctx.app.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'boom 1' });
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now());

    await ctx.app.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await worker.drain();
    [row] = await ctx.app.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2, lastError: 'boom 2' });
    expect(calls).toBe(2);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')('never hands one job to two workers at once', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 40; index += 1) ids.push(await enqueueJob(ctx.app.db, 'parallel', { index }));
    const batches = await Promise.all(Array.from({ length: 8 }, () => claimJobs(ctx.app.db, 10)));
    const claimed = batches.flat().map((job) => job.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  });
});
