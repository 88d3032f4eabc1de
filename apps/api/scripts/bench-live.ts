/**
 * The live section of `npm run bench` (named "live"): the event stream, GET /api/events, held against one
 * API process by clients in the bench's own process (the API runs in its child).
 *  1. Opens one stream per member (BENCH_LIVE_STREAMS, 10,000) and reads the API process's memory before
 *     and after: resident set from /proc/<pid>/status, V8 heap in use from GET /api/metrics.
 *  2. Posts community messages one at a time and times each one's frame on every stream, from just before
 *     the POST to the moment this process reads it.
 *  3. The community room with BENCH_LIVE_ROOM (1,000) members and a writer posting once a second for
 *     BENCH_LIVE_SECONDS (30): first every member polls GET /chat/public?after=<seq> every CHAT_POLL_MS
 *     (the member app without a stream), then every member holds a stream. For each: the requests the
 *     server answered (its own count, GET /api/metrics), the API process's CPU time and that of the
 *     PostgreSQL backends of its database (/proc/<pid>/stat), and whether every member saw every message.
 */
import { execFileSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { CHAT_PAGE_SIZE, CHAT_POLL_MS } from '@earnflow/contracts';
import { percentile } from './http-load';

export interface LiveBenchOptions {
  port: number;
  /** The API process (one process: API_PROCESSES=1). */
  apiPid: number;
  metricsToken: string;
  /** A connection to another database of the same server, to list the backends of `databaseName`. */
  adminUrl: string;
  databaseName: string;
  /** One signed-in member's token per stream; the first `roomMembers` are the community room's members. */
  tokens: readonly string[];
  roomMembers: number;
  messages: number;
  roomSeconds: number;
  /** Told apart from earlier runs' messages in the room. */
  label: string;
}

export interface Delivery {
  expected: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
}

export interface Memory {
  rss: number;
  heapUsed: number;
}

export interface RoomRun {
  mode: 'polling' | 'streams';
  seconds: number;
  /** Requests the server answered in the window (its metrics), GET /api/metrics itself left out. */
  serverRequests: number;
  /** Requests this process sent and had answered in the window. */
  clientRequests: number;
  apiCpuSeconds: number;
  postgresCpuSeconds: number;
  delivery: Delivery;
}

export interface LiveReport {
  streams: number;
  openSeconds: number;
  before: Memory;
  after: Memory;
  clientRssBefore: number;
  clientRssAfter: number;
  messages: Delivery[];
  room: RoomRun[];
  /** Failed requests, streams refused or ended by the server, frames that never came. */
  errors: string[];
}

const OPEN_CONCURRENCY = 100;
const OPEN_TIMEOUT_MS = 60_000;
const WARM_UP_STREAMS = 200;
/** How long every stream may take to read one message before it counts as not delivered. */
const STREAM_DELIVERY_TIMEOUT_MS = 10_000;
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds (user and system) a process has used, or undefined when it is gone. */
function cpuSecondsOf(pid: number): number | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name in parentheses may hold spaces: the fields are counted after it (utime is field 14).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The CPU time of the database's backends over a window: sampled every second, so a backend the pool
 * closes in the window (after 10 s idle) keeps its last reading, and one it opens counts from zero.
 */
async function postgresCpu(adminUrl: string, databaseName: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const first = new Map<number, number>();
  const latest = new Map<number, number>();
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [databaseName],
    );
    for (const { pid } of rows) {
      const cpu = cpuSecondsOf(pid);
      if (cpu !== undefined) latest.set(pid, cpu);
    }
  };
  await sample();
  for (const [pid, cpu] of latest) first.set(pid, cpu);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(sample);
  }, 1000);
  return {
    async end(): Promise<number> {
      clearInterval(timer);
      await sampling;
      await sample();
      await client.end();
      let total = 0;
      for (const [pid, cpu] of latest) total += cpu - (first.get(pid) ?? 0);
      return total;
    },
  };
}

export async function runLiveBench(options: LiveBenchOptions): Promise<LiveReport> {
  const { port, apiPid, tokens } = options;
  const roomMembers = Math.min(options.roomMembers, tokens.length);
  const errors: string[] = [];
  const fail = (message: string) => {
    if (errors.length < 20) console.log(`live: ${message}`);
    errors.push(message);
  };
  /** Requests this process had answered (polls and posts), for the windows' own count. */
  let clientRequests = 0;
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

  function call(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body?: unknown,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent: keepAlive,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  async function scrape(): Promise<{ requests: number; heapUsed: number }> {
    const answer = await call('GET', '/api/metrics', options.metricsToken);
    if (answer.status !== 200) throw new Error(`GET /api/metrics answered ${String(answer.status)}`);
    let requests = 0;
    let heapUsed = 0;
    for (const line of answer.body.split('\n')) {
      if (line.startsWith('http_requests_total{') && !line.includes('route="/api/metrics"'))
        requests += Number(line.slice(line.lastIndexOf(' ') + 1));
      else if (line.startsWith('nodejs_heap_size_used_bytes '))
        heapUsed = Number(line.slice(line.lastIndexOf(' ') + 1));
    }
    return { requests, heapUsed };
  }

  /** A message on its way: when it was sent, and when each member (by index) read it. */
  interface Expected {
    sentAt: number;
    arrivals: Float64Array;
    count: number;
    whenAll: (() => void) | undefined;
  }
  const expected = new Map<string, Expected>();
  const expect = (text: string, members: number): Expected => {
    const item: Expected = {
      sentAt: Number.NaN,
      arrivals: new Float64Array(members).fill(Number.NaN),
      count: 0,
      whenAll: undefined,
    };
    expected.set(text, item);
    return item;
  };
  const arrive = (member: number, text: string, at: number) => {
    const item = expected.get(text);
    if (item === undefined || member >= item.arrivals.length || !Number.isNaN(item.arrivals[member])) return;
    item.arrivals[member] = at;
    item.count += 1;
    if (item.count === item.arrivals.length) item.whenAll?.();
  };
  const allArrived = async (items: readonly Expected[], timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    for (const item of items) {
      if (item.count === item.arrivals.length) continue;
      const left = deadline - performance.now();
      if (left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        item.whenAll = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  const deliveryOf = (items: readonly Expected[]): Delivery => {
    const delays: number[] = [];
    let total = 0;
    for (const item of items) {
      total += item.arrivals.length;
      for (const at of item.arrivals) if (!Number.isNaN(at)) delays.push(at - item.sentAt);
    }
    const sorted = Float64Array.from(delays).sort();
    return {
      expected: total,
      received: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    };
  };

  async function post(text: string, token: string, item: Expected): Promise<void> {
    item.sentAt = performance.now();
    const answer = await call('POST', '/api/chat', token, { text, isPublic: true });
    clientRequests += 1;
    if (answer.status !== 201) fail(`POST /api/chat answered ${String(answer.status)}: ${answer.body}`);
  }

  interface OpenStream {
    close(): void;
  }

  /** Opens one stream; resolves once its first frames (hello, wallet) came, when it carries live events. */
  function openStream(member: number): Promise<OpenStream> {
    return new Promise((resolve, reject) => {
      let closing = false;
      let ready = false;
      const stream: OpenStream = {
        close: () => {
          closing = true;
          request.destroy();
        },
      };
      const timer = setTimeout(() => {
        stream.close();
        reject(new Error(`stream ${String(member)} did not start within ${String(OPEN_TIMEOUT_MS)} ms`));
      }, OPEN_TIMEOUT_MS);
      const ended = () => {
        if (ready && !closing) fail(`the server ended stream ${String(member)}`);
      };
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/events',
          agent: streamAgent,
          headers: { authorization: `Bearer ${tokens[member] ?? ''}`, accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) {
            clearTimeout(timer);
            response.resume();
            reject(new Error(`GET /api/events answered ${String(response.statusCode)}`));
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            const at = performance.now();
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (frame.includes('event: chat.message\n')) {
                // The bench's texts hold no quotes, so the text is read without parsing the whole frame.
                const start = frame.indexOf('"text":"') + 8;
                arrive(member, frame.slice(start, frame.indexOf('"', start)), at);
              } else if (!ready && frame.startsWith('event: wallet\n')) {
                ready = true;
                clearTimeout(timer);
                resolve(stream);
              }
            }
          });
          response.on('close', ended);
        },
      );
      request.on('error', (error) => {
        if (!ready) {
          clearTimeout(timer);
          reject(error);
        } else ended();
      });
    });
  }

  /** Opens the streams of members [from, to), OPEN_CONCURRENCY at a time. */
  async function openStreams(from: number, to: number): Promise<OpenStream[]> {
    const streams: OpenStream[] = [];
    let next = from;
    const opener = async () => {
      while (next < to) {
        const member = next;
        next += 1;
        try {
          streams.push(await openStream(member));
        } catch (error) {
          fail(error instanceof Error ? error.message : String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(OPEN_CONCURRENCY, to - from) }, opener));
    return streams;
  }
  const closeAll = (streams: readonly OpenStream[]) => {
    for (const stream of streams) stream.close();
  };

  /** A writer posting once a second for `seconds`, each message expected by `members` members. */
  async function writeEverySecond(mode: string, seconds: number, members: number): Promise<Expected[]> {
    const items: Expected[] = [];
    const start = performance.now();
    for (let second = 0; second < seconds; second += 1) {
      await sleep(Math.max(0, start + second * 1000 - performance.now()));
      const text = `${options.label} ${mode} ${String(second)}`;
      const item = expect(text, members);
      items.push(item);
      await post(text, tokens[0] ?? '', item);
    }
    await sleep(Math.max(0, start + seconds * 1000 - performance.now()));
    return items;
  }

  /** The server's requests and CPU, and PostgreSQL's, while `work` runs. */
  async function measured(work: () => Promise<Expected[]>) {
    const before = await scrape();
    const postgres = await postgresCpu(options.adminUrl, options.databaseName);
    const cpuBefore = cpuSecondsOf(apiPid) ?? 0;
    const clientBefore = clientRequests;
    const started = performance.now();
    const items = await work();
    const seconds = (performance.now() - started) / 1000;
    const apiCpuSeconds = (cpuSecondsOf(apiPid) ?? 0) - cpuBefore;
    const answered = clientRequests - clientBefore;
    const postgresCpuSeconds = await postgres.end();
    const after = await scrape();
    return {
      items,
      seconds,
      serverRequests: after.requests - before.requests,
      clientRequests: answered,
      apiCpuSeconds,
      postgresCpuSeconds,
    };
  }
  const report: LiveReport = {
    streams: tokens.length,
    openSeconds: 0,
    before: { rss: 0, heapUsed: 0 },
    after: { rss: 0, heapUsed: 0 },
    clientRssBefore: 0,
    clientRssAfter: 0,
    messages: [],
    room: [],
    errors,
  };

  // Warm-up: the stream and chat code is compiled before the memory is read.
  const warm = await openStreams(0, Math.min(WARM_UP_STREAMS, tokens.length));
  const warmItem = expect(`${options.label} warm-up`, warm.length);
  await post(`${options.label} warm-up`, tokens[0] ?? '', warmItem);
  await allArrived([warmItem], STREAM_DELIVERY_TIMEOUT_MS);
  closeAll(warm);
  await sleep(2000);

  report.before = { rss: rssOf(apiPid), heapUsed: (await scrape()).heapUsed };
  report.clientRssBefore = process.memoryUsage().rss;
  const openStart = performance.now();
  const streams = await openStreams(0, tokens.length);
  report.openSeconds = (performance.now() - openStart) / 1000;
  await sleep(2000);
  report.after = { rss: rssOf(apiPid), heapUsed: (await scrape()).heapUsed };
  report.clientRssAfter = process.memoryUsage().rss;
  console.log(
    `live: ${String(streams.length)} streams open in ${report.openSeconds.toFixed(1)} s; API RSS ${mb(report.before.rss)} → ${mb(report.after.rss)}, heap ${mb(report.before.heapUsed)} → ${mb(report.after.heapUsed)}`,
  );

  for (let message = 1; message <= options.messages; message += 1) {
    const text = `${options.label} to all ${String(message)}`;
    const item = expect(text, tokens.length);
    await post(text, tokens[0] ?? '', item);
    await allArrived([item], STREAM_DELIVERY_TIMEOUT_MS);
    const delivery = deliveryOf([item]);
    report.messages.push(delivery);
    if (delivery.received < delivery.expected)
      fail(
        `message ${String(message)} reached ${String(delivery.received)} of ${String(delivery.expected)} streams`,
      );
    console.log(
      `live: message ${String(message)} on ${String(delivery.received)}/${String(delivery.expected)} streams: p50 ${delivery.p50.toFixed(0)} ms, p99 ${delivery.p99.toFixed(0)} ms, max ${delivery.max.toFixed(0)} ms`,
    );
    await sleep(1000);
  }
  closeAll(streams);
  await sleep(3000);

  // The room polled as the member app does without a stream: after=<last seq> every CHAT_POLL_MS, staggered.
  const latest = await call('GET', '/api/chat/public?limit=1', tokens[0] ?? '');
  const startSeq = Math.max(0, ...(JSON.parse(latest.body) as { seq: number }[]).map((item) => item.seq));
  const lastSeq = new Array<number>(roomMembers).fill(startSeq);
  const stopPolling = new AbortController();
  // Every member's poller waits on this one signal.
  setMaxListeners(roomMembers + 10, stopPolling.signal);
  const poller = async (member: number) => {
    const token = tokens[member] ?? '';
    let due = performance.now() + (member * CHAT_POLL_MS) / roomMembers;
    for (;;) {
      try {
        await sleep(Math.max(0, due - performance.now()), undefined, { signal: stopPolling.signal });
      } catch {
        return;
      }
      let answer: { status: number; body: string };
      try {
        answer = await call('GET', `/api/chat/public?after=${String(lastSeq[member] ?? 0)}`, token);
      } catch (error) {
        fail(`GET /api/chat/public failed: ${String(error)}`);
        due += CHAT_POLL_MS;
        continue;
      }
      const at = performance.now();
      clientRequests += 1;
      if (answer.status !== 200) {
        fail(`GET /api/chat/public answered ${String(answer.status)}`);
        due += CHAT_POLL_MS;
        continue;
      }
      const changes = JSON.parse(answer.body) as { seq: number; text: string }[];
      for (const change of changes) {
        lastSeq[member] = Math.max(lastSeq[member] ?? 0, change.seq);
        arrive(member, change.text, at);
      }
      // A full page means more waits: the app reads on at once.
      if (changes.length < CHAT_PAGE_SIZE) due += CHAT_POLL_MS;
    }
  };
  const pollers = Array.from({ length: roomMembers }, (_, member) => poller(member));
  // One whole round of polls first, so the window sees them at their steady rate.
  await sleep(CHAT_POLL_MS);
  const polling = await measured(() => writeEverySecond('polling', options.roomSeconds, roomMembers));
  await allArrived(polling.items, CHAT_POLL_MS + 5000);
  stopPolling.abort();
  await Promise.all(pollers);
  report.room.push({ mode: 'polling', ...polling, delivery: deliveryOf(polling.items) });

  const roomStreams = await openStreams(0, roomMembers);
  await sleep(2000);
  const streaming = await measured(() => writeEverySecond('streams', options.roomSeconds, roomMembers));
  await allArrived(streaming.items, STREAM_DELIVERY_TIMEOUT_MS);
  closeAll(roomStreams);
  report.room.push({ mode: 'streams', ...streaming, delivery: deliveryOf(streaming.items) });

  for (const run of report.room) {
    const { delivery } = run;
    if (delivery.received < delivery.expected)
      fail(
        `${run.mode}: ${String(delivery.received)} of ${String(delivery.expected)} messages reached their members`,
      );
    console.log(
      `live: room of ${String(roomMembers)}, ${run.mode}: ${(run.serverRequests / run.seconds).toFixed(1)} req/s at the server, API CPU ${run.apiCpuSeconds.toFixed(2)} s, PostgreSQL ${run.postgresCpuSeconds.toFixed(2)} s in ${run.seconds.toFixed(1)} s; delivery p50 ${delivery.p50.toFixed(0)} ms, p99 ${delivery.p99.toFixed(0)} ms`,
    );
  }
  keepAlive.destroy();
  streamAgent.destroy();
  return report;
}

/** The live section's figures as the bench's summary prints them. */
export function printLiveReport(report: LiveReport): void {
  const perStream = (after: number, before: number) =>
    `${((after - before) / Math.max(report.streams, 1) / 1024).toFixed(1)} KB`;
  console.log(
    `\nlive: ${String(report.streams)} streams on one API process, opened in ${report.openSeconds.toFixed(1)} s`,
  );
  console.log(
    `  API RSS ${mb(report.before.rss)} → ${mb(report.after.rss)} (${perStream(report.after.rss, report.before.rss)} a stream), heap used ${mb(report.before.heapUsed)} → ${mb(report.after.heapUsed)} (${perStream(report.after.heapUsed, report.before.heapUsed)} a stream); the clients' process ${mb(report.clientRssBefore)} → ${mb(report.clientRssAfter)}`,
  );
  console.log('\n| message | streams reached | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|');
  report.messages.forEach((delivery, index) =>
    console.log(
      `| ${String(index + 1)} | ${String(delivery.received)} of ${String(delivery.expected)} | ${delivery.p50.toFixed(0)} | ${delivery.p99.toFixed(0)} | ${delivery.max.toFixed(0)} |`,
    ),
  );
  console.log(
    '\n| community room | window s | requests (server) | req/s | API CPU s | API CPU % of a core | PostgreSQL CPU s | delivered | delay p50 ms | delay p99 ms | max ms |\n|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const run of report.room)
    console.log(
      `| ${run.mode} | ${run.seconds.toFixed(1)} | ${String(run.serverRequests)} | ${(run.serverRequests / run.seconds).toFixed(1)} | ${run.apiCpuSeconds.toFixed(2)} | ${((run.apiCpuSeconds / run.seconds) * 100).toFixed(1)} | ${run.postgresCpuSeconds.toFixed(2)} | ${String(run.delivery.received)} of ${String(run.delivery.expected)} | ${run.delivery.p50.toFixed(0)} | ${run.delivery.p99.toFixed(0)} | ${run.delivery.max.toFixed(0)} |`,
    );
  if (report.errors.length > 0) console.log(`live: ${String(report.errors.length)} failures`);
}
