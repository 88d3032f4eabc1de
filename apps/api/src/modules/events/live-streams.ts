import type { ServerResponse } from 'node:http';
import type { LiveAdminCounts } from '@earnflow/contracts';
import { liveNotificationPayload } from '../notifications/notifications.service';
import type { LiveEventRow, LiveHolder } from './events.repository';

/** A stream whose client reads slower than this much is waiting in its buffer is closed (it resumes). */
const MAX_BUFFERED_BYTES = 512 * 1024;

export interface LiveStream {
  holder: LiveHolder;
  sessionId: string;
  address: string;
  response: ServerResponse;
  /** Frames that arrive while the stream still replays what it missed; null once it is live. */
  pending: string[] | null;
}

/** One SSE frame. Data is JSON, which has no line breaks of its own. */
export function sseFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** An event of the log as a stream sends it: a member's notification in their language. */
export function eventFrame(event: Pick<LiveEventRow, 'id' | 'type' | 'payload'>): string {
  const payload = event.type === 'notification' ? liveNotificationPayload(event.payload) : event.payload;
  return sseFrame(event.type, payload, event.id);
}

/** Whether an event of the log goes to this holder's stream at all (access is by audience first). */
export function sentTo(holder: LiveHolder, event: Pick<LiveEventRow, 'type' | 'payload'>): boolean {
  if (event.type === 'session') return false;
  if (holder.kind === 'USER') return true;
  // Notices for everyone are the members'; the console has its own list of them.
  if (event.type === 'notification') return false;
  return !(holder.supportOnly && event.type === 'admin.queue' && !isSupportQueue(event.payload));
}

/** The queue counts a holder may read: a support admin's own queue only. */
export function countsFor(holder: LiveHolder, counts: LiveAdminCounts): LiveAdminCounts {
  return holder.kind === 'ADMIN' && holder.supportOnly
    ? { deposits: 0, withdrawals: 0, review: 0, support: counts.support, tasks: 0 }
    : counts;
}

const isSupportQueue = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && 'queue' in payload && payload.queue === 'support';

/**
 * The open streams of this process, indexed by who may read what: a member's own events, an admin's own,
 * every admin's, everyone's. Each event is serialised once and written to the streams it is for.
 */
export function createStreamRegistry() {
  const byUser = new Map<string, Set<LiveStream>>();
  const byAdmin = new Map<string, Set<LiveStream>>();
  const admins = new Set<LiveStream>();
  const all = new Set<LiveStream>();
  const byAddress = new Map<string, number>();

  const ownerKey = (holder: LiveHolder) => (holder.kind === 'USER' ? holder.userId : holder.adminId);
  const ownerIndex = (holder: LiveHolder) => (holder.kind === 'USER' ? byUser : byAdmin);

  function write(stream: LiveStream, frame: string): void {
    if (stream.pending !== null) {
      stream.pending.push(frame);
      return;
    }
    const { response } = stream;
    if (response.writableEnded || response.destroyed) return;
    response.write(frame);
    if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
  }

  function targets(event: LiveEventRow): Iterable<LiveStream> {
    switch (event.audience) {
      case 'USER':
        return (event.userId === null ? undefined : byUser.get(event.userId)) ?? [];
      case 'ADMIN':
        return (event.adminId === null ? undefined : byAdmin.get(event.adminId)) ?? [];
      case 'ADMINS':
        return admins;
      case 'EVERYONE':
        return all;
    }
  }

  return {
    add(stream: LiveStream): void {
      const index = ownerIndex(stream.holder);
      const key = ownerKey(stream.holder);
      const own = index.get(key) ?? new Set<LiveStream>();
      own.add(stream);
      index.set(key, own);
      if (stream.holder.kind === 'ADMIN') admins.add(stream);
      all.add(stream);
      byAddress.set(stream.address, (byAddress.get(stream.address) ?? 0) + 1);
    },
    remove(stream: LiveStream): void {
      if (!all.delete(stream)) return;
      const index = ownerIndex(stream.holder);
      const key = ownerKey(stream.holder);
      const own = index.get(key);
      own?.delete(stream);
      if (own?.size === 0) index.delete(key);
      admins.delete(stream);
      const count = (byAddress.get(stream.address) ?? 1) - 1;
      if (count === 0) byAddress.delete(stream.address);
      else byAddress.set(stream.address, count);
    },
    countOf(holder: LiveHolder): number {
      return ownerIndex(holder).get(ownerKey(holder))?.size ?? 0;
    },
    countAt(address: string): number {
      return byAddress.get(address) ?? 0;
    },
    get size(): number {
      return all.size;
    },
    get adminCount(): number {
      return admins.size;
    },
    write,
    /**
     * Writes the events to the streams that may read them; answers the streams whose session may have
     * ended (a `session` event) and whether an admin queue changed.
     */
    dispatch(events: readonly LiveEventRow[]): { sessionChanged: Set<LiveStream>; queueChanged: boolean } {
      const sessionChanged = new Set<LiveStream>();
      let queueChanged = false;
      for (const event of events) {
        if (event.type === 'session') {
          for (const stream of targets(event)) sessionChanged.add(stream);
          continue;
        }
        if (event.type === 'admin.queue') queueChanged = true;
        const frame = eventFrame(event);
        for (const stream of targets(event)) if (sentTo(stream.holder, event)) write(stream, frame);
      }
      return { sessionChanged, queueChanged };
    },
    /** Writes the queue counts to every admin stream, as `countsFor` has them for its holder. */
    toAdmins(counts: LiveAdminCounts): void {
      // A few admins, a small object: each stream's frame is made for it.
      for (const stream of admins) write(stream, sseFrame('admin.counts', countsFor(stream.holder, counts)));
    },
    /** Writes to every stream: the heartbeat. */
    toAll(frame: string): void {
      for (const stream of all) write(stream, frame);
    },
    streams(): IterableIterator<LiveStream> {
      return all.values();
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
