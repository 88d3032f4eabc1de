/**
 * `npm run bench`: the API under load on a scratch PostgreSQL database, beside pgbench on the same machine.
 *
 * Creates a scratch database, migrates it, seeds BENCH_MEMBERS members (default 1,000) with money, a
 * level and signed-in sessions, starts the API in a child process with the rate limits raised through
 * RATE_LIMIT_SCALE, drives it with its own load generator (scripts/http-load.ts) at 16 and 64
 * connections, runs pgbench -S and TPC-B on a second scratch database (when pgbench is installed), prints
 * req/s, p50/p99 and the ratios, checks that the ledger reconciles, and drops both databases. A
 * "baseline" run serves the users/me statement from a bare node:http server (bench-baseline.ts) at 16
 * and 64 connections: the floor under GET /users/me, and under the mixed workload's tail, on the same
 * machine.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 * BENCH_SECONDS (default 10) sets each run's length; PGBENCH=/path/to/pgbench picks the binary.
 * BENCH_ONLY=<regular expression> runs only the calls whose names match (the mixed workload is named
 * "mixed", the ratios from paired runs "paired"); BENCH_PAIRS (3) sets how many API runs are each followed
 * at once by a pgbench run for those ratios; BENCH_NODE_OPTIONS passes flags to the API's Node process
 * (for example --cpu-prof);
 * BENCH_PROCESSES=N runs the API as N processes on one port (API_PROCESSES, with Redis at REDIS_URL);
 * BENCH_MIXED_READS=<paths, comma-separated> replaces the mixed workload's four reads; BENCH_KEEP=1 keeps
 * the API's database (its name is printed) for EXPLAIN afterwards.
 * The "live" section (bench-live.ts) starts a fresh API process and holds BENCH_LIVE_STREAMS (10,000)
 * event streams on it, one per member (members beyond BENCH_MEMBERS are seeded signed in, without money):
 * its memory per stream, a community message's delivery to every stream (BENCH_LIVE_MESSAGES, 5), and the
 * community room of BENCH_LIVE_ROOM (1,000) members polling and then streaming, BENCH_LIVE_SECONDS (30)
 * each. It measures one process, so it is skipped under BENCH_PROCESSES.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { reconcile } from '../src/modules/ledger/ledger.service';
import { printLiveReport, runLiveBench, type LiveReport } from './bench-live';
import { runLoad } from './http-load';
import { seedAdLevel, seedMembersWithMoney, seedSignedInMembers, type SeededMember } from './seed-members';

const run = promisify(execFile);
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Number(process.env.BENCH_MEMBERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3917);
const pgbenchPath = process.env.PGBENCH ?? '/usr/bin/pgbench';
const only = process.env.BENCH_ONLY === undefined ? undefined : new RegExp(process.env.BENCH_ONLY);
const processes = Number(process.env.BENCH_PROCESSES ?? 1);
const nodeOptions = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
const selected = (name: string) => only === undefined || only.test(name);
const suffix = randomBytes(4).toString('hex');
const apiDbName = `earnflow_bench_${suffix}`;
const pgbenchDbName = `earnflow_pgbench_${suffix}`;
const metricsToken = randomBytes(16).toString('hex');
const liveName = 'live';
const liveStreams = Number(process.env.BENCH_LIVE_STREAMS ?? 10_000);

function databaseUrl(name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Result {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The load generator's own CPU time per answer, in microseconds (taken from the same two cores). */
  clientMicros: number;
}

// The scratch databases are dropped with FORCE at the end; their closing connections are expected.
const quiet = { error: () => undefined };
const results: Result[] = [];
const pgbenchResults: Record<string, number> = {};
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function seed(url: string): Promise<SeededMember[]> {
  const handle = await openDatabase({ kind: 'postgres', url, pool: { statementTimeoutMs: 0 } }, quiet);
  try {
    await runMigrations(handle);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const members = await seedMembersWithMoney(client, handle.db, memberCount, suffix);
      // Each floor pair watches eight ads a member (moneyRounds), the other runs two.
      adIds = await seedAdLevel(client, 8 * pairs + 4);
      // Statistics as a running server's autovacuum keeps them. Without them every backend plans the
      // foreign keys' checks for near-empty tables (a scan of ledger_transactions whole) and keeps that plan
      // until autovacuum's first ANALYZE, while each money call makes the table longer.
      await client.query('ANALYZE');
      if (process.env.BENCH_EXPERIMENT) await client.query(process.env.BENCH_EXPERIMENT);
      return members;
    } finally {
      await client.end();
    }
  } finally {
    await handle.close();
  }
}
let adIds: string[] = [];
/** The next bench ad a round of ad credits watches: each member is credited each ad once a day. */
let nextAdRound = 0;
const baselineName = 'baseline: users/me, bare node:http';

async function stopApi() {
  const child = api;
  if (child === undefined) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  api = undefined;
}

async function startApi(
  url: string,
  script = '../src/server.ts',
  listenPort = port,
  extraEnv: Record<string, string> = {},
) {
  const server = fileURLToPath(new URL(script, import.meta.url));
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', server], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000000',
      // Every bench client connects from 127.0.0.1: the live section holds all its streams from there.
      LIVE_STREAMS_PER_ADDRESS: '1000000',
      METRICS_TOKEN: metricsToken,
      API_PROCESSES: String(processes),
      ...(processes > 1 ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
      NODE_ENV: 'production',
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${String(child.exitCode)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${String(listenPort)}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the API did not answer /api/health within a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface LoadOptions {
  name: string;
  connections: number;
  method?: 'GET' | 'POST';
  /** Builds each request: path, headers and body. */
  request: (context: Record<string, unknown>) => {
    path: string;
    body?: unknown;
    headers?: Record<string, string>;
  };
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  amount?: number;
  record?: boolean;
  /** Runs beside another load in this process, so the process's CPU time is not this load's alone. */
  concurrent?: boolean;
  /** The port of the server to load: the API's unless given (the floor's, say). */
  port?: number;
  /** How long to run, when not BENCH_SECONDS (and no `amount` is given). */
  durationMs?: number;
  /** Prints nothing (a slice of a longer measure). */
  quiet?: boolean;
}

async function load(options: LoadOptions): Promise<Result> {
  if (options.record !== false && !selected(options.name))
    return {
      name: options.name,
      connections: options.connections,
      requests: 0,
      rps: 0,
      p50: 0,
      p99: 0,
      errors: 0,
      clientMicros: 0,
    };
  const cpuBefore = process.cpuUsage();
  const result = await runLoad({
    port: options.port ?? port,
    connections: options.connections,
    ...(options.amount === undefined
      ? { durationMs: options.durationMs ?? seconds * 1000 }
      : { amount: options.amount }),
    next: (context) => {
      const next = options.request(context);
      return {
        method: options.method ?? 'GET',
        path: next.path,
        ...(next.headers === undefined ? {} : { headers: next.headers }),
        ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
      };
    },
    ...(options.onResponse === undefined ? {} : { onResponse: options.onResponse }),
  });
  const cpu = process.cpuUsage(cpuBefore);
  const summary: Result = {
    name: options.name,
    connections: options.connections,
    requests: result.requests,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors + result.non2xx,
    clientMicros:
      options.concurrent === true ? Number.NaN : (cpu.user + cpu.system) / Math.max(result.requests, 1),
  };
  if (options.record !== false) results.push(summary);
  if (options.quiet !== true)
    console.log(
      `${summary.name.padEnd(38)} c=${String(summary.connections).padStart(2)}  ${summary.rps.toFixed(0).padStart(6)} req/s  p50 ${summary.p50.toFixed(1).padStart(5)} ms  p99 ${summary.p99.toFixed(1).padStart(5)} ms  errors ${String(summary.errors)}  client ${clientText(summary)} µs/req`,
    );
  return summary;
}

function clientText(result: Result): string {
  return Number.isNaN(result.clientMicros) ? '-' : result.clientMicros.toFixed(0);
}

const auth = (member: SeededMember) => ({ authorization: `Bearer ${member.token}` });

function transferRequest(members: SeededMember[]) {
  return () => {
    const sender = pick(members);
    let recipient = pick(members);
    while (recipient === sender) recipient = pick(members);
    return {
      path: '/api/transfer',
      headers: { ...auth(sender), 'idempotency-key': randomUUID() },
      body: { recipientAccountNumber: recipient.accountNumber, amount: 0.01, senderName: 'Bench' },
    };
  };
}

/** How long an ad round waits between its starts and its credits: the bench ads' one second, and a little. */
const viewWaitMs = 1100;
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One ad credit per member: every member starts ad N, then (a second later) completes it. `record: false`
 * measures without recording (for the paired runs, which report ratios).
 */
async function adCredits(
  members: SeededMember[],
  connections: number,
  round: number,
  record = true,
  serverPort = port,
) {
  const adId = adIds[round];
  if (adId === undefined) throw new Error('not enough bench ads');
  let next = 0;
  const views = new Map<string, string>();
  const start = await load({
    name: adStartName,
    record,
    connections,
    method: 'POST',
    amount: members.length,
    port: serverPort,
    request: (context) => {
      const member = members[next % members.length] as SeededMember;
      next += 1;
      context.member = member;
      return { path: `/api/ads/${adId}/start`, headers: auth(member), body: {} };
    },
    onResponse: (status, body, context) => {
      if (status === 201)
        views.set((context.member as SeededMember).id, (JSON.parse(body) as { viewId: string }).viewId);
    },
  });
  // The ads last one second on the server clock: wait it out once for the whole round.
  await idle(viewWaitMs);
  const started = members.filter((member) => views.has(member.id));
  next = 0;
  const credit = await load({
    name: adCreditName,
    record,
    connections,
    method: 'POST',
    amount: started.length,
    port: serverPort,
    request: () => {
      const member = started[next % started.length] as SeededMember;
      next += 1;
      return {
        path: `/api/ads/views/${views.get(member.id) ?? ''}/complete`,
        headers: auth(member),
        body: {},
      };
    },
  });
  return { start, credit };
}
const adStartName = 'POST /ads/:id/start';
const adCreditName = 'POST /ads/views/:id/complete (credit)';

const havePgbench = existsSync(pgbenchPath);
const pgbenchKinds = { 'pgbench -S': ['-S'], 'pgbench TPC-B': [] } as const;
type PgbenchKind = keyof typeof pgbenchKinds;

/** One pgbench run of `seconds` (16 clients) on the scratch pgbench database: its transactions per second. */
async function runPgbench(kind: PgbenchKind): Promise<number> {
  const { stdout } = await run(
    pgbenchPath,
    [...pgbenchKinds[kind], '-c', '16', '-j', '2', '-T', String(seconds), '-n', databaseUrl(pgbenchDbName)],
    { maxBuffer: 1 << 24 },
  );
  return Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
}

async function pgbench() {
  if (!selected('pgbench') || !havePgbench) return;
  for (const kind of Object.keys(pgbenchKinds) as PgbenchKind[]) {
    const tps = await runPgbench(kind);
    pgbenchResults[kind] = tps;
    console.log(`${kind.padEnd(38)} c=16  ${tps.toFixed(0).padStart(6)} tps`);
  }
}

/**
 * A ratio from runs side by side in time: a shared machine's speed drifts within one run
 * (docs/performance.md), so each of BENCH_PAIRS (3) API runs is followed at once by its pgbench run, and
 * the median of the pairs' ratios is reported.
 */
async function pairedRatio(options: LoadOptions, kind: PgbenchKind) {
  const { name } = options;
  if (!selected(name) || !havePgbench) return;
  const ratios: number[] = [];
  let errors = 0;
  for (let pair = 0; pair < pairs; pair += 1) {
    const app = await load({ ...options, record: false });
    const tps = await runPgbench(kind);
    errors += app.errors;
    ratios.push(app.rps / tps);
    console.log(
      `${name.padEnd(38)} pair ${String(pair + 1)}: ${app.rps.toFixed(0)} req/s, ${kind} ${tps.toFixed(0)} tps, ratio ${(app.rps / tps).toFixed(3)}`,
    );
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  pairedResults.push({ name, kind, ratios, median: sorted[Math.floor(sorted.length / 2)] ?? 0, errors });
}
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
const pairedUsersMe = 'paired: GET /api/users/me';
const pairedTransfer = 'paired: POST /api/transfer';
const pairedResults: {
  name: string;
  kind: PgbenchKind | typeof floorName;
  ratios: number[];
  median: number;
  errors: number;
}[] = [];

// The mixed member workload: 48 connections reading and 16 moving money, at the same time.
// BENCH_MIXED_READS=<paths, comma-separated> reads only those, to see which one makes the reads' tail.
const mixedReadPaths = process.env.BENCH_MIXED_READS?.split(',') ?? [
  '/api/users/me',
  '/api/wallets/me',
  '/api/wallets/movements',
  '/api/transfer/history',
];
function mixedLoad(members: SeededMember[], record = true): Promise<[Result, Result]> {
  return Promise.all([
    load({
      name: 'mixed: reads',
      record,
      connections: 48,
      concurrent: true,
      request: () => ({ path: pick(mixedReadPaths), headers: auth(pick(members)) }),
    }),
    load({
      name: 'mixed: transfers',
      record,
      connections: 16,
      method: 'POST',
      concurrent: true,
      request: transferRequest(members),
    }),
  ]);
}

/**
 * Two rounds of one call as one: the requests a second over both rounds' time, and the mean of their
 * p99s (each round's own slowest hundredth).
 */
function bothRounds(a: Result, b: Result): Pick<Result, 'rps' | 'p99'> {
  const time = (round: Result) => round.requests / round.rps;
  return { rps: (a.requests + b.requests) / (time(a) + time(b)), p99: (a.p99 + b.p99) / 2 };
}

const floorName = 'floor' as const;
/** BENCH_FLOOR_READS_ONLY=1: each floor pair takes only its slices of the read, to compare a change quickly. */
const readsOnly = process.env.BENCH_FLOOR_READS_ONLY === '1';
/** How many one-second slices of GET /users/me and of the floor each floor pair takes in turn. */
const floorSlices = Number(process.env.BENCH_FLOOR_SLICES ?? 10);
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
/**
 * Each pair's figures of the goals measured by floorPairs, in the order of `floorGoals` (the read's three
 * first: a pair of BENCH_FLOOR_READS_ONLY has only those).
 */
const floorRatios: number[][] = [];
const floorGoals = [
  { label: 'GET /users/me ÷ the floor, 16 connections (req/s)', goal: '≥ 0.85' },
  { label: 'the floor in bare Fastify ÷ the floor, GET /users/me, 16 connections (req/s)', goal: '(why)' },
  { label: 'GET /users/me ÷ the floor in bare Fastify, 16 connections (req/s)', goal: '(why)' },
  { label: 'mixed reads p99 ÷ the floor p99, 64 connections', goal: '≤ 1.3' },
  { label: 'ad credit ÷ POST /transfer, 16 connections (req/s)', goal: '≥ 1.0' },
  { label: 'ad start ÷ POST /transfer, 16 connections (req/s)', goal: '≥ 1.0' },
  { label: 'ad credit p99 ÷ POST /transfer p99, 64 connections', goal: '≤ 1.0' },
  { label: 'mixed reads p99 ÷ the floor p99 beside the same transfers', goal: '(why)' },
  { label: "the floor's ad credit ÷ the floor's transfer, 16 connections (req/s)", goal: '(why)' },
  { label: "ad credit ÷ the floor's ad credit, 16 connections (req/s)", goal: '(why)' },
  { label: "POST /transfer ÷ the floor's transfer, 16 connections (req/s)", goal: '(why)' },
  { label: "the floor's ad credit p99 ÷ the floor's transfer p99, 64 connections", goal: '(why)' },
] as const;

/**
 * The goals measured against the floor and against the transfer in paired runs (BENCH_PAIRS, 3): the
 * floor (bench-baseline.ts, the same users/me statement from a bare node:http server) runs beside the API
 * on the next port, idle while the API is loaded, and each API measure is followed at once by its
 * counterpart: GET /users/me at 16 connections by the floor's (and by the same read through a bare Fastify
 * app, on the port after: what the framework alone adds); the mixed workload at 64 by the floor at
 * 64; an ad round (every member starts a fresh ad and credits it) at 16 and at 64 connections by as many
 * transfers at the same connections. The median of the pairs' ratios is each goal's figure. The same ad
 * rounds and transfers then run on the floor, whose money calls are the app's services without the
 * framework: the floor's credit ÷ its transfer is what the two statements cost PostgreSQL; the API's
 * calls ÷ the floor's are what the framework adds to each.
 */
async function floorPairs(members: SeededMember[], apiUrl: string) {
  if (!selected(floorName)) return;
  const floorPort = port + 1;
  const floor = await startApi(apiUrl, './bench-baseline.ts', floorPort);
  // The same read through a bare Fastify app: what the framework alone adds to the floor.
  const fastifyPort = port + 2;
  const fastifyFloor = await startApi(apiUrl, './bench-baseline.ts', fastifyPort, {
    FLOOR_FRAMEWORK: 'fastify',
  });
  const usersMe = () => ({ path: '/api/users/me', headers: auth(pick(members)) });
  const quietLoad = (options: LoadOptions) => load({ ...options, record: false });
  const transfers = (connections: number, serverPort = port) =>
    quietLoad({
      name: `floor pair: POST /api/transfer ×${String(members.length)}`,
      connections,
      method: 'POST',
      amount: members.length,
      port: serverPort,
      request: transferRequest(members),
    });
  let errors = 0;
  const counted = (...measured: { errors: number }[]) => {
    for (const result of measured) errors += result.errors;
  };
  /**
   * The ad credit and the transfer measured alike, at `connections` on the server of `serverPort`: every
   * round of either begins after the same idle second (an ad round waits that long for its views), and
   * they run in the order ad, transfer, transfer, ad, so that neither always comes first and a drift of the
   * machine's speed over the four rounds falls on both. Each figure is the two rounds' together.
   */
  async function moneyRounds(connections: number, serverPort = port) {
    const adRound = () => adCredits(members, connections, nextAdRound++, false, serverPort);
    const transferRound = async () => {
      await idle(viewWaitMs);
      return transfers(connections, serverPort);
    };
    const [adsA, transfersA, transfersB, adsB] = [
      await adRound(),
      await transferRound(),
      await transferRound(),
      await adRound(),
    ];
    counted(adsA.start, adsA.credit, transfersA, transfersB, adsB.start, adsB.credit);
    return {
      ads: { start: bothRounds(adsA.start, adsB.start), credit: bothRounds(adsA.credit, adsB.credit) },
      transfers: bothRounds(transfersA, transfersB),
    };
  }
  try {
    for (const warmPort of [floorPort, fastifyPort])
      await quietLoad({ name: 'floor warm-up', connections: 16, request: usersMe, port: warmPort });
    for (let pair = 0; pair < pairs; pair += 1) {
      // One-second slices of each, taken in turn: the machine's speed drifts from one ten-second run to
      // the next by as much as the difference measured.
      const app = { rps: 0, errors: 0 };
      const bare = { rps: 0, errors: 0 };
      const framework = { rps: 0, errors: 0 };
      for (let slice = 0; slice < floorSlices; slice += 1) {
        for (const [sum, slicePort, name] of [
          [app, port, 'floor pair: GET /api/users/me'],
          [bare, floorPort, 'floor pair: the floor'],
          [framework, fastifyPort, 'floor pair: the floor in bare Fastify'],
        ] as const) {
          const measured = await quietLoad({
            name,
            connections: 16,
            request: usersMe,
            port: slicePort,
            durationMs: 1000,
            quiet: true,
          });
          sum.rps += measured.rps / floorSlices;
          sum.errors += measured.errors;
        }
      }
      console.log(
        `floor pair: GET /api/users/me c=16 ${app.rps.toFixed(0)} req/s, the floor ${bare.rps.toFixed(0)} req/s, the floor in bare Fastify ${framework.rps.toFixed(0)} req/s (${String(floorSlices)} one-second slices each, in turn)`,
      );
      counted(app, bare, framework);
      const readRatios = [app.rps / bare.rps, framework.rps / bare.rps, app.rps / framework.rps];
      if (readsOnly) {
        floorRatios.push(readRatios);
        continue;
      }
      const [reads, money] = await mixedLoad(members, false);
      // The same floor method under the same writes: the floor's reads at 48 connections while the API
      // runs the mixed workload's 16 connections of transfers. What the tail is on this machine when the
      // reads cost nothing of the app's own.
      const [bareUnderWrites, writes] = await Promise.all([
        quietLoad({
          name: 'floor pair: the floor beside transfers',
          connections: 48,
          concurrent: true,
          request: usersMe,
          port: floorPort,
        }),
        quietLoad({
          name: 'floor pair: transfers beside the floor',
          connections: 16,
          method: 'POST',
          concurrent: true,
          request: transferRequest(members),
        }),
      ]);
      const bare64 = await quietLoad({
        name: 'floor pair: the floor',
        connections: 64,
        request: usersMe,
        port: floorPort,
      });
      const apiMoney16 = await moneyRounds(16);
      const apiMoney64 = await moneyRounds(64);
      // The same rounds on the floor: the app's services and statements from bare node:http. What the
      // statements cost PostgreSQL, side by side, with nothing of the framework's.
      const floorMoney16 = await moneyRounds(16, floorPort);
      const floorMoney64 = await moneyRounds(64, floorPort);
      counted(reads, money, bare64, bareUnderWrites, writes);
      floorRatios.push([
        ...readRatios,
        reads.p99 / bare64.p99,
        apiMoney16.ads.credit.rps / apiMoney16.transfers.rps,
        apiMoney16.ads.start.rps / apiMoney16.transfers.rps,
        apiMoney64.ads.credit.p99 / apiMoney64.transfers.p99,
        reads.p99 / bareUnderWrites.p99,
        floorMoney16.ads.credit.rps / floorMoney16.transfers.rps,
        apiMoney16.ads.credit.rps / floorMoney16.ads.credit.rps,
        apiMoney16.transfers.rps / floorMoney16.transfers.rps,
        floorMoney64.ads.credit.p99 / floorMoney64.transfers.p99,
      ]);
      console.log(
        `floor pair ${String(pair + 1)}: ${floorGoals.map((goal, index) => `${goal.label} ${(floorRatios[pair]?.[index] ?? 0).toFixed(3)}`).join('; ')}`,
      );
    }
  } finally {
    floor.kill('SIGTERM');
    fastifyFloor.kill('SIGTERM');
  }
  pairedResults.push(
    ...floorGoals.flatMap((goal, index) => {
      const ratios = floorRatios.map((row) => row[index] ?? Number.NaN);
      if (ratios.every(Number.isNaN)) return [];
      return {
        name: goal.label,
        kind: floorName,
        ratios,
        median: median(ratios),
        errors: index === 0 ? errors : 0,
      };
    }),
  );
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
let api: ReturnType<typeof spawn> | undefined;
let failed = false;
try {
  console.log(
    `load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  await admin.query(`CREATE DATABASE ${apiDbName}`);
  await admin.query(`CREATE DATABASE ${pgbenchDbName}`);
  const apiUrl = databaseUrl(apiDbName);
  const members = await seed(apiUrl);
  if (havePgbench && (selected('pgbench') || [pairedUsersMe, pairedTransfer].some(selected)))
    await run(pgbenchPath, ['-i', '-q', '-s', '16', databaseUrl(pgbenchDbName)], { maxBuffer: 1 << 24 });
  else if (!havePgbench) console.log(`pgbench not found at ${pgbenchPath}: skipping the PostgreSQL baseline`);
  api = await startApi(apiUrl);
  const usersMe = () => ({ path: '/api/users/me', headers: auth(pick(members)) });
  console.log(
    `${String(members.length)} members seeded; API on port ${String(port)}; ${String(seconds)} s a run\n`,
  );

  // Warm up the connections, the query plans and the JIT.
  await load({
    name: 'warm-up',
    connections: 16,
    record: false,
    request: usersMe,
  });

  for (const connections of [16, 64]) {
    await load({ name: 'GET /api/health', connections, request: () => ({ path: '/api/health' }) });
    await load({
      name: 'GET /api/users/me',
      connections,
      request: usersMe,
    });
    await load({
      name: 'GET /api/wallets/me',
      connections,
      request: () => ({ path: '/api/wallets/me', headers: auth(pick(members)) }),
    });
    await load({
      name: 'GET /api/wallets/movements',
      connections,
      request: () => ({ path: '/api/wallets/movements', headers: auth(pick(members)) }),
    });
    await load({
      name: 'POST /api/transfer',
      connections,
      method: 'POST',
      request: transferRequest(members),
    });
    // After the transfers, so each member's history has pages to show.
    await load({
      name: 'GET /api/transfer/history',
      connections,
      request: () => ({ path: '/api/transfer/history', headers: auth(pick(members)) }),
    });
    if (selected(adStartName)) await adCredits(members, connections, nextAdRound++);
  }

  const [mixedReads, mixedMoney] = await mixedLoad(members);

  // The goals against the floor and against the transfer, from paired runs (floorPairs).
  await floorPairs(members, apiUrl);

  // The goals' ratios from API runs each followed at once by its pgbench run (pairedRatio).
  await pairedRatio({ name: pairedUsersMe, connections: 16, request: usersMe }, 'pgbench -S');
  await pairedRatio(
    { name: pairedTransfer, connections: 16, method: 'POST', request: transferRequest(members) },
    'pgbench TPC-B',
  );

  await stopApi();

  // The live streams, on a fresh API process so that its memory before the streams is its own.
  let live: LiveReport | undefined;
  if (selected(liveName) && processes > 1)
    console.log('live: measures one API process; skipped under BENCH_PROCESSES');
  else if (selected(liveName)) {
    const client = new pg.Client({ connectionString: apiUrl });
    await client.connect();
    const more = await seedSignedInMembers(
      client,
      Math.max(0, liveStreams - members.length),
      `${suffix}-live`,
    );
    await client.end();
    api = await startApi(apiUrl);
    live = await runLiveBench({
      port,
      apiPid: api.pid ?? 0,
      metricsToken,
      adminUrl: baseUrl,
      databaseName: apiDbName,
      tokens: [...members, ...more].slice(0, liveStreams).map((member) => member.token),
      roomMembers: Number(process.env.BENCH_LIVE_ROOM ?? 1000),
      messages: Number(process.env.BENCH_LIVE_MESSAGES ?? 5),
      roomSeconds: Number(process.env.BENCH_LIVE_SECONDS ?? 30),
      label: `bench ${suffix}`,
    });
    await stopApi();
  }

  // The floor: the same users/me statement behind a bare node:http server (bench-baseline.ts).
  if (selected(baselineName)) {
    api = await startApi(apiUrl, './bench-baseline.ts');
    await load({ name: 'baseline warm-up', connections: 16, record: false, request: usersMe });
    await load({ name: baselineName, connections: 16, request: usersMe });
    // At 64 connections: the tail a closed loop of 64 gets on this machine from the cheapest read alone,
    // with no framework (the floor under the mixed workload's p99).
    await load({ name: baselineName, connections: 64, request: usersMe });
    await stopApi();
  }

  await pgbench();

  // The books after everything: every balance equals its entries, holding accounts their rows.
  const check = await openDatabase({ kind: 'postgres', url: apiUrl, pool: { statementTimeoutMs: 0 } }, quiet);
  const report = await reconcile(check.db);
  await check.close();
  const failing = report.checks.filter((item) => !item.ok);

  const rps = (name: string, connections: number) =>
    results.find((result) => result.name === name && result.connections === connections)?.rps ?? 0;
  console.log(
    `\nload average at end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    '\n| call | connections | req/s | p50 ms | p99 ms | errors | client µs/req |\n|---|---|---|---|---|---|---|',
  );
  for (const result of results)
    console.log(
      `| ${result.name} | ${String(result.connections)} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${String(result.errors)} | ${clientText(result)} |`,
    );
  const selectOnly = pgbenchResults['pgbench -S'];
  const tpcb = pgbenchResults['pgbench TPC-B'];
  if (selectOnly !== undefined && tpcb !== undefined) {
    console.log(`\npgbench -S ${selectOnly.toFixed(0)} tps, TPC-B ${tpcb.toFixed(0)} tps (16 clients)`);
    if (selected('GET /api/users/me'))
      console.log(
        `ratio GET /users/me (16) / pgbench -S: ${(rps('GET /api/users/me', 16) / selectOnly).toFixed(3)}`,
      );
    if (selected(baselineName))
      console.log(
        `ratio baseline (16) / pgbench -S:       ${(rps(baselineName, 16) / selectOnly).toFixed(3)}`,
      );
    if (selected('POST /api/transfer'))
      console.log(
        `ratio POST /transfer (16) / TPC-B:     ${(rps('POST /api/transfer', 16) / tpcb).toFixed(3)}`,
      );
  }
  for (const paired of pairedResults.filter((result) => result.kind !== floorName))
    console.log(
      `ratio ${paired.name.replace('paired: ', '')} (16) / ${paired.kind}, paired runs: median ${paired.median.toFixed(3)} (${paired.ratios.map((ratio) => ratio.toFixed(3)).join(', ')})`,
    );
  const floorResults = pairedResults.filter((result) => result.kind === floorName);
  if (floorResults.length > 0) {
    console.log('\n| goal | median of the pairs | pairs | goal |\n|---|---|---|---|');
    for (const result of floorResults)
      console.log(
        `| ${result.name} | ${result.median.toFixed(3)} | ${result.ratios.map((ratio) => ratio.toFixed(3)).join(', ')} | ${floorGoals.find((goal) => goal.label === result.name)?.goal ?? ''} |`,
      );
  }
  if (selected('mixed'))
    console.log(
      `mixed at 64 connections: reads p99 ${mixedReads.p99.toFixed(1)} ms, money p99 ${mixedMoney.p99.toFixed(1)} ms`,
    );
  const floor = results.find((result) => result.name === baselineName && result.connections === 64);
  if (floor !== undefined)
    console.log(
      `floor at 64 connections (bare node:http, GET /users/me only): p99 ${floor.p99.toFixed(1)} ms`,
    );
  if (live !== undefined) printLiveReport(live);
  console.log(`reconciliation: ${report.ok ? 'ok' : `FAILED ${failing.map((item) => item.id).join(', ')}`}`);
  if (!report.ok) failed = true;
  if (live !== undefined && live.errors.length > 0) {
    console.log('live: some requests failed or some messages did not reach every member');
    failed = true;
  }
  if ([...results, ...pairedResults].some((result) => result.errors > 0)) {
    console.log('some requests failed (see the errors column)');
    failed = true;
  }
} finally {
  if (api !== undefined) api.kill('SIGTERM');
  for (const name of [apiDbName, pgbenchDbName]) {
    if (name === apiDbName && process.env.BENCH_KEEP === '1') {
      console.log(`kept ${name}`);
      continue;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error: unknown) => {
      console.error(`could not drop ${name}:`, error);
    });
  }
  await admin.end();
}
process.exit(failed ? 1 : 0);
