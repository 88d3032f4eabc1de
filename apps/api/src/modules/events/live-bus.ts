import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { coalesced } from './coalesced';

/**
 * How the API processes tell each other that new live events committed: a wake-up with no content, since
 * the events themselves are read from the log (live_events) by each process. Through Redis pub/sub when
 * REDIS_URL is set, PostgreSQL LISTEN/NOTIFY on PostgreSQL without it, and in-process on the embedded
 * database (which one process serves). A wake that is lost costs latency, not events: every process also
 * reads the log once a second.
 */
export interface LiveBus {
  readonly kind: 'redis' | 'postgres' | 'process';
  /** Wakes every process, this one at once. Calls made while one is under way become one more. */
  publish(): void;
  onWake(listener: () => void): void;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'earnflow_live';
const RECONNECT_MS = 1_000;

function listeners() {
  const all = new Set<() => void>();
  return {
    add: (listener: () => void) => void all.add(listener),
    wake: () => {
      for (const listener of all) listener();
    },
  };
}

/** At most one wake-up a process sends in this long: under load one carries many requests' events. */
const PUBLISH_EVERY_MS = 10;

/** Publishes through `send`, coalesced: calls while one is under way, or within 10 ms, make one more. */
const publisher = (send: () => Promise<unknown>, log: FastifyBaseLogger) =>
  coalesced(send, {
    everyMs: PUBLISH_EVERY_MS,
    onError: (error) => log.warn({ err: error }, 'could not publish a live wake-up'),
  });

export function processBus(): LiveBus {
  const local = listeners();
  return {
    kind: 'process',
    publish: () => queueMicrotask(local.wake),
    onWake: local.add,
    close: async () => {},
  };
}

/** LISTEN on a connection of its own (a pooled one would lose it), reconnecting when it drops. */
export function postgresBus(connection: pg.ClientConfig, log: FastifyBaseLogger): LiveBus {
  const local = listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) local.wake();
    });
    next.on('error', (error) => log.warn({ err: error }, 'live events: the LISTEN connection failed'));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    // What was published while no connection listened is read now.
    local.wake();
  };
  const reconnectLater = (error: unknown) => {
    log.warn({ err: error }, 'live events: could not LISTEN; trying again');
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
  };
  void connect().catch(reconnectLater);

  const send = publisher(async () => {
    if (client !== undefined) await client.query(`SELECT pg_notify('${LIVE_CHANNEL}', '')`);
  }, log);
  return {
    kind: 'postgres',
    publish: () => {
      queueMicrotask(local.wake);
      send();
    },
    onWake: local.add,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/** Redis pub/sub: one connection subscribes, another publishes (ioredis resubscribes after a reconnect). */
export async function redisBus(url: string, log: FastifyBaseLogger): Promise<LiveBus> {
  const { Redis } = await import('ioredis');
  const local = listeners();
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false };
  // The subscription waits for Redis however long it is away (a start must not), and is made again after
  // every reconnect.
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  const redisPublisher = new Redis(url, options);
  for (const connection of [subscriber, redisPublisher])
    connection.on('error', (error) => log.warn({ err: error }, 'live events: Redis connection failed'));
  subscriber.on('message', (channel) => {
    if (channel === LIVE_CHANNEL) local.wake();
  });
  subscriber.on('ready', () => local.wake());
  void subscriber
    .subscribe(LIVE_CHANNEL)
    .catch((error: unknown) => log.warn({ err: error }, 'live events: could not subscribe in Redis'));
  const send = publisher(() => redisPublisher.publish(LIVE_CHANNEL, ''), log);
  return {
    kind: 'redis',
    publish: () => {
      queueMicrotask(local.wake);
      send();
    },
    onWake: local.add,
    close: async () => {
      await Promise.allSettled([subscriber.quit(), redisPublisher.quit()]);
    },
  };
}
