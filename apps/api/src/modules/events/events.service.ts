import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_TICKET_SECONDS, type LiveTicket } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { RateLimitedError, UnauthorizedError } from '../../lib/errors';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { liveSessionIds, liveSessionOwner } from '../sessions/sessions.service';
import {
  adminQueueCounts,
  eventIdRange,
  eventsForHolder,
  insertTicket,
  takeTicket,
  walletBalance,
  type LiveHolder,
} from './events.repository';
import type { LiveBus } from './live-bus';
import { createLiveRelay } from './live-relay';
import { coalesced } from './coalesced';
import {
  countsFor,
  createStreamRegistry,
  eventFrame,
  sentTo,
  sseFrame,
  type LiveStream,
} from './live-streams';

// What other modules use of this module: the event a change writes in its own transaction.
export { insertLiveEvent as recordLiveEvent } from './events.repository';
export type { LiveHolder } from './events.repository';

export interface LiveLimits {
  heartbeatMs: number;
  streamsPerHolder: number;
  streamsPerAddress: number;
}

export interface EventsServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: LiveBus;
  limits: LiveLimits;
}

/** A resume further back than this many ids is answered with a refetch: its replay is bounded. */
const REPLAY_MAX_IDS = 20_000;
const REPLAY_PAGE = 500;
const RECONNECT_AFTER_MS = 2_000;
/** How often every open stream's session is checked again (expiry); a revocation is heard at once. */
const SESSION_SWEEP_MS = 60_000;
const SESSION_SWEEP_BATCH = 1_000;

/** A Last-Event-ID the server could have sent: digits only. */
function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * The live event streams of this process (decision 0181): the relay reads the event log on every wake-up
 * and writes each event to the streams that may read it; a stream opened with Last-Event-ID first reads
 * what it missed from the log. Streams end when their session does.
 */
export function createEventsService(deps: EventsServiceDeps) {
  const { db, clock, log, limits } = deps;
  const registry = createStreamRegistry();
  const relay = createLiveRelay({
    db,
    bus: deps.bus,
    log,
    wanted: () => registry.size > 0,
    deliver: (events) => {
      const { sessionChanged, queueChanged } = registry.dispatch(events);
      if (sessionChanged.size > 0)
        void endStreamsWithoutSession(sessionChanged).catch((error: unknown) =>
          log.warn({ err: error }, 'live events: could not check sessions'),
        );
      if (queueChanged) sendAdminCounts();
    },
  });
  const timers: NodeJS.Timeout[] = [];

  async function endStreamsWithoutSession(streams: Iterable<LiveStream>): Promise<void> {
    const list = [...streams];
    for (let start = 0; start < list.length; start += SESSION_SWEEP_BATCH) {
      const batch = list.slice(start, start + SESSION_SWEEP_BATCH);
      const live = await liveSessionIds(
        db,
        batch.map((stream) => stream.sessionId),
        clock.now(),
      );
      for (const stream of batch) if (!live.has(stream.sessionId)) stream.response.end();
    }
  }

  // One count at a time: queue changes while one runs make one more.
  const sendAdminCounts = coalesced(
    async () => {
      if (registry.adminCount > 0) registry.toAdmins(await adminQueueCounts(db));
    },
    {
      everyMs: 0,
      onError: (error) => log.warn({ err: error }, 'live events: could not count the admin queues'),
    },
  );

  /** Whose stream a ticket opens: the session it was made for, if that still holds. */
  async function holderOfTicket(ticket: string): Promise<{ holder: LiveHolder; sessionId: string }> {
    const sessionId = await takeTicket(db, sha256(ticket), clock.now());
    const owner = sessionId === undefined ? undefined : await liveSessionOwner(db, sessionId, clock.now());
    if (sessionId === undefined || owner === undefined)
      throw new UnauthorizedError('This stream ticket is not valid. Ask for a new one.');
    if (owner.userId !== null) return { holder: { kind: 'USER', userId: owner.userId }, sessionId };
    if (owner.adminId !== null)
      return {
        holder: { kind: 'ADMIN', adminId: owner.adminId, supportOnly: owner.adminRole === 'SUPPORT' },
        sessionId,
      };
    throw new UnauthorizedError('This stream ticket is not valid. Ask for a new one.');
  }

  async function createTicket(sessionId: string): Promise<LiveTicket> {
    const ticket = newSessionToken();
    const expiresAt = new Date(clock.now().getTime() + LIVE_TICKET_SECONDS * 1000);
    await insertTicket(db, { tokenHash: sha256(ticket), sessionId, expiresAt });
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /** Refuses a stream over the limits of its holder or address, before anything is written. */
  function checkLimits(holder: LiveHolder, address: string): void {
    if (
      registry.countOf(holder) >= limits.streamsPerHolder ||
      registry.countAt(address) >= limits.streamsPerAddress
    )
      throw new RateLimitedError(
        'Too many live connections are open. Close a tab and try again.',
        undefined,
        5,
      );
  }

  /** Writes what the stream missed since `afterId` (up to `upToId`), page by page. */
  async function replay(stream: LiveStream, afterId: number, upToId: number): Promise<void> {
    let from = afterId;
    for (;;) {
      const rows = await eventsForHolder(db, stream.holder, { afterId: from, upToId, limit: REPLAY_PAGE });
      for (const row of rows) if (sentTo(stream.holder, row)) stream.response.write(eventFrame(row));
      const last = rows.at(-1);
      if (last === undefined || rows.length < REPLAY_PAGE) return;
      from = last.id;
    }
  }

  /** Whether every event after `lastEventId` is still in the log and few enough to replay. */
  async function canResume(lastEventId: number | undefined, upToId: number): Promise<boolean> {
    if (lastEventId === undefined || lastEventId > upToId || upToId - lastEventId > REPLAY_MAX_IDS)
      return false;
    if (lastEventId === upToId) return true;
    const { first } = await eventIdRange(db);
    return first !== 0 && first <= lastEventId + 1;
  }

  /**
   * Serves one stream on the raw response (the route has hijacked it): hello, what it missed, the state
   * it shows (balance or queue counts), then live events until the client or its session goes.
   */
  async function serve(
    request: IncomingMessage,
    response: ServerResponse,
    opened: {
      holder: LiveHolder;
      sessionId: string;
      address: string;
      lastEventId: string | string[] | undefined;
    },
  ): Promise<void> {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    request.socket.setTimeout(0);
    request.socket.setNoDelay(true);
    // With no stream here the relay read nothing: the first one starts from the log's end.
    if (registry.size === 0) {
      try {
        await relay.skipToEnd();
      } catch (error) {
        log.warn({ err: error }, 'live events: could not read the log');
        response.destroy();
        return;
      }
    }
    const stream: LiveStream = {
      holder: opened.holder,
      sessionId: opened.sessionId,
      address: opened.address,
      response,
      pending: [],
    };
    registry.add(stream);
    response.on('close', () => registry.remove(stream));
    const upToId = relay.cursor;
    const lastEventId = parseLastEventId(opened.lastEventId);
    try {
      const resumed = await canResume(lastEventId, upToId);
      // EventSource waits this long before it reconnects by itself.
      response.write(`retry: ${String(RECONNECT_AFTER_MS)}\n\n`);
      response.write(
        resumed
          ? sseFrame('hello', { resumed, lastEventId: String(lastEventId) })
          : sseFrame('hello', { resumed, lastEventId: String(upToId) }, upToId),
      );
      if (resumed && lastEventId !== undefined) await replay(stream, lastEventId, upToId);
      if (opened.holder.kind === 'USER')
        response.write(sseFrame('wallet', { balance: await walletBalance(db, opened.holder.userId) }));
      else response.write(sseFrame('admin.counts', countsFor(opened.holder, await adminQueueCounts(db))));
    } catch (error) {
      log.warn({ err: error }, 'live events: could not start a stream');
      response.destroy();
      return;
    }
    const pending = stream.pending ?? [];
    stream.pending = null;
    for (const frame of pending) registry.write(stream, frame);
  }

  return {
    start(): void {
      relay.start();
      const heartbeat = setInterval(() => registry.toAll(':\n\n'), limits.heartbeatMs);
      const sweep = setInterval(
        () =>
          void endStreamsWithoutSession(registry.streams()).catch((error: unknown) =>
            log.warn({ err: error }, 'live events: could not check sessions'),
          ),
        SESSION_SWEEP_MS,
      );
      heartbeat.unref();
      sweep.unref();
      timers.push(heartbeat, sweep);
    },
    /** Tells every process that events committed (after a request that may have written some). */
    publish: () => relay.publish(),
    checkLimits,
    holderOfTicket,
    createTicket,
    serve,
    /** Ends every stream (their clients resume elsewhere) and stops reading. */
    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      for (const stream of [...registry.streams()]) stream.response.end();
      await relay.stop();
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
