import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@earnflow/contracts';
import { notifications } from '../../db/schema';
import { createTestContext, listenOnLoopback, type TestContext } from '../../../test/app';
import { bearer, signedInAdmin, signedInMember, uploadFile } from '../../../test/factories';
import { frameOf, openStream, type OpenedStream } from '../../../test/live-stream';
import { partOf, textOf } from '../../../test/mail-server';
import { enableAllPaymentMethods, expectLedgerReconciles } from '../../../test/money';
import { startPushService, type TestBrowser, type TestPushService } from '../../../test/push-service';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

let ctx: TestContext;
let base: string;
let service: TestPushService;
let adminToken: string;
const streams: OpenedStream[] = [];

beforeAll(async () => {
  service = await startPushService();
  ctx = await createTestContext({ webPush: { extraHosts: [service.host], agent: service.agent } });
  ({ base } = await listenOnLoopback(ctx));
  await enableAllPaymentMethods(ctx.app.db);
  adminToken = (await signedInAdmin(ctx.app, { role: 'OWNER' })).token;
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

const member = (language: 'en' | 'ur', options: { cents?: number; name?: string } = {}) =>
  signedInMember(ctx.app, { status: 'ACTIVE', language, ...options });

async function pendingDeposit(token: string, amount: number): Promise<string> {
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

async function unread(token: string): Promise<Notification[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications/unread',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notification[]>();
}

async function setLanguage(token: string, language: 'en' | 'ur'): Promise<void> {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/users/me',
    headers: bearer(token),
    payload: { language },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const urduCompleted = (amount: string) => ({
  title: 'ڈپازٹ مکمل ہو گیا',
  message: `آپ کا ${LRI}${amount}${PDI} کا ڈپازٹ آپ کے بیلنس میں شامل کر دیا گیا ہے۔`,
});
const englishCompleted = (amount: string) => ({
  title: 'Deposit completed',
  message: `Your deposit of ${amount} has been added to your balance.`,
});

describe('a notification the server writes to a member', () => {
  it('reads in the member’s language, stores its English text, and reads again in a language chosen later', async () => {
    const urdu = await member('ur');
    const english = await member('en');
    const urduDeposit = await pendingDeposit(urdu.token, 25.5);
    await decide(`deposits/${urduDeposit}`, 'COMPLETED');
    await decide(`deposits/${await pendingDeposit(english.token, 12)}`, 'COMPLETED');

    expect(await unread(urdu.token)).toMatchObject([urduCompleted('$25.50')]);
    expect(await unread(english.token)).toMatchObject([englishCompleted('$12.00')]);

    // The row keeps the English text (admins, older servers) beside the key and the facts.
    const [stored] = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, urdu.id), eq(notifications.messageKey, 'depositCompleted')));
    expect(stored).toMatchObject({
      ...englishCompleted('$25.50'),
      messageKey: 'depositCompleted',
      messageParams: { amountCents: 2550 },
    });

    await setLanguage(urdu.token, 'en');
    expect(await unread(urdu.token)).toMatchObject([{ id: stored?.id, ...englishCompleted('$25.50') }]);
    await setLanguage(urdu.token, 'ur');
    expect(await unread(urdu.token)).toMatchObject([{ id: stored?.id, ...urduCompleted('$25.50') }]);
  });

  it('names the sender of a transfer to an Urdu member in their own direction, and an admin’s broadcast stays as typed', async () => {
    const sender = await member('en', { cents: 5000, name: 'Ali Raza' });
    const recipient = await member('ur');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(sender.token),
      payload: {
        recipientAccountNumber: recipient.accountNumber,
        amount: 10,
        senderName: 'Ali',
        note: 'Khana',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await decide(`transfers/${sent.json<{ id: string }>().id}`, 'COMPLETED');

    const broadcast = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/create',
      headers: bearer(adminToken),
      payload: { title: 'Eid bonus', message: 'Double rewards today' },
    });
    expect(broadcast.statusCode, broadcast.body).toBe(201);

    const received = await unread(recipient.token);
    expect(received).toMatchObject([
      { title: 'Eid bonus', message: 'Double rewards today' },
      {
        title: 'ٹرانسفر موصول ہوا',
        message:
          `${FSI}Ali Raza${PDI} (اکاؤنٹ ${LRI}${sender.accountNumber}${PDI}) نے آپ کو ${LRI}$10.00${PDI} بھیجے ہیں۔ ` +
          `یہ رقم اب آپ کے بیلنس میں ہے۔ بھیجنے والے کا بتایا ہوا نام: "${FSI}Ali${PDI}"۔ نوٹ: "${FSI}Khana${PDI}"۔`,
      },
    ]);
    expect((await unread(sender.token)).map((notice) => notice.title)).toEqual([
      'Eid bonus',
      'Transfer completed',
    ]);
  });

  it('goes out on the live stream in the member’s language, in the shape of the others', async () => {
    const urdu = await member('ur');
    const english = await member('en');
    const urduStream = await openStream(base, { token: urdu.token });
    const englishStream = await openStream(base, { token: english.token });
    streams.push(urduStream, englishStream);
    await urduStream.next(frameOf('wallet'));
    await englishStream.next(frameOf('wallet'));

    await decide(`deposits/${await pendingDeposit(urdu.token, 7)}`, 'FAILED');
    await decide(`deposits/${await pendingDeposit(english.token, 7)}`, 'FAILED');

    const urduNotice = (await urduStream.next(frameOf('notification'), 2000)).data;
    expect(Object.keys(urduNotice as object).sort()).toEqual([
      'createdAt',
      'id',
      'message',
      'removed',
      'title',
    ]);
    expect(urduNotice).toMatchObject({ title: 'ڈپازٹ مسترد ہو گیا', removed: false });
    expect((urduNotice as { message: string }).message).toMatch(
      new RegExp(`^آپ کا ${LRI}\\$7\\.00${PDI} کا ڈپازٹ \\(${LRI}TRX-[0-9a-f]+${PDI}\\) مسترد کر دیا گیا۔`),
    );
    const englishNotice = (await englishStream.next(frameOf('notification'), 2000)).data;
    expect(englishNotice).toMatchObject({ title: 'Deposit rejected' });
    expect((englishNotice as { message: string }).message).toMatch(
      /^Your deposit of \$7\.00 \(TRX-[0-9a-f]+\) was rejected\. Contact support if you think this is a mistake\.$/,
    );
  });
});

describe('a push to an Urdu member', () => {
  const shown = (browser: TestBrowser) =>
    browser.pushes().map((push) => JSON.parse(browser.decrypt(push)) as unknown);

  it('is written in Urdu, and an English member’s in English', async () => {
    const urdu = await member('ur');
    const english = await member('en');
    const subscribe = async (token: string) => {
      const browser = service.browser();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(token),
        payload: { endpoint: browser.endpoint, keys: browser.keys },
      });
      expect(response.statusCode, response.body).toBe(204);
      return browser;
    };
    const urduPhone = await subscribe(urdu.token);
    const englishPhone = await subscribe(english.token);
    const urduDeposit = await pendingDeposit(urdu.token, 25.5);
    const englishDeposit = await pendingDeposit(english.token, 25.5);
    await decide(`deposits/${urduDeposit}`, 'COMPLETED');
    await decide(`deposits/${englishDeposit}`, 'COMPLETED');
    await ctx.app.jobs.drain();

    expect(shown(urduPhone)).toEqual([
      { ...toPush(urduCompleted('$25.50')), url: '/deposit-history', tag: `deposit-${urduDeposit}` },
    ]);
    expect(shown(englishPhone)).toEqual([
      { ...toPush(englishCompleted('$25.50')), url: '/deposit-history', tag: `deposit-${englishDeposit}` },
    ]);
  });
});

const toPush = ({ title, message }: { title: string; message: string }) => ({ title, body: message });

describe('an announcement e-mailed to every member', () => {
  it('ends with the unsubscribe line in each member’s language', async () => {
    const urdu = await member('ur');
    const english = await member('en');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/send-email-to-all',
      headers: bearer(adminToken),
      payload: { subject: 'Eid Mubarak', body: '<p>Double rewards today.</p>' },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    await ctx.app.jobs.drain();

    const urduMail = await ctx.mail.waitFor(urdu.email);
    expect(textOf(urduMail)).toMatch(
      new RegExp(
        `آپ کو یہ ای میل اس لیے ملی ہے کہ آپ ${LRI}EarnFlow${PDI} کے ممبر ہیں۔ یہ اعلانات بند کرنے کے لیے: ${LRI}http\\S+/unsubscribe\\?token=\\S+${PDI}`,
      ),
    );
    expect(partOf(urduMail, 'text/html')).toMatch(
      /<p dir="rtl" lang="ur" style="[^"]*">.*<a href="[^"]+\/unsubscribe\?token=[^"]+">اعلانات کی ای میلز بند کریں<\/a>۔<\/p>$/,
    );

    const englishMail = await ctx.mail.waitFor(english.email);
    expect(textOf(englishMail)).toMatch(
      /You receive this because you are a member of EarnFlow\. To stop these announcements: http\S+\/unsubscribe\?token=/,
    );
    expect(partOf(englishMail, 'text/html')).toMatch(
      /<p style="[^"]*">You receive this because you are a member of EarnFlow\. <a href="[^"]+">Unsubscribe from announcements<\/a>\.<\/p>$/,
    );
  });
});
