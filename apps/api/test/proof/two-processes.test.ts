import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { accountBalanceCents, walletBalanceCents } from '../../src/modules/ledger/ledger.repository';
import { systemAccountId } from '../../src/modules/ledger/ledger.service';
import { createSession } from '../../src/modules/sessions/sessions.service';
import { createPostgresDatabase, dropPostgresDatabase, testDatabaseKind } from '../database';
import { DEFAULT_TEST_PASSWORD, seedAdmin, seedMember } from '../factories';
import { startMailServer, type TestMailServer } from '../mail-server';
import { frameOf, openStream } from '../live-stream';
import { expectLedgerReconciles, fundWallet } from '../money';
import {
  call,
  freePort,
  spawnServer,
  startServer,
  waitForOutput,
  type ServerProcess,
} from './server-process';

/**
 * Two API processes on one PostgreSQL and one Redis: sessions, logouts and rate limits are shared,
 * migrations and the first admin happen once, each queued e-mail is sent once, and the bank test split
 * across both processes conserves the total.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; CI=true requires it. */
async function redisAnswers(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
const redisAnswered = testDatabaseKind() === 'postgres' && (await redisAnswers());
const redisUp = testDatabaseKind() === 'postgres' && (redisAnswered || process.env.CI === 'true');

const migrationCount = z
  .object({ entries: z.array(z.unknown()) })
  .parse(
    JSON.parse(
      fs.readFileSync(fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url)), 'utf8'),
    ),
  ).entries.length;

/** A random client address, so per-address limits of earlier runs (kept in Redis) do not count. */
const randomAddress = () =>
  `10.${String(randomBytes(1)[0])}.${String(randomBytes(1)[0])}.${String(randomBytes(1)[0])}`;

const baseUrl = process.env.DATABASE_URL ?? '';

describe.skipIf(!redisUp)('two processes on one PostgreSQL and one Redis', () => {
  let database: { name: string; url: string } | undefined;
  let handle: DatabaseHandle;
  let mail: TestMailServer;
  let one: ServerProcess;
  let two: ServerProcess;
  const servers: ServerProcess[] = [];
  const ownerEmail = `owner-${randomBytes(4).toString('hex')}@example.com`;

  const rowsOf = async <T extends z.ZodType>(row: T, query: ReturnType<typeof sql>) =>
    z.object({ rows: z.array(row) }).parse(await handle.db.execute(query)).rows;

  beforeAll(async () => {
    // Under CI=true these tests run without a Redis too, and must fail saying so rather than with 500s.
    if (!redisAnswered)
      throw new Error(`Redis at ${REDIS_URL} does not answer: these tests need it (CI=true requires them).`);
    // An empty database: the processes migrate it themselves, at the same time.
    database = await createPostgresDatabase(baseUrl, 'earnflow_two');
    mail = await startMailServer();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      SMTP_URL: mail.url,
      MAIL_FROM: 'EarnFlow <no-reply@earnflow.test>',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ownerEmail,
      ADMIN_PASSWORD: DEFAULT_TEST_PASSWORD,
    };
    // Both start at once; when one fails, the other is still stopped afterwards.
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    [one, two] = servers as [ServerProcess, ServerProcess];
    handle = await openDatabase({ kind: 'postgres', url: database.url, pool: { size: 5 } });
  }, 180_000);
  afterAll(async () => {
    if (!redisAnswered) return;
    try {
      await Promise.all(servers.map((server) => server.stop()));
      await handle.close();
      await mail.close();
    } finally {
      // Even after a failed start: no scratch database is left behind.
      if (database !== undefined) await dropPostgresDatabase(baseUrl, database.name);
    }
  });

  it('migrate once and create the first admin once', async () => {
    const migrations = await rowsOf(
      z.object({ count: z.number() }),
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(migrations[0]?.count).toBe(migrationCount);
    // Each process makes the first admin just after it starts listening: wait for both to have tried.
    const owners = async () =>
      (
        await rowsOf(
          z.object({ count: z.number() }),
          sql`select count(*)::int as count from admins where email = ${ownerEmail}`,
        )
      )[0]?.count ?? 0;
    await Promise.all([waitForOutput(one, 'running at', 20_000), waitForOutput(two, 'running at', 20_000)]);
    expect(await owners()).toBe(1);
    expect(
      [one.output(), two.output()].filter((output) => output.includes('First admin created')),
    ).toHaveLength(1);
  });

  it('serve a session made on one on the other, and a logout on one ends it on both', async () => {
    const member = await seedMember(handle.db, { status: 'ACTIVE' });
    const address = randomAddress();
    const login = await call(one.url, 'POST', '/api/users/login', {
      body: { email: member.email, password: DEFAULT_TEST_PASSWORD },
      headers: { 'x-forwarded-for': address },
    });
    expect(login?.status, JSON.stringify(login)).toBe(200);
    const { token } = z.object({ token: z.string() }).parse(login?.body);
    expect((await call(two.url, 'GET', '/api/users/me', { token }))?.status).toBe(200);
    expect((await call(two.url, 'POST', '/api/users/logout', { token }))?.status).toBeLessThan(300);
    expect((await call(one.url, 'GET', '/api/users/me', { token }))?.status).toBe(401);
    expect((await call(two.url, 'GET', '/api/users/me', { token }))?.status).toBe(401);
  });

  it('carry a message posted through one to a live stream opened on the other, through Redis', async () => {
    const reader = await seedMember(handle.db, { status: 'ACTIVE' });
    const writer = await seedMember(handle.db, { status: 'ACTIVE' });
    const session = (userId: string) => createSession(handle.db, systemClock, { kind: 'USER', userId }, {});
    const stream = await openStream(two.url, { token: await session(reader.id) });
    await stream.next(frameOf('hello'));
    const text = `across processes ${randomBytes(4).toString('hex')}`;
    const started = Date.now();
    const sent = await call(one.url, 'POST', '/api/chat', {
      token: await session(writer.id),
      body: { text, isPublic: true },
    });
    expect(sent?.status).toBe(201);
    await stream.next(
      frameOf('chat.message', (data) => (data.message as { text: string }).text === text),
      1000,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    stream.close();
  });

  it('count rate limits across both', async () => {
    // Forgot password: 10 per address and e-mail in 15 minutes, whichever process answers.
    const address = randomAddress();
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await call(attempt % 2 === 0 ? one.url : two.url, 'POST', '/api/users/forgot-password', {
        body: { email },
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(answer?.status ?? 0);
    }
    expect(
      statuses.slice(0, 10).every((status) => status === 200),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.slice(10), statuses.join(',')).toEqual([429, 429]);
  });

  it('send every queued e-mail once', async () => {
    const emails = Array.from({ length: 8 }, () => `joiner-${randomBytes(4).toString('hex')}@example.com`);
    const answers = await Promise.all(
      emails.map((email, index) =>
        call(index % 2 === 0 ? one.url : two.url, 'POST', '/api/users/signup', {
          body: { name: 'Two Processes', email, password: DEFAULT_TEST_PASSWORD },
          headers: { 'x-forwarded-for': randomAddress() },
        }),
      ),
    );
    expect(answers.map((answer) => answer?.status)).toEqual(emails.map(() => 201));
    for (const email of emails) await mail.waitFor(email, { timeoutMs: 30_000 });
    // Both processes poll the queue: give a second sending the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(emails.map((email) => mail.countTo(email))).toEqual(emails.map(() => 1));
  });

  it('keep the total in the bank test split across both', async () => {
    const adminRow = await seedAdmin(handle.db);
    const adminToken = await createSession(
      handle.db,
      systemClock,
      { kind: 'ADMIN', adminId: adminRow.id },
      {},
    );
    const accounts: { id: string; token: string; accountNumber: string }[] = [];
    for (let index = 0; index < 5; index += 1) {
      const member = await seedMember(handle.db, { status: 'ACTIVE' });
      await fundWallet(handle.db, member.id, 10_000);
      const token = await createSession(handle.db, systemClock, { kind: 'USER', userId: member.id }, {});
      accounts.push({ id: member.id, token, accountNumber: member.accountNumber });
    }
    const total = async () => {
      let sum = 0;
      for (const account of accounts) sum += await walletBalanceCents(handle.db, account.id);
      // A system account's balance is its row plus its parts.
      return (
        sum + (await accountBalanceCents(handle.db, await systemAccountId(handle.db, 'TRANSFERS_PENDING')))
      );
    };
    const before = await total();
    const ids: string[] = [];
    await Promise.all(
      accounts.map(async (account, index) => {
        for (let turn = 0; turn < 12; turn += 1) {
          const to = accounts[(index + 1 + (turn % 4)) % accounts.length];
          if (to === undefined) continue;
          const answer = await call(turn % 2 === 0 ? one.url : two.url, 'POST', '/api/transfer', {
            token: account.token,
            body: { recipientAccountNumber: to.accountNumber, amount: 3 + turn, senderName: 'Bank Test' },
          });
          expect(answer?.status, JSON.stringify(answer)).toBeLessThan(500);
          if (answer?.status === 201) ids.push(z.object({ id: z.string() }).parse(answer.body).id);
        }
      }),
    );
    expect(ids.length).toBeGreaterThan(30);
    // Each transfer decided twice at once, once on each process: one decision wins.
    await Promise.all(
      ids.flatMap((id, index) =>
        [one.url, two.url].map((url) =>
          call(url, 'PATCH', `/api/transfers/${id}/status`, {
            token: adminToken,
            body: { status: index % 3 === 0 ? 'REJECTED' : 'COMPLETED' },
          }).then((answer) => expect(answer?.status, JSON.stringify(answer)).toBeLessThan(500)),
        ),
      ),
    );
    expect(await total()).toBe(before);
    const [pending] = await rowsOf(
      z.object({ count: z.number() }),
      sql`select count(*)::int as count from transfers where status = 'PENDING'`,
    );
    expect(pending?.count).toBe(0);
    await expectLedgerReconciles(handle.db);
  }, 120_000);
});

/** The API processes whose parent is `pid` (Linux: /proc), leaving out helpers such as esbuild's. */
function workersOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": the command name may hold spaces, so read after its closing bracket.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === pid && command.includes('server.ts')) children.push(Number(entry));
    } catch {
      // The process ended while it was read.
    }
  }
  return children;
}

describe.skipIf(!redisUp || process.platform !== 'linux')('API_PROCESSES=2 on one port', () => {
  let database: { name: string; url: string } | undefined;
  let server: ServerProcess | undefined;
  const ownerEmail = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const metricsToken = randomBytes(24).toString('base64url');
  const started: ServerProcess[] = [];
  /** A server with two workers, once both listen (the banner says so). */
  const start = async () => {
    const running = await startServer({
      DATABASE_URL: database?.url ?? '',
      REDIS_URL,
      API_PROCESSES: '2',
      ADMIN_EMAIL: ownerEmail,
      ADMIN_PASSWORD: DEFAULT_TEST_PASSWORD,
      METRICS_TOKEN: metricsToken,
    });
    started.push(running);
    await waitForOutput(running, '2 API processes share port', 30_000);
    return running;
  };

  beforeAll(async () => {
    if (!redisAnswered)
      throw new Error(`Redis at ${REDIS_URL} does not answer: these tests need it (CI=true requires them).`);
    database = await createPostgresDatabase(baseUrl, 'earnflow_cluster');
    server = await start();
  }, 180_000);
  afterAll(async () => {
    if (!redisAnswered) return;
    try {
      await Promise.all(started.map((each) => each.stop()));
    } finally {
      if (database !== undefined) await dropPostgresDatabase(baseUrl, database.name);
    }
  });

  it('answer /metrics with the sum over both workers, whichever one takes the scrape', async () => {
    if (server === undefined) throw new Error('the server did not start');
    /** A GET on a connection of its own, so the primary hands each to the next worker in turn. */
    const fresh = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const headers = { authorization: `Bearer ${metricsToken}` };
        const request = http.get(`${server?.url ?? ''}${path}`, { agent: false, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
      });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await fresh('/api/app-config')).status).toBe(200);
    }
    const line = 'http_requests_total{method="GET",route="/api/app-config",status="200"}';
    const counts: string[] = [];
    for (let scrape = 0; scrape < 4; scrape += 1) {
      const metrics = await fresh('/api/metrics');
      expect(metrics.status).toBe(200);
      counts.push(metrics.body.split('\n').find((each) => each.startsWith(line)) ?? 'missing');
    }
    // Each worker counted its share; every scrape, on either worker, shows both shares added up.
    expect(counts).toEqual(counts.map(() => `${line} 30`));
  });

  it('serves from two workers, starts a killed one again and stops them all on SIGTERM', async () => {
    if (server === undefined) throw new Error('the server did not start');
    const primary = server.child.pid ?? 0;
    const waitFor = async (what: string, check: () => boolean) => {
      const deadline = Date.now() + 30_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${server?.output() ?? ''}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    expect(server.output().match(/First admin created/g)).toHaveLength(1);
    expect(server.output().match(/is running at/g)).toHaveLength(1);
    const workers = workersOf(primary);
    expect(workers).toHaveLength(2);

    // One worker dies: once the primary knows, the other answers while a new one starts.
    const [victim] = workers;
    process.kill(victim ?? 0, 'SIGKILL');
    await waitFor('the primary noticing', () =>
      (server?.output() ?? '').includes(`API process ${String(victim)} exited`),
    );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(server.url, 'GET', '/api/health'))?.status).toBe(200);
    }
    await waitFor('a new worker serving', () => (server?.output() ?? '').includes(' is serving'));
    const now = workersOf(primary);
    expect(now).toHaveLength(2);
    expect(now).not.toContain(victim);
    // The other first worker dies too: what answers now is the new one.
    const [, second] = workers;
    process.kill(second ?? 0, 'SIGKILL');
    await waitFor('the primary noticing', () =>
      (server?.output() ?? '').includes(`API process ${String(second)} exited`),
    );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(server.url, 'GET', '/api/health'))?.status).toBe(200);
    }
    const member = await call(server.url, 'POST', '/api/users/login', {
      body: { email: ownerEmail, password: 'not the password' },
    });
    expect(member?.status).toBe(401);

    const last = workersOf(primary);
    await server.stop();
    expect(server.child.exitCode, server.output()).toBe(0);
    expect(last.filter((pid) => fs.existsSync(`/proc/${String(pid)}`))).toEqual([]);
  }, 120_000);

  it('stop with exit code 1 when a worker cannot start (its port is taken)', async () => {
    const port = await freePort();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const { child, output } = spawnServer(port, {
        DATABASE_URL: database?.url ?? '',
        REDIS_URL,
        API_PROCESSES: '2',
      });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code, output()).toBe(1);
      expect(output()).toContain('exited before it listened');
      expect(output()).not.toContain('starting another');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 120_000);

  it('close gracefully on a Ctrl+C, which reaches the primary and every worker at once', async () => {
    const second = await start();
    const primary = second.child.pid ?? 0;
    const workers = workersOf(primary);
    expect(workers).toHaveLength(2);
    const exited = new Promise((resolve) => second.child.once('exit', resolve));
    for (const pid of [primary, ...workers]) process.kill(pid, 'SIGINT');
    await exited;
    // A second signal would have made the workers exit at once with code 1 (close-with-grace).
    expect(second.child.exitCode, second.output()).toBe(0);
    expect(second.output()).not.toContain('exited (');
    expect(workers.filter((pid) => fs.existsSync(`/proc/${String(pid)}`))).toEqual([]);
  }, 120_000);
});
