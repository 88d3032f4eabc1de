import { randomBytes } from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptGuards,
  cheatLog,
  emails,
  fraudSettings,
  idempotencyKeys,
  jobs,
  liveEvents,
  memberSignals,
  otpCodes,
  sessions,
} from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { createTestContext, type TestContext } from '../../../test/app';
import { seedMember } from '../../../test/factories';
import { SEND_EMAIL_JOB } from '../mail/mail.service';
import { createPurgeService, PURGE_JOB } from './purge.service';

let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await seedMember(ctx.app.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const daysAhead = (days: number) => new Date(Date.now() + days * DAY);
const token = () => randomBytes(16).toString('hex');

async function session(values: { expiresAt: Date; revokedAt?: Date }) {
  const [row] = await ctx.app.db
    .insert(sessions)
    .values({ tokenHash: token(), kind: 'USER', userId, ...values })
    .returning({ id: sessions.id });
  return row?.id ?? '';
}

async function code(expiresAt: Date) {
  const [row] = await ctx.app.db
    .insert(otpCodes)
    .values({ userId, purpose: 'VERIFY_EMAIL', codeHash: token(), expiresAt })
    .returning({ id: otpCodes.id });
  return row?.id ?? '';
}

async function idempotencyKey(createdAt: Date) {
  const key = token();
  await ctx.app.db.insert(idempotencyKeys).values({ userId, key, requestHash: token(), createdAt });
  return key;
}

async function email(values: { status: 'QUEUED' | 'SENT' | 'LOGGED' | 'FAILED'; at: Date }) {
  const [row] = await ctx.app.db
    .insert(emails)
    .values({
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello',
      status: values.status,
      createdAt: values.at,
      sentAt: values.status === 'SENT' || values.status === 'LOGGED' ? values.at : null,
    })
    .returning({ id: emails.id });
  return row?.id ?? '';
}

async function job(status: 'PENDING' | 'DONE' | 'FAILED', updatedAt: Date) {
  const [row] = await ctx.app.db
    .insert(jobs)
    .values({ kind: 'aged', payload: {}, status, updatedAt })
    .returning({ id: jobs.id });
  return row?.id ?? 0;
}

/** Which of these rows are still there, as sorted strings. */
async function remaining(table: PgTable, column: PgColumn, ids: (string | number)[]): Promise<string[]> {
  const rows = await ctx.app.db.select({ id: column }).from(table).where(inArray(column, ids));
  return rows.map((row) => String(row.id)).sort();
}

describe('the scheduled purge', () => {
  it('removes old sessions, codes, keys, delivered mail and finished jobs, and keeps the rest', async () => {
    const goneSessions = [
      await session({ expiresAt: daysAgo(31) }),
      await session({ expiresAt: daysAhead(1), revokedAt: daysAgo(31) }),
    ];
    const keptSessions = [
      await session({ expiresAt: daysAhead(30) }),
      await session({ expiresAt: daysAgo(29) }),
      await session({ expiresAt: daysAhead(1), revokedAt: daysAgo(1) }),
    ];
    const goneCodes = [await code(daysAgo(8))];
    const keptCodes = [await code(daysAgo(6)), await code(daysAhead(0.01))];
    const goneKeys = [await idempotencyKey(daysAgo(8))];
    const keptKeys = [await idempotencyKey(daysAgo(6))];
    const goneMail = [
      await email({ status: 'SENT', at: daysAgo(31) }),
      await email({ status: 'LOGGED', at: daysAgo(31) }),
    ];
    const keptMail = [
      await email({ status: 'SENT', at: daysAgo(29) }),
      await email({ status: 'QUEUED', at: daysAgo(60) }),
      await email({ status: 'FAILED', at: daysAgo(60) }),
    ];
    const goneJobs = [await job('DONE', daysAgo(8)), await job('FAILED', daysAgo(31))];
    const keptJobs = [
      await job('DONE', daysAgo(6)),
      await job('FAILED', daysAgo(29)),
      await job('PENDING', daysAgo(60)),
    ];

    // The app schedules its purge on its worker's first round; make it due and let the workers run it.
    await ctx.app.jobs.drain();
    const [scheduled] = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, PURGE_JOB));
    expect(scheduled).toMatchObject({ payload: { repeatEverySeconds: 3600 } });
    await ctx.app.db
      .update(jobs)
      .set({ runAt: daysAgo(0.001) })
      .where(eq(jobs.kind, PURGE_JOB));
    await ctx.app.jobs.drain();

    expect(await remaining(sessions, sessions.id, [...goneSessions, ...keptSessions])).toEqual(
      [...keptSessions].sort(),
    );
    expect(await remaining(otpCodes, otpCodes.id, [...goneCodes, ...keptCodes])).toEqual(
      [...keptCodes].sort(),
    );
    expect(await remaining(idempotencyKeys, idempotencyKeys.key, [...goneKeys, ...keptKeys])).toEqual(
      keptKeys,
    );
    expect(await remaining(emails, emails.id, [...goneMail, ...keptMail])).toEqual([...keptMail].sort());
    expect(await remaining(jobs, jobs.id, [...goneJobs, ...keptJobs])).toEqual(keptJobs.map(String).sort());

    // It stays scheduled for the next hour.
    const [next] = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, PURGE_JOB));
    expect(next).toMatchObject({ status: 'PENDING', lastError: null });
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
  });

  it('deletes in batches and reports what went', async () => {
    for (let index = 0; index < 5; index += 1) await session({ expiresAt: daysAgo(40) });
    await code(daysAgo(10));
    // Live events past the resume window go; the events of the last day stay.
    const event = (createdAt: Date) =>
      ctx.app.db
        .insert(liveEvents)
        .values({ audience: 'ADMINS', type: 'admin.queue', payload: {}, createdAt })
        .returning({ id: liveEvents.id });
    for (let index = 0; index < 3; index += 1) await event(daysAgo(1.5));
    const [kept] = await event(daysAgo(0.5));
    const report = await createPurgeService({ db: ctx.app.db, clock: systemClock, batchSize: 2 }).purge();
    expect(
      await ctx.app.db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(lt(liveEvents.createdAt, daysAgo(1))),
    ).toEqual([]);
    expect(
      await ctx.app.db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(eq(liveEvents.id, kept?.id ?? 0)),
    ).toHaveLength(1);
    expect(report).toEqual({
      abandonedEmails: 0,
      sessions: 5,
      otpCodes: 1,
      liveEvents: 3,
      idempotencyKeys: 0,
      deliveredEmails: 0,
      jobs: 0,
      attemptGuards: 0,
      signals: 0,
      cheatLog: 0,
    });
  });

  it('fails an e-mail whose send was given up without its handler, and clears its code', async () => {
    const queued = async () => {
      const [row] = await ctx.app.db
        .insert(emails)
        .values({ to: 'someone@example.com', subject: 'Your code', text: 'Code: ••••••', code: '123456' })
        .returning({ id: emails.id });
      return row?.id ?? '';
    };
    const abandoned = await queued();
    const waiting = await queued();
    await ctx.app.db.insert(jobs).values([
      { kind: SEND_EMAIL_JOB, payload: { emailId: abandoned }, status: 'FAILED' },
      { kind: SEND_EMAIL_JOB, payload: { emailId: waiting }, status: 'PENDING' },
    ]);
    const report = await createPurgeService({ db: ctx.app.db, clock: systemClock }).purge();
    expect(report.abandonedEmails).toBe(1);
    const rows = await ctx.app.db
      .select({ id: emails.id, status: emails.status, code: emails.code })
      .from(emails)
      .where(inArray(emails.id, [abandoned, waiting]));
    expect(rows.find((row) => row.id === abandoned)).toMatchObject({ status: 'FAILED', code: null });
    expect(rows.find((row) => row.id === waiting)).toMatchObject({ status: 'QUEUED', code: '123456' });
    await ctx.app.db.delete(jobs).where(eq(jobs.kind, SEND_EMAIL_JOB));
  });

  it('forgets attempt guards a week after their last failure, unless still locked', async () => {
    const guard = (email: string, lastFailureAt: Date, lockedUntil: Date | null) =>
      ctx.app.db
        .insert(attemptGuards)
        .values({ scope: 'MEMBER_SIGN_IN', email, failures: 5, lastFailureAt, lockedUntil });
    await guard('old@example.com', daysAgo(8), daysAgo(7.9));
    await guard('recent@example.com', daysAgo(6), null);
    await guard('locked@example.com', daysAgo(8), daysAhead(1));
    const report = await createPurgeService({ db: ctx.app.db, clock: systemClock }).purge();
    expect(report.attemptGuards).toBe(1);
    const left = await ctx.app.db.select({ email: attemptGuards.email }).from(attemptGuards);
    expect(left.map((row) => row.email).sort()).toEqual(['locked@example.com', 'recent@example.com']);
  });

  it('deletes signals past the retention the fraud settings name, and the cheat log after a year', async () => {
    const signal = async (createdAt: Date) => {
      const [row] = await ctx.app.db
        .insert(memberSignals)
        .values({ userId, kind: 'SIGN_IN', ip: '203.0.113.1', network: '203.0.113.0/24', createdAt })
        .returning({ id: memberSignals.id });
      return row?.id ?? '';
    };
    const cheat = async (createdAt: Date) => {
      const [row] = await ctx.app.db
        .insert(cheatLog)
        .values({ userId, kind: 'DAILY_LIMIT', detail: 'Over the limit', createdAt })
        .returning({ id: cheatLog.id });
      return row?.id ?? '';
    };
    await ctx.app.db.update(fraudSettings).set({ signalRetentionDays: 30 });
    const goneSignals = [await signal(daysAgo(31)), await signal(daysAgo(120))];
    const keptSignals = [await signal(daysAgo(29)), await signal(daysAgo(0))];
    const goneCheats = [await cheat(daysAgo(366))];
    const keptCheats = [await cheat(daysAgo(364)), await cheat(daysAgo(31))];
    const report = await createPurgeService({ db: ctx.app.db, clock: systemClock }).purge();
    expect(report).toMatchObject({ signals: 2, cheatLog: 1 });
    expect(await remaining(memberSignals, memberSignals.id, [...goneSignals, ...keptSignals])).toEqual(
      [...keptSignals].sort(),
    );
    expect(await remaining(cheatLog, cheatLog.id, [...goneCheats, ...keptCheats])).toEqual(
      [...keptCheats].sort(),
    );
    await ctx.app.db.update(fraudSettings).set({ signalRetentionDays: 90 });
  });
});
