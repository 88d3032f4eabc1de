/**
 * The benchmark's load generator: keep-alive HTTP/1.1 connections, one request in flight on each, built
 * as one string per request and answered by a small response reader. It does what the benchmark needs of
 * autocannon (a request built anew for every call, req/s, p50/p99, errors, the answers' bodies when asked)
 * for a fraction of autocannon's CPU time per request, which on a two-core machine is taken from the API
 * and PostgreSQL under test (decision 0114).
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as is, with its length; JSON bodies are sent with content-type application/json. */
  body?: string;
}

export interface LoadOptions {
  port: number;
  host?: string;
  connections: number;
  /** Sends requests for this long; answers still on their way are awaited and counted. */
  durationMs?: number;
  /** Or sends exactly this many requests and waits for all their answers. */
  amount?: number;
  /** Builds each request; `context` belongs to the connection that sends it. */
  next: (context: Record<string, unknown>) => LoadRequest;
  /** Sees each answer with its body (read only when this is given). */
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  /** An answer slower than this counts as a timeout and its connection is opened again (10 s). */
  timeoutMs?: number;
}

export interface LoadResult {
  /** Answers received. */
  requests: number;
  /** From the first request to the last answer. */
  durationMs: number;
  rps: number;
  /** Milliseconds from sending a request to its whole answer, sorted. */
  latenciesMs: Float64Array;
  p50: number;
  p99: number;
  /** Answers with a status of 400 or above. */
  non2xx: number;
  /** Connections that failed or closed under a request, and timeouts. */
  errors: number;
}

export interface ParsedResponse {
  status: number;
  body: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');
/** After this many failed connections a run stops sending. */
const MAX_ERRORS = 1_000;

/**
 * Reads HTTP/1.1 answers from a connection's bytes, however they are split: by content-length, by chunks
 * (transfer-encoding: chunked), or empty (no body, as for 204 and 304).
 */
export class ResponseReader {
  private pending: Buffer = Buffer.alloc(0);

  /** Adds bytes; returns the answers they complete, in order. */
  push(chunk: Buffer): ParsedResponse[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const done: ParsedResponse[] = [];
    for (;;) {
      const response = this.take();
      if (response === undefined) return done;
      done.push(response);
    }
  }

  private take(): ParsedResponse | undefined {
    const buffer = this.pending;
    const headerEnd = buffer.indexOf(HEADER_END);
    if (headerEnd < 0) return undefined;
    const head = buffer.toString('latin1', 0, headerEnd);
    const status = Number(head.slice(9, 12));
    if (!head.startsWith('HTTP/1.') || !Number.isInteger(status))
      throw new Error(`not an HTTP answer: ${head}`);
    const bodyStart = headerEnd + HEADER_END.length;
    const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head);
    if (length !== null) {
      const end = bodyStart + Number(length[1]);
      if (buffer.length < end) return undefined;
      this.pending = buffer.subarray(end);
      return { status, body: buffer.subarray(bodyStart, end) };
    }
    if (/\r\ntransfer-encoding:[ \t]*chunked/i.test(head)) return this.takeChunked(status, bodyStart);
    this.pending = buffer.subarray(bodyStart);
    return { status, body: Buffer.alloc(0) };
  }

  private takeChunked(status: number, bodyStart: number): ParsedResponse | undefined {
    const buffer = this.pending;
    const parts: Buffer[] = [];
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffer.indexOf(CRLF, at);
      if (lineEnd < 0) return undefined;
      const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
      if (!Number.isInteger(size)) throw new Error('a chunk size that is not a number');
      const dataStart = lineEnd + CRLF.length;
      if (size === 0) {
        // The last chunk, then trailers (none expected), then an empty line.
        const end = buffer.indexOf(CRLF, dataStart);
        if (end < 0) return undefined;
        if (end !== dataStart) {
          const trailersEnd = buffer.indexOf(HEADER_END, dataStart);
          if (trailersEnd < 0) return undefined;
          this.pending = buffer.subarray(trailersEnd + HEADER_END.length);
        } else {
          this.pending = buffer.subarray(end + CRLF.length);
        }
        return { status, body: Buffer.concat(parts) };
      }
      if (buffer.length < dataStart + size + CRLF.length) return undefined;
      parts.push(buffer.subarray(dataStart, dataStart + size));
      at = dataStart + size + CRLF.length;
    }
  }
}

/** The request's bytes: request line, host, keep-alive, the caller's headers, the body's length. */
export function requestText(request: LoadRequest, host: string): string {
  let text = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
  if (request.headers !== undefined)
    for (const [name, value] of Object.entries(request.headers)) text += `${name}: ${value}\r\n`;
  if (request.body !== undefined) {
    text += `content-type: application/json\r\ncontent-length: ${String(Buffer.byteLength(request.body))}\r\n\r\n`;
    return text + request.body;
  }
  return `${text}\r\n`;
}

/** The value at a fraction of sorted values (nearest rank). */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** Drives the server until the duration has passed or the amount is sent, then waits for the answers. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const host = options.host ?? '127.0.0.1';
  const hostHeader = `${host}:${String(options.port)}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  if ((options.durationMs === undefined) === (options.amount === undefined))
    throw new Error('give either durationMs or amount');
  const latencies: number[] = [];
  let sent = 0;
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  let started = 0;
  let lastAnswer = 0;
  let sending = true;
  let open = 0;

  return new Promise((resolve) => {
    const finish = () => {
      clearInterval(watchdog);
      if (stopTimer !== undefined) clearTimeout(stopTimer);
      const sorted = Float64Array.from(latencies).sort();
      const durationMs = Math.max(lastAnswer - started, 1);
      resolve({
        requests: answered,
        durationMs,
        rps: (answered * 1000) / durationMs,
        latenciesMs: sorted,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        non2xx,
        errors,
      });
    };
    const mayStop = () => {
      if (!sending && open === 0) finish();
    };

    interface Connection {
      socket: net.Socket;
      reader: ResponseReader;
      context: Record<string, unknown>;
      sentAt: number;
      busy: boolean;
    }
    const connections = new Set<Connection>();

    const sendNext = (connection: Connection) => {
      if (!sending || (options.amount !== undefined && sent >= options.amount)) {
        if (options.amount !== undefined && sent >= options.amount) sending = false;
        connection.busy = false;
        connection.socket.end();
        return;
      }
      sent += 1;
      connection.busy = true;
      connection.sentAt = performance.now();
      connection.socket.write(requestText(options.next(connection.context), hostHeader));
    };

    const connect = () => {
      const socket = net.connect({ port: options.port, host, noDelay: true });
      const connection: Connection = {
        socket,
        reader: new ResponseReader(),
        context: {},
        sentAt: 0,
        busy: false,
      };
      connections.add(connection);
      open += 1;
      let closed = false;
      const close = (failed: boolean) => {
        if (closed) return;
        closed = true;
        connections.delete(connection);
        open -= 1;
        if (failed) errors += 1;
        // A connection that failed or was closed under a request is opened again while requests are
        // still being sent (a little later, so a server that is gone does not make this spin).
        if (sending && failed && errors < MAX_ERRORS) setTimeout(connect, 10);
        else if (sending && failed) sending = false;
        mayStop();
      };
      socket.on('connect', () => {
        sendNext(connection);
      });
      socket.on('data', (chunk: Buffer) => {
        let responses: ParsedResponse[];
        try {
          responses = connection.reader.push(chunk);
        } catch {
          errors += 1;
          socket.destroy();
          return;
        }
        for (const response of responses) {
          const now = performance.now();
          latencies.push(now - connection.sentAt);
          answered += 1;
          lastAnswer = now;
          if (response.status >= 400) non2xx += 1;
          options.onResponse?.(response.status, response.body.toString('utf8'), connection.context);
          sendNext(connection);
        }
      });
      socket.on('error', () => {
        close(true);
      });
      socket.on('close', () => {
        close(connection.busy);
      });
    };

    const watchdog = setInterval(() => {
      const now = performance.now();
      for (const connection of connections) {
        // A timeout closes the connection as failed, which counts it and opens another.
        if (connection.busy && now - connection.sentAt > timeoutMs) connection.socket.destroy();
      }
    }, 250);
    let stopTimer: NodeJS.Timeout | undefined;
    started = performance.now();
    lastAnswer = started;
    if (options.durationMs !== undefined)
      stopTimer = setTimeout(() => {
        sending = false;
        for (const connection of connections) if (!connection.busy) connection.socket.end();
        mayStop();
      }, options.durationMs);
    for (let index = 0; index < options.connections; index += 1) connect();
  });
}
