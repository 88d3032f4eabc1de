import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { coalesced } from './coalesced';
import type { LiveBus } from './live-bus';
import { eventIdRange, eventsAfter, eventsByIds, type LiveEventRow } from './events.repository';

export interface LiveRelayOptions {
  db: Database;
  bus: LiveBus;
  log: FastifyBaseLogger;
  /** Reads the log this often even when no wake-up came (a lost one, a trigger written by a job). */
  pollMs?: number;
  /** How long an id missing before committed ones is waited for (its transaction may not have committed). */
  holeWaitMs?: number;
  /** After that, how long it is still looked for, to be passed on when it does commit. */
  lateWaitMs?: number;
  /** Reads at most once in this long: under load one read takes what many requests wrote. */
  readEveryMs?: number;
  /** Whether anything here wants events now (a stream is open); when not, nothing is read. */
  wanted?: () => boolean;
  /** Takes the events read, in id order. */
  deliver: (events: LiveEventRow[]) => void;
}

const READ_BATCH = 1000;
const HOLE_RETRY_MS = 20;
/** A jump larger than this (a restored database) is not looked through id by id. */
const LATE_TRACK_MAX = 256;

/**
 * This process's reader of the live event log: on every wake-up (and every `pollMs`) it reads what came
 * after the last id it passed on and hands the events to its sinks in id order. Ids are taken when a
 * transaction writes its event and become readable when it commits, so a later id can be read before an
 * earlier one: the relay waits up to `holeWaitMs` for the missing id, then goes on and still passes it on
 * if it commits within `lateWaitMs` (a rolled-back transaction leaves an id that never comes).
 */
export function createLiveRelay(options: LiveRelayOptions) {
  const { db, bus, log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const holeWaitMs = options.holeWaitMs ?? 1_000;
  const lateWaitMs = options.lateWaitMs ?? 30_000;
  const readEveryMs = options.readEveryMs ?? 10;
  const wanted = options.wanted ?? (() => true);
  /** Every id up to here was passed on (or given up as late). */
  let cursor = 0;
  let holeSince: number | undefined;
  const late = new Map<number, number>();
  let stopped = true;
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function readLate(now: number): Promise<LiveEventRow[]> {
    for (const [id, since] of late) if (now - since > lateWaitMs) late.delete(id);
    if (late.size === 0) return [];
    const found = await eventsByIds(db, [...late.keys()]);
    for (const row of found) late.delete(row.id);
    return found;
  }

  async function readOnce(): Promise<void> {
    if (stopped) return;
    const rows = await eventsAfter(db, cursor, READ_BATCH);
    const now = Date.now();
    const ready: LiveEventRow[] = await readLate(now);
    let waiting = false;
    for (const row of rows) {
      if (row.id !== cursor + 1) {
        holeSince ??= now;
        if (now - holeSince < holeWaitMs) {
          waiting = true;
          break;
        }
        if (row.id - cursor - 1 <= LATE_TRACK_MAX)
          for (let id = cursor + 1; id < row.id; id += 1) late.set(id, now);
      }
      holeSince = undefined;
      ready.push(row);
      cursor = row.id;
    }
    if (ready.length > 0) options.deliver(ready);
    if (waiting) {
      clearTimeout(retry);
      retry = setTimeout(wake, HOLE_RETRY_MS);
    } else if (rows.length === READ_BATCH) read();
  }

  // One read at a time, at most every readEveryMs: wake-ups while one runs make one more.
  const read = coalesced(readOnce, {
    everyMs: readEveryMs,
    onError: (error) => log.warn({ err: error }, 'live events: could not read the log'),
  });

  function wake(): void {
    if (!stopped && wanted()) read();
  }

  return {
    /**
     * Listens for wake-ups. It reads nothing yet: the first stream (or a caller that wants events at once)
     * starts it from the log's end with `skipToEnd`, so a process starts even while the database is down.
     */
    start(): void {
      stopped = false;
      bus.onWake(wake);
      poll = setInterval(wake, pollMs);
      poll.unref();
    },
    /** The last id passed on: a stream that resumes reads the log up to here itself. */
    get cursor(): number {
      return cursor;
    },
    /**
     * While nothing wanted events the log was not read: a first stream starts from its end (what came
     * before had no stream here to go to), never going back.
     */
    async skipToEnd(): Promise<void> {
      const { last } = await eventIdRange(db);
      cursor = Math.max(cursor, last);
      holeSince = undefined;
    },
    /** Tells every process (this one at once) that events committed. */
    publish(): void {
      bus.publish();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retry);
      await bus.close();
    },
  };
}

export type LiveRelay = ReturnType<typeof createLiveRelay>;
