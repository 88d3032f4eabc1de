import { createECDH, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from '@earnflow/contracts';
import { jobs, pushSubscriptions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, signedInAdmin, signedInMember, uploadFile } from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles } from '../../../test/money';
import {
  startPushService,
  verifiedVapid,
  type TestBrowser,
  type TestPushService,
} from '../../../test/push-service';
import { vapidKeysFrom, vapidSubject, WEB_PUSH_JOB } from './push.service';

let ctx: TestContext;
let service: TestPushService;
let adminToken: string;

beforeAll(async () => {
  service = await startPushService();
  ctx = await createTestContext({ webPush: { extraHosts: [service.host], agent: service.agent } });
  await enableAllPaymentMethods(ctx.app.db);
  adminToken = (await signedInAdmin(ctx.app)).token;
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

const member = (cents = 0, name?: string) =>
  signedInMember(ctx.app, { status: 'ACTIVE', cents, ...(name === undefined ? {} : { name }) });

const subscribe = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const unsubscribe = (token: string, endpoint: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: bearer(token),
    payload: { endpoint },
  });

/** A new browser of the test push service, subscribed for the member through the route. */
async function subscribedBrowser(token: string): Promise<TestBrowser> {
  const browser = service.browser();
  const response = await subscribe(token, { endpoint: browser.endpoint, keys: browser.keys });
  expect(response.statusCode, response.body).toBe(204);
  return browser;
}

const subscriptionsOf = (userId: string) =>
  ctx.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const pushJobsOf = (userId: string) =>
  ctx.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, WEB_PUSH_JOB), sql`${jobs.payload}->>'userId' = ${userId}`));

async function pendingDeposit(token: string, amount = 25.5): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/deposits',
    headers: bearer(token),
    payload: {
      amount,
      paymentMethod: 'EASYPAISA',
      transactionId: `TRX-${randomBytes(6).toString('hex')}`,
      receipt: await uploadFile(ctx.app, token),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function decide(path: string, status: string): Promise<void> {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/${path}/status`,
    headers: bearer(adminToken),
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const shown = (browser: TestBrowser) =>
  browser.pushes().map((push) => JSON.parse(browser.decrypt(push)) as unknown);

describe('the push key', () => {
  it('is the installation’s VAPID public key, for signed-in members only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
    const first = await member();
    const second = await member();
    const read = async (token: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/push/key', headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ publicKey: string }>().publicKey;
    };
    const key = await read(first.token);
    expect(await read(second.token)).toBe(key);
    const point = Buffer.from(key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it('comes from the secret, or from its hash when the secret is outside the curve', () => {
    const secret = randomBytes(32);
    const keys = vapidKeysFrom(secret);
    expect(keys.privateKey).toBe(secret.toString('base64url'));
    const outside = vapidKeysFrom(Buffer.alloc(32, 0xff));
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(outside.privateKey, 'base64url'));
    expect(curve.getPublicKey().toString('base64url')).toBe(outside.publicKey);
    expect(outside.privateKey).not.toBe(Buffer.alloc(32, 0xff).toString('base64url'));
  });

  it('names the app’s https address, or else its mail address, as the contact', () => {
    expect(vapidSubject('https://earn.example.com/app', 'x@y.z')).toBe('https://earn.example.com');
    expect(vapidSubject('http://localhost:3000', 'EarnFlow <no-reply@earnflow.test>')).toBe(
      'mailto:no-reply@earnflow.test',
    );
    expect(vapidSubject('http://localhost:3000', 'no-reply@localhost')).toBe('mailto:no-reply@localhost');
  });
});

describe('a browser’s subscription', () => {
  it('refuses what is not a browser’s subscription at a known push service', async () => {
    const m = await member();
    const browser = service.browser();
    const refused = async (payload: unknown, field: string) => {
      const response = await subscribe(m.token, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    };
    await refused({ endpoint: browser.endpoint.replace('https:', 'http:'), keys: browser.keys }, 'endpoint');
    await refused({ endpoint: `https://127.0.0.1/${'a'.repeat(2100)}`, keys: browser.keys }, 'endpoint');
    // Anywhere but a push service is refused: the server would post to it.
    await refused({ endpoint: 'https://intranet.example.com/push', keys: browser.keys }, 'endpoint');
    await refused(
      {
        endpoint: browser.endpoint,
        keys: { ...browser.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
      },
      'keys.p256dh',
    );
    await refused({ endpoint: browser.endpoint, keys: { ...browser.keys, auth: 'short' } }, 'keys.auth');
    await refused({ endpoint: browser.endpoint }, 'keys');
    expect(await subscriptionsOf(m.id)).toEqual([]);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('belongs to the member signed in on the browser; a member removes only their own', async () => {
    const first = await member();
    const second = await member();
    const browser = await subscribedBrowser(first.token);
    expect((await subscriptionsOf(first.id)).map((row) => row.endpoint)).toEqual([browser.endpoint]);

    expect((await unsubscribe(second.token, browser.endpoint)).statusCode).toBe(204);
    expect(await subscriptionsOf(first.id)).toHaveLength(1);

    // The same browser, now signed in as the second member.
    expect(
      (await subscribe(second.token, { endpoint: browser.endpoint, keys: browser.keys })).statusCode,
    ).toBe(204);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    expect((await subscriptionsOf(second.id)).map((row) => row.endpoint)).toEqual([browser.endpoint]);

    expect((await unsubscribe(second.token, browser.endpoint)).statusCode).toBe(204);
    expect(await subscriptionsOf(second.id)).toEqual([]);
  });

  it(`keeps a member’s newest ${String(PUSH_SUBSCRIPTIONS_PER_MEMBER)} browsers`, async () => {
    const m = await member();
    const browsers: TestBrowser[] = [];
    for (let index = 0; index <= PUSH_SUBSCRIPTIONS_PER_MEMBER; index += 1) {
      browsers.push(await subscribedBrowser(m.token));
    }
    const kept = (await subscriptionsOf(m.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(1)
        .map((browser) => browser.endpoint)
        .sort(),
    );
  });
});

describe('a push to a closed app', () => {
  it('tells each browser of the member once that a deposit was decided, encrypted and signed', async () => {
    const m = await member();
    const phone = await subscribedBrowser(m.token);
    const laptop = await subscribedBrowser(m.token);
    const id = await pendingDeposit(m.token, 25.5);
    // A deposit waiting for its decision is nothing to push.
    expect(await pushJobsOf(m.id)).toEqual([]);

    await decide(`deposits/${id}`, 'COMPLETED');
    await ctx.app.jobs.drain();
    const expected = {
      title: 'Deposit completed',
      body: 'Your deposit of $25.50 has been added to your balance.',
      url: '/deposit-history',
      tag: `deposit-${id}`,
    };
    expect(shown(phone)).toEqual([expected]);
    expect(shown(laptop)).toEqual([expected]);

    const [push] = phone.pushes();
    if (push === undefined) throw new Error('no push');
    expect(push.headers).toMatchObject({ ttl: '86400', 'content-encoding': 'aes128gcm' });
    const key = await ctx.app.inject({ method: 'GET', url: '/api/push/key', headers: bearer(m.token) });
    const vapid = verifiedVapid(push);
    expect(vapid.publicKey).toBe(key.json<{ publicKey: string }>().publicKey);
    expect(vapid.claims).toMatchObject({
      aud: new URL(phone.endpoint).origin,
      sub: 'mailto:no-reply@earnflow.test',
    });

    // Sent once: the jobs are done and nothing more arrives.
    await ctx.app.jobs.drain();
    expect(phone.pushes()).toHaveLength(1);
    expect((await pushJobsOf(m.id)).map((job) => job.status)).toEqual(['DONE', 'DONE']);
  });

  it('is not queued for a member with no subscribed browser', async () => {
    const m = await member();
    await decide(`deposits/${await pendingDeposit(m.token)}`, 'FAILED');
    expect(await pushJobsOf(m.id)).toEqual([]);
  });

  it('says a deposit or a withdrawal was rejected, and money received (not money sent)', async () => {
    const sender = await member(10_000, 'Ali Raza');
    const recipient = await member(0, 'Sara Khan');
    const senderPhone = await subscribedBrowser(sender.token);
    const recipientPhone = await subscribedBrowser(recipient.token);

    await decide(`deposits/${await pendingDeposit(sender.token, 7)}`, 'FAILED');
    const withdrawal = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      headers: bearer(sender.token),
      payload: {
        amount: 40,
        paymentMethod: 'NAYAPAY',
        bankName: 'NayaPay',
        accountHolderName: 'Ali Raza',
        accountNumber: '03001112233',
      },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const withdrawalId = withdrawal.json<{ id: string }>().id;
    await decide(`withdraw/${withdrawalId}`, 'REJECTED');
    const transfer = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(sender.token),
      payload: { recipientAccountNumber: recipient.accountNumber, amount: 12.34, senderName: 'Ali Raza' },
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const transferId = transfer.json<{ id: string }>().id;
    await decide(`transfers/${transferId}`, 'COMPLETED');
    await ctx.app.jobs.drain();

    expect(shown(senderPhone)).toEqual([
      expect.objectContaining({ title: 'Deposit rejected', body: 'Your deposit of $7.00 was rejected.' }),
      {
        title: 'Withdrawal rejected',
        body: 'Your withdrawal of $40.00 was rejected and the amount is back in your balance.',
        url: '/withdrawal-history',
        tag: `withdrawal-${withdrawalId}`,
      },
    ]);
    expect(shown(recipientPhone)).toEqual([
      {
        title: 'Transfer received',
        body: 'Ali Raza sent you $12.34.',
        url: '/wallet',
        tag: `transfer-${transferId}`,
      },
    ]);
  });

  it('tells the member support replied, not of their own message', async () => {
    const m = await member();
    const phone = await subscribedBrowser(m.token);
    const admin = await signedInAdmin(ctx.app);
    const post = (token: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/chat', headers: bearer(token), payload });
    const own = await post(m.token, {
      senderId: m.id,
      senderType: 'USER',
      text: 'Where is my money?',
      isPublic: false,
    });
    expect(own.statusCode, own.body).toBe(201);
    const reply = await post(admin.token, {
      text: 'We are checking it now.',
      isPublic: false,
      recipientId: m.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await ctx.app.jobs.drain();
    expect(shown(phone)).toEqual([
      {
        title: 'Admin Support replied',
        body: 'We are checking it now.',
        url: '/chat/admin',
        tag: 'support-reply',
      },
    ]);
  });

  it('removes a subscription the push service says is gone, and tries again after another failure', async () => {
    const m = await member();
    const gone = await subscribedBrowser(m.token);
    const failing = await subscribedBrowser(m.token);
    gone.answer = 410;
    failing.answer = 500;
    await decide(`deposits/${await pendingDeposit(m.token)}`, 'COMPLETED');
    await ctx.app.jobs.drain();

    expect(gone.pushes()).toHaveLength(1);
    expect(failing.pushes()).toHaveLength(1);
    const kept = await subscriptionsOf(m.id);
    expect(kept.map((row) => row.endpoint)).toEqual([failing.endpoint]);
    const pushJobs = await pushJobsOf(m.id);
    const retried = pushJobs.filter((job) => job.payload.subscriptionId === kept[0]?.id);
    expect(retried).toEqual([
      expect.objectContaining({ status: 'PENDING', attempts: 1, lastError: 'the push service answered 500' }),
    ]);
    expect(pushJobs.filter((job) => !retried.includes(job)).map((job) => job.status)).toEqual(['DONE']);
  });
});
