import type { LiveEventData, LiveEventName } from '@earnflow/contracts';

/**
 * The live event stream's state and subscribers, shared by every screen. The stream itself (fetch, parsing,
 * the contract's zod schemas) is in `live-stream.ts`, loaded on first use so the first screens stay zod-free.
 */

/** 'open' once the stream's hello arrived; 'connecting' while a request is out; 'down' otherwise. */
export type LiveStatus = 'connecting' | 'open' | 'down';
/** Whose token opened the stream: the member shell's or the admin console's. */
export type LiveSource = 'member' | 'admin';

export type LiveHandler<Name extends LiveEventName> = (data: LiveEventData<Name>, source: LiveSource) => void;
type AnyLiveHandler = (data: unknown, source: LiveSource) => void;

let status: LiveStatus = 'down';
const statusListeners = new Set<() => void>();

export function getLiveStatus(): LiveStatus {
  return status;
}

/** Calls `listener` on every change of the status; for useSyncExternalStore. */
export function subscribeLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

const handlers = new Map<LiveEventName, Set<AnyLiveHandler>>();

/** Calls `handler` with every valid `name` frame of the stream; returns the unsubscribe. */
export function onLiveEvent<Name extends LiveEventName>(name: Name, handler: LiveHandler<Name>): () => void {
  const listener: AnyLiveHandler = (data, source) => handler(data as LiveEventData<Name>, source);
  let set = handlers.get(name);
  if (set === undefined) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(listener);
  return () => {
    handlers.get(name)?.delete(listener);
  };
}

/** Hands a frame already checked against its contract schema to its subscribers. */
export function dispatchLiveEvent<Name extends LiveEventName>(
  name: Name,
  data: LiveEventData<Name>,
  source: LiveSource,
): void {
  for (const listener of handlers.get(name) ?? []) {
    // One subscriber's failure must not keep the frame from the others, nor end the stream.
    try {
      listener(data, source);
    } catch (error) {
      console.error(`A live ${name} handler failed.`, error);
    }
  }
}
