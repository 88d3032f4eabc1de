import {
  DEVICE_ID_HEADER,
  errorResponseGuard,
  LIVE_SILENCE_MS,
  liveEventSchemas,
  type LiveEventName,
} from '@earnflow/contracts';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { adminSessionEnd, adminSessionEnded } from './admin-session';
import { API_BASE } from './api-client';
import { dispatchLiveEvent, setLiveStatus, type LiveSource, type LiveStatus } from './live-events';
import { getAdminToken, getDeviceId, getMemberToken, memberSessionEnded } from './session';

/** The first wait before a reconnect; each failure in a row doubles it, up to the most. */
export const LIVE_RETRY_MIN_MS = 1000;
export const LIVE_RETRY_MAX_MS = 30_000;
const CAPPED_ATTEMPT = Math.ceil(Math.log2(LIVE_RETRY_MAX_MS / LIVE_RETRY_MIN_MS));

/** The wait before reconnect `attempt` (0 for the first): between half and all of 1 s doubling to 30 s. */
export function liveRetryDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_MIN_MS * 2 ** Math.min(attempt, CAPPED_ATTEMPT));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export interface LiveStreamOptions {
  /** The jitter's source (0 ≤ x < 1); tests fix it. */
  random?: () => number;
}

function tokenOf(source: LiveSource): string | null {
  return source === 'member' ? getMemberToken() : getAdminToken();
}

function isLiveEventName(name: string): name is LiveEventName {
  return Object.hasOwn(liveEventSchemas, name);
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/event-stream');
}

/** The `error` code of a refusal's `{error, message}` body, or '' when it has none. */
async function refusalCode(response: Response): Promise<string> {
  try {
    const parsed = errorResponseGuard.safeParse(JSON.parse(await response.text()));
    return parsed.success ? parsed.data.error : '';
  } catch {
    return '';
  }
}

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

let current: LiveStream | undefined;

/**
 * One GET /api/events stream (server-sent events over fetch, with the bearer header): frames checked against
 * the contract go to `onLiveEvent` subscribers; a drop, an error or LIVE_SILENCE_MS without a byte reconnects
 * after a growing wait, sending the last `id:` heard as Last-Event-ID.
 */
class LiveStream {
  private readonly source: LiveSource;
  private readonly random: () => number;
  private lastEventId: string | undefined;
  private attempt = 0;
  private controller: AbortController | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(source: LiveSource, random: () => number) {
    this.source = source;
    this.random = random;
  }

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.silenceTimer);
    this.controller?.abort();
    this.setStatus('down');
  }

  private setStatus(status: LiveStatus): void {
    // A stream replaced by a newer one no longer speaks for the tab.
    if (current === this) setLiveStatus(status);
  }

  /** True while `controller` belongs to the connection this stream still wants. */
  private isCurrent(controller: AbortController): boolean {
    return !this.stopped && controller === this.controller && !controller.signal.aborted;
  }

  private async connect(): Promise<void> {
    clearTimeout(this.retryTimer);
    if (this.stopped) return;
    const token = tokenOf(this.source);
    if (token === null) {
      this.stop();
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.setStatus('connecting');
    this.armSilence(controller);
    const headers = new Headers({
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
      [DEVICE_ID_HEADER]: getDeviceId(),
    });
    if (this.lastEventId !== undefined) headers.set('Last-Event-ID', this.lastEventId);

    let response: Response;
    try {
      response = await fetch(`${API_BASE}/events`, { headers, signal: controller.signal, cache: 'no-store' });
    } catch {
      if (this.isCurrent(controller)) this.retry();
      return;
    }
    if (!response.ok) {
      await this.refused(controller, token, response);
      return;
    }
    if (!isEventStream(response) || response.body === null || !this.isCurrent(controller)) {
      // An answer that is not a stream (an HTML page from a proxy, say) counts as a failure.
      void response.body?.cancel().catch(() => undefined);
      if (this.isCurrent(controller)) this.retry();
      return;
    }
    try {
      await this.read(response.body, controller);
    } catch {
      // The connection dropped: reconnect below.
    }
    if (this.isCurrent(controller)) this.retry();
  }

  private async refused(controller: AbortController, token: string, response: Response): Promise<void> {
    const { status } = response;
    const code = await refusalCode(response);
    if (!this.isCurrent(controller)) return;
    const end =
      this.source === 'admin' ? adminSessionEnd({ status, code }) : status === 401 ? 'signed-out' : null;
    if (end !== null) {
      // Refused for a token since replaced (a new sign-in): try again with the new one.
      if (token !== tokenOf(this.source)) {
        this.retry();
        return;
      }
      // The session ended: the shell's own handling takes the tab to sign-in.
      this.stop();
      if (this.source === 'member') memberSessionEnded();
      else adminSessionEnded(end);
      return;
    }
    // Too many streams open: the screens poll, and the stream is tried again after the longest wait.
    if (status === 429) {
      this.attempt = Math.max(this.attempt, CAPPED_ATTEMPT);
      this.retry(retryAfterMs(response));
      return;
    }
    this.retry();
  }

  private async read(body: ReadableStream<Uint8Array>, controller: AbortController): Promise<void> {
    const reader = body.getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', cancel, { once: true });
    const decoder = new TextDecoder();
    const parser = createParser({ onEvent: (message) => this.receive(message, controller) });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || !this.isCurrent(controller)) return;
        // Any byte, a heartbeat comment included, shows the connection is alive.
        this.armSilence(controller);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      controller.signal.removeEventListener('abort', cancel);
    }
  }

  private receive(message: EventSourceMessage, controller: AbortController): void {
    if (!this.isCurrent(controller)) return;
    // Only a frame that carries an id moves the position (hello, snapshots and counts carry none).
    if (message.id !== undefined && message.id !== '') this.lastEventId = message.id;
    const name = message.event;
    if (name === undefined || !isLiveEventName(name)) {
      console.warn('Ignored a live event of an unknown kind.', name);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(message.data);
    } catch {
      console.warn(`Ignored a live ${name} event that is not JSON.`);
      return;
    }
    const parsed = liveEventSchemas[name].safeParse(json);
    if (!parsed.success) {
      console.warn(`Ignored a malformed live ${name} event.`, parsed.error.issues);
      return;
    }
    if (name === 'hello') {
      this.attempt = 0;
      this.setStatus('open');
    }
    dispatchLiveEvent(name, parsed.data, this.source);
  }

  private armSilence(controller: AbortController): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      if (!this.isCurrent(controller)) return;
      controller.abort();
      this.retry();
    }, LIVE_SILENCE_MS);
  }

  /** Waits (at least `atLeastMs`), then connects again; the screens poll meanwhile. */
  private retry(atLeastMs = 0): void {
    if (this.stopped) return;
    clearTimeout(this.silenceTimer);
    clearTimeout(this.retryTimer);
    this.setStatus('down');
    const delay = Math.max(atLeastMs, liveRetryDelay(this.attempt, this.random));
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }
}

/**
 * Opens the tab's one stream for the member shell or the admin console (a stream already open is closed
 * first); returns what closes it.
 */
export function openLiveStream(source: LiveSource, options: LiveStreamOptions = {}): () => void {
  current?.stop();
  const stream = new LiveStream(source, options.random ?? Math.random);
  current = stream;
  stream.start();
  return () => {
    stream.stop();
    if (current === stream) current = undefined;
  };
}
