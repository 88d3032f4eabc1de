import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';
import { createSmtpTransport, SMTP_TIMEOUTS } from '../mail/mail.service';
import { createJobWorker } from './job-worker';
import {
  claimJobs,
  completeJob,
  enqueueJob,
  JOB_TIMEOUT_MS,
  scheduleRepeatingJob,
  STALE_LOCK_MS,
  startJob,
} from './jobs.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.jobs.stop();
});
beforeEach(async () => {
  // Each test sees only its own jobs (the app schedules its purge at start).
  await ctx.app.db.delete(jobs);
});

/** Moves a job's lock back in time, as if its attempt had started `ms` ago. */
async function lockedAgo(id: number, ms: number) {
  await ctx.app.db
    .update(jobs)
    .set({ lockedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(jobs.id, id));
}

async function jobRow(id: number) {
  const [row] = await ctx.app.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
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

  it('claims normal work before bulk work queued earlier, each oldest first', async () => {
    const bulk = [
      await enqueueJob(ctx.app.db, 'send', { n: 1 }, { priority: 'bulk' }),
      await enqueueJob(ctx.app.db, 'send', { n: 2 }, { priority: 'bulk' }),
    ];
    const normal = [
      await enqueueJob(ctx.app.db, 'send', { n: 3 }),
      await enqueueJob(ctx.app.db, 'send', { n: 4 }),
    ];
    expect((await claimJobs(ctx.app.db, 1)).map((job) => job.id)).toEqual([normal[0]]);
    expect((await claimJobs(ctx.app.db, 10)).map((job) => job.id)).toEqual([normal[1], ...bulk]);
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

describe('a worker asked to stop', () => {
  it('gives back the jobs of its batch it has not started, for another process to take at once', async () => {
    const ids = [
      await enqueueJob(ctx.app.db, 'batch', { n: 1 }),
      await enqueueJob(ctx.app.db, 'batch', { n: 2 }),
      await enqueueJob(ctx.app.db, 'batch', { n: 3 }),
    ];
    const ran: number[] = [];
    let stopping: Promise<void> | undefined;
    const worker = createJobWorker({
      db: ctx.app.db,
      log: ctx.app.log,
      pollMs: 5,
      handlers: {
        batch: (job) => {
          ran.push(job.id);
          // The process is told to stop while the first job of its batch of three runs.
          stopping ??= worker.stop();
          return Promise.resolve();
        },
      },
    });
    worker.start();
    await vi.waitFor(() => expect(stopping).toBeDefined());
    await stopping;
    expect(ran).toEqual([ids[0]]);
    expect(await jobRow(ids[0] ?? 0)).toMatchObject({ status: 'DONE' });
    for (const id of ids.slice(1)) {
      expect(await jobRow(id)).toMatchObject({ status: 'PENDING', attempts: 0, lockedAt: null });
    }
    expect((await claimJobs(ctx.app.db, 10)).map((job) => job.id)).toEqual(ids.slice(1));
  });
});

describe('a job that is still running', () => {
  it('is not reclaimed until long after its attempt could have timed out', async () => {
    const id = await enqueueJob(ctx.app.db, 'send', {});
    expect(await claimJobs(ctx.app.db, 10)).toMatchObject([{ id, attempts: 1 }]);
    // Six minutes: past the old five-minute lock, still within what a slow send may take plus margin.
    await lockedAgo(id, 6 * 60_000);
    expect(await claimJobs(ctx.app.db, 10)).toEqual([]);
    await lockedAgo(id, STALE_LOCK_MS - 5_000);
    expect(await claimJobs(ctx.app.db, 10)).toEqual([]);
    await lockedAgo(id, STALE_LOCK_MS + 5_000);
    expect(await claimJobs(ctx.app.db, 10)).toMatchObject([{ id, attempts: 2, status: 'RUNNING' }]);
  });

  it('is reclaimed only after every limit on its send has passed', () => {
    const slowestSend =
      SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + 4 * SMTP_TIMEOUTS.socketTimeout;
    expect(slowestSend).toBeLessThan(JOB_TIMEOUT_MS);
    expect(STALE_LOCK_MS).toBeGreaterThanOrEqual(3 * JOB_TIMEOUT_MS);
  });

  it('keeps its lock fresh when its turn in a claimed batch comes', async () => {
    const first = await enqueueJob(ctx.app.db, 'send', {});
    const second = await enqueueJob(ctx.app.db, 'send', {});
    const claimed = await claimJobs(ctx.app.db, 10);
    expect(claimed.map((job) => job.id)).toEqual([first, second]);
    await lockedAgo(second, STALE_LOCK_MS - 1_000);
    const secondJob = claimed[1];
    if (secondJob === undefined) throw new Error('not claimed');
    expect(await startJob(ctx.app.db, secondJob)).toBe(true);
    await lockedAgo(first, STALE_LOCK_MS + 1_000);
    // Only the first one looks abandoned now.
    expect((await claimJobs(ctx.app.db, 10)).map((job) => job.id)).toEqual([first]);
  });

  it('cannot be finished by a worker it was taken from', async () => {
    const id = await enqueueJob(ctx.app.db, 'send', {});
    const [mine] = await claimJobs(ctx.app.db, 10);
    if (mine === undefined) throw new Error('not claimed');
    await lockedAgo(id, STALE_LOCK_MS + 1_000);
    const [theirs] = await claimJobs(ctx.app.db, 10);
    if (theirs === undefined) throw new Error('not reclaimed');
    expect(await startJob(ctx.app.db, mine)).toBe(false);
    await completeJob(ctx.app.db, mine);
    expect(await jobRow(id)).toMatchObject({ status: 'RUNNING', attempts: 2 });
    await completeJob(ctx.app.db, theirs);
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('that has used its last attempt is failed when its process died, not run once more', async () => {
    const id = await enqueueJob(ctx.app.db, 'mail-once', {}, { maxAttempts: 2 });
    await ctx.app.db.update(jobs).set({ status: 'RUNNING', attempts: 2 }).where(eq(jobs.id, id));
    await lockedAgo(id, STALE_LOCK_MS + 1_000);
    let calls = 0;
    const worker = createJobWorker({
      db: ctx.app.db,
      log: ctx.app.log,
      handlers: {
        'mail-once': async () => {
          calls += 1;
        },
      },
    });
    await worker.drain();
    expect(calls).toBe(0);
    expect(await jobRow(id)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      lastError: 'The process running its last attempt stopped; not tried again.',
    });
  });

  it('that outlasts its time limit is left running for a later reclaim, never retried at once', async () => {
    const id = await enqueueJob(ctx.app.db, 'hangs', {});
    const worker = createJobWorker({
      db: ctx.app.db,
      log: ctx.app.log,
      jobTimeoutMs: 100,
      handlers: { hangs: () => new Promise<void>(() => undefined) },
    });
    await worker.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'RUNNING', attempts: 1 });
    expect(await claimJobs(ctx.app.db, 10)).toEqual([]);
  });
});

describe('sending over SMTP', () => {
  it('gives up on a server that never answers within the transport timeouts', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const transport = createSmtpTransport(`smtp://127.0.0.1:${String(address.port)}`, 'a@example.com', {
      connectionTimeout: 300,
      greetingTimeout: 300,
      socketTimeout: 300,
    });
    const started = Date.now();
    await expect(transport.send({ to: 'b@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow(
      /greeting|timeout/i,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    transport.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});

describe('a repeating job', () => {
  it('is one row however often and by how many processes it is scheduled, and runs again after each run', async () => {
    await Promise.all(Array.from({ length: 5 }, () => scheduleRepeatingJob(ctx.app.db, 'tidy', 3600)));
    const rows = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, 'tidy'));
    expect(rows).toHaveLength(1);
    let runs = 0;
    const worker = createJobWorker({
      db: ctx.app.db,
      log: ctx.app.log,
      repeating: [{ kind: 'tidy', everySeconds: 3600 }],
      handlers: {
        tidy: async () => {
          runs += 1;
        },
      },
    });
    await worker.drain();
    expect(runs).toBe(1);
    const [after] = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, 'tidy'));
    expect(after).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(after?.runAt.getTime()).toBeGreaterThan(Date.now() + 3500 * 1000);
    await scheduleRepeatingJob(ctx.app.db, 'tidy', 3600);
    expect(await ctx.app.db.select().from(jobs).where(eq(jobs.kind, 'tidy'))).toHaveLength(1);
  });

  it('that keeps failing waits for its next turn instead of stopping for good', async () => {
    await scheduleRepeatingJob(ctx.app.db, 'broken', 600);
    await ctx.app.db.update(jobs).set({ attempts: 2 }).where(eq(jobs.kind, 'broken'));
    const worker = createJobWorker({
      db: ctx.app.db,
      log: ctx.app.log,
      handlers: { broken: () => Promise.reject(new Error('disk full')) },
    });
    await worker.drain();
    const [row] = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, 'broken'));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 0, lastError: 'disk full' });
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 500 * 1000);
  });
});
