/** One server-sent event as a client reads it. */
export interface StreamFrame {
  event: string;
  data: unknown;
  id: string | undefined;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  frames: StreamFrame[];
  /** The first frame from now on (or already read and not yet taken) that matches, within `timeoutMs`. */
  next(match: (frame: StreamFrame) => boolean, timeoutMs?: number): Promise<StreamFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Heartbeat comments read so far. */
  comments(): number;
  close(): void;
}

/**
 * Opens GET /api/events as a fetch-based client does and reads its frames as they come (a plain parser
 * of the SSE format: `id:`, `event:`, `data:` lines, comments, a blank line ending a frame).
 */
export async function openStream(
  base: string,
  options: {
    token?: string;
    ticket?: string;
    lastEventId?: string;
    /** More of the query string, as written (`lastEventId=12`). */
    query?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<OpenedStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const query = [
    ...(options.ticket === undefined ? [] : [`ticket=${encodeURIComponent(options.ticket)}`]),
    ...(options.query === undefined ? [] : [options.query]),
  ];
  const url = `${base}/api/events${query.length === 0 ? '' : `?${query.join('&')}`}`;
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: StreamFrame[] = [];
  let taken = 0;
  let comments = 0;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  const ended = (async () => {
    if (response.body === null) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) frames.push({ event, id, data: JSON.parse(data.join('\n')) as unknown });
          notify();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      notify();
    }
  })();
  let isEnded = false;
  void ended.then(() => {
    isEnded = true;
    notify();
  });

  return {
    status: response.status,
    headers: response.headers,
    frames,
    comments: () => comments,
    ended,
    close: () => controller.abort(),
    next(match, timeoutMs = 3_000) {
      return new Promise<StreamFrame>((resolve, reject) => {
        const check = () => {
          for (let index = taken; index < frames.length; index += 1) {
            const frame = frames[index];
            if (frame !== undefined && match(frame)) {
              taken = index + 1;
              cleanup();
              resolve(frame);
              return;
            }
          }
          if (isEnded) {
            cleanup();
            reject(new Error(`the stream ended before the frame came (read: ${JSON.stringify(frames)})`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`no matching frame within ${String(timeoutMs)} ms (read: ${JSON.stringify(frames)})`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

export const frameOf =
  (event: string, where: (data: Record<string, unknown>) => boolean = () => true) =>
  (frame: StreamFrame) =>
    frame.event === event && where(frame.data as Record<string, unknown>);
