import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  claimJobs,
  completeJob,
  failJob,
  JOB_TIMEOUT_MS,
  releaseJobs,
  scheduleRepeatingJob,
  startJob,
  type Job,
} from './jobs.repository';

export type JobHandler = (job: Job) => Promise<void>;

export interface JobWorker {
  start(): void;
  /** Looks for work now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
  /** Runs until no job is due; for tests and shutdown. */
  drain(): Promise<void>;
}

/** A job the workers run again and again, this many seconds after each run (one row, whoever runs it). */
export interface RepeatingJob {
  kind: string;
  everySeconds: number;
}

class JobTimeout extends Error {}

/** How often a long job's lock is stamped again: well inside STALE_LOCK_MS. */
const HEARTBEAT_MS = 60_000;

export function createJobWorker(options: {
  db: Database;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  repeating?: RepeatingJob[];
  pollMs?: number;
  batchSize?: number;
  /** How long one attempt may take before the worker stops waiting for it. */
  jobTimeoutMs?: number;
  /** Longer limits for kinds that keep their own lock fresh while they run (a backup). */
  jobTimeoutsMs?: Partial<Record<string, number>>;
  /** Called after each job that ran to its end (what it committed may have written live events). */
  onJobDone?: () => void;
}): JobWorker {
  const { db, log, handlers } = options;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const jobTimeoutMs = options.jobTimeoutMs ?? JOB_TIMEOUT_MS;
  const repeating = options.repeating ?? [];
  let scheduled = repeating.length === 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  // Counted by kick() during a run, so the run goes round once more instead of waiting for the poll.
  let kicks = 0;

  async function withinTimeLimit(work: Promise<void>, kind: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new JobTimeout());
      }, options.jobTimeoutsMs?.[kind] ?? jobTimeoutMs);
    });
    try {
      await Promise.race([work, limit]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function runJob(job: Job): Promise<void> {
    if (!(await startJob(db, job))) return;
    const handler = handlers[job.kind];
    try {
      if (handler === undefined) throw new Error(`no handler for job kind ${job.kind}`);
      // A long job keeps its lock fresh, so no worker takes it for one whose process died.
      const heartbeat =
        options.jobTimeoutsMs?.[job.kind] === undefined
          ? undefined
          : setInterval(() => {
              startJob(db, job).catch((error: unknown) => {
                log.warn({ jobId: job.id, err: error }, 'could not refresh a running job');
              });
            }, HEARTBEAT_MS);
      try {
        await withinTimeLimit(handler(job), job.kind);
      } finally {
        clearInterval(heartbeat);
      }
      await completeJob(db, job);
      options.onJobDone?.();
    } catch (error) {
      if (error instanceof JobTimeout) {
        // It may still be sending: leave it RUNNING, to be reclaimed only once surely over.
        log.error({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job is taking too long');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job failed');
      await failJob(db, job, message);
    }
  }

  /**
   * Claims a batch and runs it one job after another. When the worker is asked to stop (`untilStopped`),
   * the jobs of the batch not yet started are given back, so another process takes them at once.
   */
  async function tick(untilStopped: boolean): Promise<number> {
    if (!scheduled) {
      for (const job of repeating) await scheduleRepeatingJob(db, job.kind, job.everySeconds);
      scheduled = true;
    }
    const claimed = await claimJobs(db, batchSize);
    for (const [index, job] of claimed.entries()) {
      if (untilStopped && stopped) {
        await releaseJobs(db, claimed.slice(index));
        break;
      }
      await runJob(job);
    }
    return claimed.length;
  }

  async function loop(): Promise<void> {
    try {
      let processed: number;
      let seenKicks: number;
      do {
        seenKicks = kicks;
        processed = await tick(true);
      } while ((processed > 0 || kicks !== seenKicks) && !stopped);
    } catch (error) {
      log.error({ err: error }, 'job worker tick failed');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = loop().finally(() => {
        running = undefined;
        schedule();
      });
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    kick() {
      if (stopped) return;
      if (running !== undefined) {
        kicks += 1;
        return;
      }
      if (timer !== undefined) clearTimeout(timer);
      running = loop().finally(() => {
        running = undefined;
        schedule();
      });
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
    async drain() {
      await running;
      while ((await tick(false)) > 0) {
        /* keep going until nothing is due */
      }
    },
  };
}
