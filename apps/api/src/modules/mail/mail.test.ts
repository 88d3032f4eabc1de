import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, jobs } from '../../db/schema';
import { migrationsFolder } from '../../db/migrate';
import { postgresErrorCode } from '../../lib/db-errors';
import { createTestContext, type TestContext } from '../../../test/app';
import { seedMember } from '../../../test/factories';
import { codeFrom, partOf, textOf } from '../../../test/mail-server';
import { CODE_MASK, queueEmail } from './mail.service';

/** Collects the app's log lines. */
function logSink() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

/** The lines in which this code stands on its own (not inside a longer number such as a timestamp). */
const linesWith = (lines: string[], code: string) =>
  lines.filter((line) => new RegExp(`(?<![0-9])${code}(?![0-9])`).test(line));

async function outboxTo(ctx: TestContext, to: string) {
  return ctx.app.db.select().from(emails).where(eq(emails.to, to)).orderBy(emails.createdAt);
}

/** Asks for a reset code for a new member, lets the worker try to send it, and returns the outbox row. */
async function resetCodeEmail(ctx: TestContext) {
  const member = await seedMember(ctx.app.db);
  await ctx.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email: member.email },
  });
  await ctx.app.jobs.drain();
  const [row] = await outboxTo(ctx, member.email);
  return { member, row };
}

describe('one-time codes over SMTP', () => {
  const log = logSink();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ logStream: log.stream });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reach the mailbox, but never the subject, the outbox or the log', async () => {
    const email = `outbox-${String(Date.now())}@example.com`;
    const post = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, payload });
    await post('/api/users/signup', { name: 'Sara Javed', email, password: 'sara-pass-1' });
    const verification = await ctx.mail.waitFor(email);
    const signupCode = codeFrom(verification);
    expect(verification.subject).toBe('EarnFlow: your verification code');
    expect(partOf(verification, 'text/html')).toContain(`letter-spacing:6px">${signupCode}</p>`);
    expect(textOf(verification)).not.toContain(CODE_MASK);
    expect((await post('/api/users/verify-otp', { email, otp: signupCode })).statusCode).toBe(200);

    await post('/api/users/forgot-password', { email });
    const resetCode = codeFrom(await ctx.mail.waitFor(email, { after: 1 }));
    const reset = await post('/api/users/reset-password', { email, otp: resetCode, password: 'sara-pass-2' });
    expect(reset.statusCode).toBe(200);
    await ctx.app.jobs.drain();

    const outbox = await outboxTo(ctx, email);
    expect(outbox.map((row) => [row.subject, row.status, row.code])).toEqual([
      ['EarnFlow: your verification code', 'SENT', null],
      ['EarnFlow: your password reset code', 'SENT', null],
    ]);
    for (const [row, code] of [
      [outbox[0], signupCode],
      [outbox[1], resetCode],
    ] as const) {
      expect(row?.text).toContain(CODE_MASK);
      expect(`${row?.subject ?? ''} ${row?.text ?? ''} ${row?.html ?? ''}`).not.toContain(code);
    }
    expect(log.lines.filter((line) => line.includes('"url":"/api/users/reset-password"'))).toHaveLength(1);
    expect(linesWith(log.lines, signupCode)).toEqual([]);
    expect(linesWith(log.lines, resetCode)).toEqual([]);
  });

  it('never land in the log or the outbox when sending fails, and leave the outbox once given up', async () => {
    const rejecting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        });
      },
    });
    await new Promise<void>((resolve) => rejecting.listen(0, '127.0.0.1', resolve));
    const failLog = logSink();
    const failing = await createTestContext({
      logStream: failLog.stream,
      env: { SMTP_URL: `smtp://127.0.0.1:${String((rejecting.server.address() as AddressInfo).port)}` },
    });
    try {
      const sent = await resetCodeEmail(failing);
      let row = sent.row;
      expect(row?.status).toBe('QUEUED');
      expect(row?.error).toMatch(/Mailbox unavailable/);
      const code = row?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(failLog.lines.some((line) => line.includes('"msg":"job failed"'))).toBe(true);
      expect(linesWith(failLog.lines, code)).toEqual([]);

      // The last try fails too: the e-mail is given up and its code goes with it.
      await failing.app.db
        .update(jobs)
        .set({ attempts: sql`${jobs.maxAttempts} - 1`, runAt: sql`now() - interval '1 second'` })
        .where(eq(jobs.kind, 'send-email'));
      await failing.app.jobs.drain();
      [row] = await outboxTo(failing, sent.member.email);
      expect(row).toMatchObject({ status: 'FAILED', code: null });
      expect(linesWith(failLog.lines, code)).toEqual([]);
    } finally {
      await failing.close();
      await new Promise<void>((resolve) => rejecting.close(() => resolve()));
    }
  });
});

describe('one-time codes without SMTP', () => {
  const log = logSink();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ logStream: log.stream, env: { SMTP_URL: '' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('can be read in the one log line written when the e-mail is kept, and nowhere else', async () => {
    const { member, row } = await resetCodeEmail(ctx);
    expect(row).toMatchObject({
      status: 'LOGGED',
      code: null,
      subject: 'EarnFlow: your password reset code',
    });

    const kept = log.lines.filter((line) => line.includes('not sent (SMTP_URL is not set)'));
    expect(kept).toHaveLength(1);
    const code = /\\n\\n(\d{6})\\n\\n/.exec(kept[0] ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(linesWith(log.lines, code)).toEqual(kept);
    expect(`${row?.text ?? ''} ${row?.html ?? ''}`).not.toContain(code);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { email: member.email, otp: code, password: 'from-the-log-1' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('leave no query parameters in the error when the outbox write fails', async () => {
    let caught: unknown;
    await ctx.app.db
      .transaction(async (tx) => {
        // An aborted transaction makes the outbox insert itself fail.
        await tx.execute(sql`select 1/0`).catch(() => undefined);
        await queueEmail(tx, {
          to: 'someone@example.com',
          subject: 'EarnFlow: your verification code',
          text: CODE_MASK,
          code: '424242',
        }).catch((error: unknown) => {
          caught = error;
        });
      })
      .catch(() => undefined);
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).message).toBe(
      'could not write an e-mail to the outbox: current transaction is aborted, commands ignored until end of transaction block',
    );
    expect(inspect(caught, { depth: 6 })).not.toContain('424242');
    expect(postgresErrorCode(caught)).toBe('25P02');
  });
});

describe('the migration that takes codes out of the outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.jobs.stop();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('masks codes of e-mails already sent and keeps the code of one still queued', async () => {
    const legacy = (code: string) => ({
      to: 'legacy@example.com',
      subject: `EarnFlow: your verification code is ${code}`,
      text: `Hello Ali,\n\nWelcome to EarnFlow! Enter this code to verify your e-mail address:\n\n${code}\n\nThe code expires in 10 minutes.`,
      html: `<p>Hello Ali,</p><p style="font-size:28px">${code}</p>`,
    });
    await ctx.app.db.insert(emails).values([
      { ...legacy('135791'), status: 'LOGGED' },
      { ...legacy('246802'), status: 'QUEUED' },
      {
        to: 'legacy@example.com',
        subject: 'EarnFlow: you already have an account',
        text: 'Room 123456 stays as it is.',
        status: 'SENT',
      },
    ]);
    const migration = fs.readFileSync(`${migrationsFolder}/0006_scrub_codes_from_outbox.sql`, 'utf8');
    await ctx.app.db.execute(sql.raw(migration));

    const rows = await outboxTo(ctx, 'legacy@example.com');
    const byText = (needle: string) => rows.find((row) => row.text.includes(needle));
    expect(rows.map((row) => row.subject).sort()).toEqual([
      'EarnFlow: you already have an account',
      'EarnFlow: your verification code',
      'EarnFlow: your verification code',
    ]);
    const sent = rows.filter((row) => row.subject === 'EarnFlow: your verification code');
    expect(sent.map((row) => row.code).sort()).toEqual(['246802', null]);
    for (const row of sent) {
      expect(row.text).toContain(`address:\n\n${CODE_MASK}\n\n`);
      expect(row.html).toBe(`<p>Hello Ali,</p><p style="font-size:28px">${CODE_MASK}</p>`);
    }
    expect(byText('Room 123456')?.subject).toBe('EarnFlow: you already have an account');
  });
});
