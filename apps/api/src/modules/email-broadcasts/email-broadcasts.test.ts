import type { AddressInfo } from 'node:net';
import { emailHtmlBounds } from './email-broadcasts.service';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmailBroadcast, EmailBroadcastPage } from '@earnflow/contracts';
import { emailBroadcastRecipients, emailBroadcasts, emails, jobs, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { partOf, textOf, type ReceivedMail } from '../../../test/mail-server';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';
import { claimJobs } from '../jobs/jobs.repository';
import { SEND_EMAIL_JOB } from '../mail/mail.service';
import { BROADCAST_EMAIL_JOB, createEmailBroadcastsService } from './email-broadcasts.service';

const BODY =
  '<h1>Big news</h1><p>Earn <b>double</b> today.</p><script>alert("stolen")</script><img src="x" onerror="alert(1)">';

async function adminTokenFor(ctx: TestContext) {
  const admin = await seedAdmin(ctx.app.db);
  return loginAdmin(ctx.app, admin.email);
}
function sendToAll(ctx: TestContext, token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/email/send-email-to-all',
    headers: bearer(token),
    payload,
  });
}
async function progress(ctx: TestContext, token: string, id: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/email/broadcasts/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailBroadcast>();
}
const headerOf = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(mail.raw)?.[1]?.trim();

describe('e-mail to all members', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = await adminTokenFor(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The service on its own, beside the app's stopped worker, so a test runs its jobs by hand. */
  function standaloneService(options: { batchSize?: number; batchesPerRun?: number } = {}) {
    return createEmailBroadcastsService({
      db: ctx.app.db,
      clock: ctx.app.clock,
      log: ctx.app.log,
      appName: 'EarnFlow',
      publicUrl: 'http://localhost:3000',
      onQueued: () => undefined,
      ...options,
    });
  }
  const pendingBroadcastJobs = (broadcastId: string) =>
    ctx.app.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${BROADCAST_EMAIL_JOB} AND ${jobs.payload}->>'broadcastId' = ${broadcastId}
          AND ${jobs.status} = 'PENDING'`,
      );
  /** Runs the broadcast's pending queueing job as the worker would, once. */
  async function runBroadcastJob(
    service: ReturnType<typeof standaloneService>,
    broadcastId: string,
  ): Promise<void> {
    const [job] = await pendingBroadcastJobs(broadcastId);
    if (job === undefined) throw new Error('no pending broadcast job');
    await ctx.app.db.update(jobs).set({ status: 'DONE' }).where(eq(jobs.id, job.id));
    await service.queueRecipients(job);
  }
  /** Runs a test with the app's job worker stopped, so only what the test runs by hand happens. */
  async function withWorkerStopped(test: () => Promise<void>): Promise<void> {
    await ctx.app.jobs.stop();
    try {
      await test();
    } finally {
      ctx.app.jobs.start();
      await ctx.app.jobs.drain();
    }
  }
  const queuedAllAt = async (broadcastId: string) =>
    (await ctx.app.db.select().from(emailBroadcasts).where(eq(emailBroadcasts.id, broadcastId)))[0]
      ?.queuedAllAt;

  it('lets a member opt out in settings or through the e-mail link', async () => {
    const sara = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const ali = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const saraToken = await loginMember(ctx.app, sara.email);
    const preferences = () =>
      ctx.app.inject({ method: 'GET', url: '/api/email/preferences', headers: bearer(saraToken) });
    expect((await preferences()).json()).toEqual({ broadcasts: true });
    const optOut = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/email/preferences',
      headers: bearer(saraToken),
      payload: { broadcasts: false },
    });
    expect(optOut.json()).toEqual({ broadcasts: false });
    expect((await preferences()).json()).toEqual({ broadcasts: false });

    const seenBefore = ctx.mail.countTo(ali.email);
    const first = (
      await sendToAll(ctx, token, { subject: 'First', body: '<p>One</p>' })
    ).json<EmailBroadcast>();
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    expect(ctx.mail.countTo(sara.email)).toBe(0);
    const mail = await ctx.mail.waitFor(ali.email, { after: seenBefore });
    expect(mail.subject).toBe('First');
    expect((await progress(ctx, token, first.id)).done).toBe(true);

    const link = /<(http[^>]+)>/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    // Opened with GET (a scanner following the address), it changes nothing and points at the page.
    const opened = await ctx.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe${new URL(link).search}`);
    const stillIn = await sendToAll(ctx, token, { subject: 'Still in', body: '<p>Yes</p>' });
    expect(stillIn.statusCode).toBe(202);
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    await ctx.mail.waitFor(ali.email, { after: seenBefore + 1 });
    const unsubscribe = await ctx.app.inject({
      method: 'POST',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(unsubscribe.statusCode, unsubscribe.body).toBe(200);
    expect(unsubscribe.json()).toEqual({
      message: 'You will no longer receive announcements from us by e-mail.',
    });
    await sendToAll(ctx, token, { subject: 'Second', body: '<p>Two</p>' });
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    expect(ctx.mail.countTo(ali.email)).toBe(seenBefore + 2);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe?token=not-a-real-token-at-all',
    });
    expect(bad.statusCode).toBe(404);
    // A link cut short reads the same to the person who followed it.
    const cut = await ctx.app.inject({ method: 'POST', url: '/api/email/unsubscribe?token=short' });
    expect([bad.json(), cut.json()].map((answer: { message: string }) => answer.message)).toEqual([
      'This unsubscribe link is not valid.',
      'This unsubscribe link is not valid.',
    ]);
  });

  it('hands a long list over to a fresh job after a few batches, and finishes it', async () =>
    withWorkerStopped(async () => {
      const service = standaloneService({ batchSize: 2, batchesPerRun: 2 });
      for (let index = 0; index < 5; index += 1) await seedMember(ctx.app.db, { status: 'ACTIVE' });
      const started = await service.start((await seedAdmin(ctx.app.db)).id, {
        subject: 'Long list',
        body: '<p>Hi</p>',
      });
      const recipients = async () =>
        (
          await ctx.app.db
            .select()
            .from(emailBroadcastRecipients)
            .where(eq(emailBroadcastRecipients.broadcastId, started.id))
        ).length;
      await runBroadcastJob(service, started.id);
      expect(await recipients()).toBe(4);
      expect((await service.progress(started.id)).done).toBe(false);
      await runBroadcastJob(service, started.id);
      expect(await recipients()).toBe(started.queued);
      expect(await pendingBroadcastJobs(started.id)).toEqual([]);
      expect(await queuedAllAt(started.id)).not.toBeNull();
    }));

  it('gives a broadcast whose queueing job gave up a new job, once, and it finishes', async () =>
    withWorkerStopped(async () => {
      const service = standaloneService({ batchSize: 2, batchesPerRun: 1 });
      for (let index = 0; index < 3; index += 1) await seedMember(ctx.app.db, { status: 'ACTIVE' });
      const started = await service.start((await seedAdmin(ctx.app.db)).id, {
        subject: 'Stalled',
        body: '<p>Hi</p>',
      });
      // While its job waits, a broadcast is not stalled.
      expect(await service.resumeStalled()).toBe(0);
      await runBroadcastJob(service, started.id);
      const [handedOver] = await pendingBroadcastJobs(started.id);
      if (handedOver === undefined) throw new Error('no follow-on job');
      // The follow-on job used up its attempts.
      await ctx.app.db.update(jobs).set({ status: 'FAILED' }).where(eq(jobs.id, handedOver.id));
      expect(await pendingBroadcastJobs(started.id)).toEqual([]);

      expect(await service.resumeStalled()).toBe(1);
      expect(await pendingBroadcastJobs(started.id)).toHaveLength(1);
      expect(await service.resumeStalled()).toBe(0);
      while ((await pendingBroadcastJobs(started.id)).length > 0) await runBroadcastJob(service, started.id);
      const recipients = await ctx.app.db
        .select()
        .from(emailBroadcastRecipients)
        .where(eq(emailBroadcastRecipients.broadcastId, started.id));
      expect(new Set(recipients.map((row) => row.userId)).size).toBe(started.queued);
      expect(recipients).toHaveLength(started.queued);
      expect(await service.resumeStalled()).toBe(0);
      expect(await queuedAllAt(started.id)).not.toBeNull();
    }));

  it('sends a code e-mail queued during a broadcast before the broadcast’s own e-mails', async () => {
    await ctx.app.jobs.stop();
    try {
      const service = standaloneService();
      for (let index = 0; index < 3; index += 1) await seedMember(ctx.app.db, { status: 'ACTIVE' });
      const started = await service.start((await seedAdmin(ctx.app.db)).id, {
        subject: 'Everyone at once',
        body: '<p>Hi</p>',
      });
      await runBroadcastJob(service, started.id);
      const bulkSends = await ctx.app.db
        .select()
        .from(jobs)
        .where(sql`${jobs.kind} = ${SEND_EMAIL_JOB} AND ${jobs.status} = 'PENDING'`);
      expect(bulkSends.length).toBeGreaterThanOrEqual(3);

      // Queued after every e-mail of the broadcast, the reset code is the next e-mail sent.
      const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
      const forgot = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: member.email },
      });
      expect(forgot.statusCode, forgot.body).toBe(200);
      const [next] = await claimJobs(ctx.app.db, 1);
      const [outbox] = await ctx.app.db
        .select({ to: emails.to })
        .from(emails)
        .where(eq(emails.id, String(next?.payload.emailId)));
      expect(outbox?.to).toBe(member.email);
      await ctx.app.db
        .update(jobs)
        .set({ status: 'PENDING', attempts: 0, lockedAt: null })
        .where(eq(jobs.id, next?.id ?? 0));
    } finally {
      ctx.app.jobs.start();
      await ctx.app.jobs.drain();
      await ctx.app.jobs.drain();
    }
  });

  it('refuses bad input with the spec’s message and queues nothing', async () => {
    const before = (await ctx.app.db.select().from(emailBroadcasts)).length;
    for (const payload of [
      { subject: '  ', body: '<p>x</p>' },
      { subject: 'Hi', body: '   ' },
      { subject: 'Hi' },
      { subject: 'Hi', body: '<script>alert(1)</script>' },
    ]) {
      const response = await sendToAll(ctx, token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Subject and body are required.',
      });
    }
    expect(await ctx.app.db.select().from(emailBroadcasts)).toHaveLength(before);
    // HTML nested deeper or holding more elements than any e-mail needs is refused before it is sanitised.
    const author = await adminTokenFor(ctx);
    for (const body of [
      '<b>'.repeat(30_000),
      `${'<div>'.repeat(emailHtmlBounds.maxDepth + 1)}x${'</div>'.repeat(emailHtmlBounds.maxDepth + 1)}`,
      '<br>'.repeat(emailHtmlBounds.maxElements + 1),
    ]) {
      const response = await sendToAll(ctx, author, { subject: 'Hi', body });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'The e-mail is too complex: at most 64 elements inside one another and 10,000 in all.',
      );
    }
    const deepest = `${'<div>'.repeat(emailHtmlBounds.maxDepth)}x${'</div>'.repeat(emailHtmlBounds.maxDepth)}`;
    expect((await sendToAll(ctx, author, { subject: 'Deep', body: deepest })).statusCode).toBe(202);
    const member = await seedMember(ctx.app.db);
    const memberToken = await loginMember(ctx.app, member.email);
    expect((await sendToAll(ctx, memberToken, { subject: 'a', body: 'b' })).statusCode).toBe(403);
  });
});

describe('e-mail to 150 members', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = await adminTokenFor(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reaches each of 150 members exactly once, sanitised, with a text part and an unsubscribe header', async () => {
    const members = [];
    for (let index = 0; index < 150; index += 1) {
      members.push(await seedMember(ctx.app.db, { status: index % 2 === 0 ? 'ACTIVE' : 'PENDING' }));
    }
    const suspended = await seedMember(ctx.app.db, { status: 'SUSPENDED' });
    const unverified = await seedMember(ctx.app.db, { verified: false });

    const response = await sendToAll(ctx, token, { subject: ' Weekend bonus ', body: BODY });
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<EmailBroadcast>();
    expect(started).toMatchObject({ subject: 'Weekend bonus', queued: 150, message: '150 e-mails queued.' });
    const [stored] = await ctx.app.db
      .select()
      .from(emailBroadcasts)
      .where(eq(emailBroadcasts.id, started.id));
    expect(stored?.html).not.toContain('script');
    expect(stored?.html).not.toContain('onerror');

    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    for (const member of members) expect(ctx.mail.countTo(member.email), member.email).toBe(1);
    expect(ctx.mail.countTo(suspended.email)).toBe(0);
    expect(ctx.mail.countTo(unverified.email)).toBe(0);

    const mail = await ctx.mail.waitFor(members[0]?.email ?? '');
    expect(mail.subject).toBe('Weekend bonus');
    const html = partOf(mail, 'text/html');
    expect(html).toContain('<b>double</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert');
    expect(textOf(mail)).toContain('BIG NEWS');
    expect(textOf(mail)).toContain('Earn double today.');
    expect(textOf(mail)).not.toContain('alert');
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/.+\/api\/email\/unsubscribe\?token=[\w-]+>$/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(html).toMatch(/href="http:\/\/[^"]+\/unsubscribe\?token=[\w-]+"/);
    expect(textOf(mail)).toMatch(/\/unsubscribe\?token=[\w-]+/);

    expect(await progress(ctx, token, started.id)).toMatchObject({
      queued: 150,
      sent: 150,
      failed: 0,
      pending: 0,
      done: true,
    });
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/email/broadcasts',
      headers: bearer(token),
    });
    expect(history.json<EmailBroadcastPage>().items.map((item) => item.id)).toEqual([started.id]);

    // A job that stopped half-way and runs again queues nobody twice.
    await ctx.app.db
      .update(emailBroadcasts)
      .set({ queuedAllAt: null })
      .where(eq(emailBroadcasts.id, started.id));
    await ctx.app.db.insert(jobs).values({ kind: BROADCAST_EMAIL_JOB, payload: { broadcastId: started.id } });
    await ctx.app.jobs.drain();
    for (const member of members) expect(ctx.mail.countTo(member.email)).toBe(1);
    expect((await progress(ctx, token, started.id)).queued).toBe(150);
  }, 120_000);
});

describe('e-mail to all when the mail server fails for a while', () => {
  let ctx: TestContext;
  let server: SMTPServer;
  const received: string[] = [];
  const refusedOnce = new Set<string>();
  let flaky = '';

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const to = address.address.toLowerCase();
        if (to === flaky && !refusedOnce.has(to)) {
          refusedOnce.add(to);
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          for (const rcpt of session.envelope.rcptTo) received.push(rcpt.address.toLowerCase());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${String(port)}` } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('tries the failed e-mail again and delivers it once', async () => {
    const token = await adminTokenFor(ctx);
    const steady = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    flaky = member.email;
    const started = (
      await sendToAll(ctx, token, { subject: 'Retry', body: '<p>Hello</p>' })
    ).json<EmailBroadcast>();
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    expect(received.filter((to) => to === steady.email)).toHaveLength(1);
    expect(received.filter((to) => to === member.email)).toHaveLength(0);
    const [outbox] = await ctx.app.db.select().from(emails).where(eq(emails.to, member.email));
    expect(outbox?.status).toBe('QUEUED');
    expect(outbox?.error).toContain('Mailbox busy');
    expect(await progress(ctx, token, started.id)).toMatchObject({ sent: 1, pending: 1, done: false });

    // The retry waits with a backoff: bring it forward instead of waiting.
    await ctx.app.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(sql`${jobs.status} = 'PENDING' AND ${jobs.payload}->>'emailId' = ${outbox?.id ?? ''}`);
    await ctx.app.jobs.drain();
    // The app's own worker may have claimed the job first; it delivers within its poll.
    await vi.waitFor(() => expect(received.filter((to) => to === member.email)).toHaveLength(1), {
      timeout: 5_000,
    });
    await vi.waitFor(
      async () =>
        expect(await progress(ctx, token, started.id)).toMatchObject({ sent: 2, pending: 0, done: true }),
      { timeout: 5_000 },
    );
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(user?.email).toBe(member.email);
  });
});
