import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock } from '../../src/lib/clock';
import { createSession } from '../../src/modules/sessions/sessions.service';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../database';
import { seedAdmin, seedMember } from '../factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../money';
import { call, startServer, type Answer, type ServerProcess } from './server-process';

/**
 * The crash test: the real server process on PostgreSQL under mixed money traffic with Idempotency-Keys,
 * killed with SIGKILL mid-load several times and restarted. Afterwards the ledger reconciles, no business
 * row exists without its postings (nor postings without their row), every request that got a 2xx is
 * durable, and every request that got no answer is retried with its key: it settles exactly once.
 */

const KILLS = 4;
const MEMBERS = 6;

interface Sent {
  key: string;
  token: string;
  url: string;
  kind: 'transfer' | 'withdrawal';
  body: Record<string, unknown>;
  answer: Answer | null;
}

const rowsOf = async <T extends z.ZodType>(database: TestDatabase, row: T, query: ReturnType<typeof sql>) =>
  z.object({ rows: z.array(row) }).parse(await database.handle.db.execute(query)).rows;

describe.skipIf(testDatabaseKind() !== 'postgres')('crashes under load (PostgreSQL)', () => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  const members: { id: string; token: string; accountNumber: string }[] = [];
  const sent: Sent[] = [];
  let adminToken: string;
  /** Admin decisions on transfers, made during the load; only their answers' codes are checked. */
  const decisions: (number | null)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const db = database.handle.db;
    await enableAllPaymentMethods(db);
    const admin = await seedAdmin(db);
    adminToken = await createSession(db, systemClock, { kind: 'ADMIN', adminId: admin.id }, {});
    for (let index = 0; index < MEMBERS; index += 1) {
      const member = await seedMember(db, { status: 'ACTIVE' });
      await fundWallet(db, member.id, 1_000_000);
      const token = await createSession(db, systemClock, { kind: 'USER', userId: member.id }, {});
      members.push({ id: member.id, token, accountNumber: member.accountNumber });
    }
  });
  afterAll(async () => {
    await server?.kill();
    await database.drop();
  });

  /** One member's traffic until told to stop: transfers and withdrawals, each with a key of its own. */
  async function traffic(baseUrl: string, index: number, running: () => boolean) {
    const member = members[index];
    const recipient = members[(index + 1) % MEMBERS];
    if (member === undefined || recipient === undefined) return;
    let turn = 0;
    while (running()) {
      turn += 1;
      const transfer = turn % 3 !== 0;
      const request: Sent = {
        key: randomUUID(),
        token: member.token,
        url: transfer ? '/api/transfer' : '/api/withdraw',
        kind: transfer ? 'transfer' : 'withdrawal',
        body: transfer
          ? {
              recipientAccountNumber: recipient.accountNumber,
              amount: 1 + (turn % 7) / 100,
              senderName: 'Crash Test',
            }
          : {
              amount: 5,
              paymentMethod: 'NAYAPAY',
              bankName: 'NayaPay',
              accountHolderName: 'Crash Test',
              accountNumber: '03001112233',
            },
        answer: null,
      };
      sent.push(request);
      request.answer = await call(baseUrl, 'POST', request.url, {
        token: member.token,
        body: request.body,
        headers: { 'idempotency-key': request.key },
      });
      if (request.answer === null) return;
    }
  }

  /** The admin completes or rejects transfers that were answered, while the members keep sending. */
  async function decide(baseUrl: string, running: () => boolean) {
    let next = 0;
    while (running()) {
      const open = sent.filter((request) => request.kind === 'transfer' && request.answer?.status === 201);
      const request = open[next];
      if (request === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      next += 1;
      const { id } = z.object({ id: z.string() }).parse(request.answer?.body);
      const answer = await call(baseUrl, 'PATCH', `/api/transfers/${id}/status`, {
        token: adminToken,
        body: { status: next % 3 === 0 ? 'REJECTED' : 'COMPLETED' },
      });
      decisions.push(answer?.status ?? null);
      if (answer === null) return;
    }
  }

  /** Business rows without their postings, or postings without their row; a decided transfer has two. */
  async function torn(): Promise<string[]> {
    const found: string[] = [];
    for (const kind of ['transfer', 'withdrawal'] as const) {
      const table = kind === 'transfer' ? 'transfers' : 'withdrawals';
      const rows = await rowsOf(
        database,
        z.object({ id: z.string() }),
        sql.raw(
          `select b.id::text as id from ${table} b
             where (select count(*) from ledger_transactions t where t.reference_type = '${kind}' and t.reference_id = b.id::text)
                   <> (case when b.status = 'PENDING' then 1 else 2 end)
           union all
           select t.reference_id as id from ledger_transactions t where t.reference_type = '${kind}'
             and not exists (select 1 from ${table} b where b.id::text = t.reference_id)`,
        ),
      );
      found.push(...rows.map((row) => `${kind} ${row.id}`));
    }
    return found;
  }

  it(`keeps every promise across ${String(KILLS)} SIGKILLs mid-load`, async () => {
    const env = {
      DATABASE_URL: database.url ?? '',
      RATE_LIMIT_SCALE: '1000',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'correct-horse-9',
    };
    for (let kill = 0; kill < KILLS; kill += 1) {
      server = await startServer(env);
      const baseUrl = server.url;
      let running = true;
      const workers = [
        ...members.map((_, index) => traffic(baseUrl, index, () => running)),
        decide(baseUrl, () => running),
      ];
      // Long enough for many requests to be in flight, different each time.
      await new Promise((resolve) => setTimeout(resolve, 700 + kill * 250));
      await server.kill();
      running = false;
      await Promise.all(workers);
      // At the moment of the crash, before any retry: every event is whole or absent.
      expect(await torn(), `after kill ${String(kill)}`).toEqual([]);
    }
    expect(
      decisions.every((status) => status === null || status < 500),
      decisions.join(','),
    ).toBe(true);
    expect(sent.length).toBeGreaterThan(20);
    const lost = sent.filter((request) => request.answer === null);
    const answered = sent.filter((request) => request.answer !== null);
    for (const request of answered) {
      expect(request.answer?.status, JSON.stringify(request.answer)).toBeLessThan(500);
    }
    expect(lost.length, 'each kill left requests without an answer').toBeGreaterThanOrEqual(1);

    // Restart and retry every unanswered request with its key: it happens now, or it had happened.
    const storedBefore = new Set(
      (
        await rowsOf(
          database,
          z.object({ id: z.string() }),
          sql`select id::text as id from transfers union all select id::text as id from withdrawals`,
        )
      ).map((row) => row.id),
    );
    let happenedBefore = 0;
    server = await startServer(env);
    const baseUrl = server.url;
    for (const request of lost) {
      const first = await call(baseUrl, 'POST', request.url, {
        token: request.token,
        body: request.body,
        headers: { 'idempotency-key': request.key },
      });
      expect(first?.status, JSON.stringify(first)).toBe(201);
      const again = await call(baseUrl, 'POST', request.url, {
        token: request.token,
        body: request.body,
        headers: { 'idempotency-key': request.key },
      });
      // The same key again: the first answer, not a second effect.
      expect(again).toEqual(first);
      request.answer = first;
      // The retry either replays what happened before the kill or does it now: one row either way.
      if (storedBefore.has(z.object({ id: z.string() }).parse(first?.body).id)) happenedBefore += 1;
    }
    await server.stop();
    server = undefined;

    // Every 2xx is durable, and each key made exactly one row.
    const ids = (kind: Sent['kind']) =>
      sent
        .filter((request) => request.kind === kind && request.answer?.status === 201)
        .map((request) => z.object({ id: z.string() }).parse(request.answer?.body).id);
    for (const kind of ['transfer', 'withdrawal'] as const) {
      const table = kind === 'transfer' ? 'transfers' : 'withdrawals';
      const stored = await rowsOf(
        database,
        z.object({ id: z.string() }),
        sql.raw(`select id::text as id from ${table}`),
      );
      const expected = ids(kind);
      expect(new Set(expected).size, `${kind}: one row per key`).toBe(expected.length);
      expect(
        stored.map((row) => row.id).sort(),
        `${kind}: the rows are exactly the answered requests`,
      ).toEqual([...expected].sort());
    }
    expect(await torn()).toEqual([]);
    await expectLedgerReconciles(database.handle.db);
    console.log(
      `crash test: ${String(sent.length)} requests, ${String(lost.length)} without an answer across ${String(KILLS)} kills (${String(happenedBefore)} had happened before the kill), all settled once; ${String(decisions.length)} admin decisions`,
    );
  }, 300_000);
});
