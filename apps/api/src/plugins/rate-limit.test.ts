import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestContext, type TestContext } from '../../test/app';
import { bearer, loginMember, seedMember } from '../../test/factories';

const tooMany = /^Too many attempts\. Try again in \d+ minutes?\.$/;

describe('request limits from configuration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { RATE_LIMITS: 'signInFromAddress=3,codeFromAddress=3,moneyAction=2,changePassword=2' },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const login = (email: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress,
    });

  it('caps sign-in from one address across e-mails, and tells when to retry', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await login(`spray-${String(index)}@example.com`, '10.9.0.1')).statusCode).toBe(401);
    }
    const limited = await login('spray-9@example.com', '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);

    // Another address is not held back, and admin sign-in counts on its own.
    expect((await login('spray-9@example.com', '10.9.0.2')).statusCode).toBe(401);
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { email: 'spray-admin@example.com', password: 'wrong-password' },
      remoteAddress: '10.9.0.1',
    });
    expect(admin.statusCode).toBe(401);
  });

  it('counts a request by its address before reading its body, so refused bodies count too', async () => {
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: '10.9.0.9',
      });
    // Not JSON, nested too deeply, too large: each refused before validation, each counted.
    expect((await send('{')).statusCode).toBe(400);
    expect((await send(`${'['.repeat(1000)}${']'.repeat(1000)}`)).statusCode).toBe(400);
    expect((await send(`"${'x'.repeat(200_000)}"`)).statusCode).toBe(413);
    const limited = await send(JSON.stringify({ email: 'someone@example.com', password: 'wrong-password' }));
    expect(limited.statusCode).toBe(429);
  });

  it('caps code calls from one address across e-mails', async () => {
    const forgot = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email },
        remoteAddress: '10.9.1.1',
      });
    for (let index = 0; index < 3; index += 1) {
      expect((await forgot(`codes-${String(index)}@example.com`)).statusCode).toBe(200);
    }
    expect((await forgot('codes-9@example.com')).json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
  });

  it('limits money actions and password changes per member with the configured numbers', async () => {
    const member = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    const transfer = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: bearer(token),
        payload: { recipientAccountNumber: 'ZZZZZZZZZZ', amount: 1, senderName: 'Ali Raza' },
      });
    expect((await transfer()).statusCode).toBe(404);
    expect((await transfer()).statusCode).toBe(404);
    const limited = await transfer();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(tooMany);

    const change = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/change-password',
        headers: bearer(token),
        payload: { currentPassword: 'not-the-password', newPassword: 'new-password-1' },
      });
    expect((await change()).statusCode).toBe(400);
    expect((await change()).statusCode).toBe(400);
    expect((await change()).statusCode).toBe(429);

    // Once the session has ended, that is the answer, not the limit.
    await ctx.app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, member.id));
    const ended = await transfer();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: 'Your session has ended. Please sign in again.',
    });
  });
});

describe('client addresses behind proxies', () => {
  const forgot = (ctx: TestContext, remoteAddress: string, forwardedFor?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'nobody@example.com' },
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });

  async function withContext(trustProxy: string | undefined, run: (ctx: TestContext) => Promise<void>) {
    const ctx = await createTestContext({
      env: { RATE_LIMITS: 'code=2', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) },
    });
    try {
      await run(ctx);
    } finally {
      await ctx.close();
    }
  }

  it('ignores X-Forwarded-For by default', async () => {
    await withContext(undefined, async (ctx) => {
      expect((await forgot(ctx, '203.0.113.5', '1.1.1.1')).statusCode).toBe(200);
      expect((await forgot(ctx, '203.0.113.5', '1.1.1.2')).statusCode).toBe(200);
      expect((await forgot(ctx, '203.0.113.5', '1.1.1.3')).statusCode).toBe(429);
    });
  });

  it('with a hop count, believes only the address the proxy added, not what the client wrote before it', async () => {
    await withContext('1', async (ctx) => {
      expect((await forgot(ctx, '10.0.0.1', '1.1.1.1, 198.51.100.7')).statusCode).toBe(200);
      expect((await forgot(ctx, '10.0.0.1', '1.1.1.2, 198.51.100.7')).statusCode).toBe(200);
      expect((await forgot(ctx, '10.0.0.1', '1.1.1.3, 198.51.100.7')).statusCode).toBe(429);
      // Another person behind the same proxy is counted on their own.
      expect((await forgot(ctx, '10.0.0.1', '198.51.100.8')).statusCode).toBe(200);
    });
  });

  it('with trusted addresses, ignores the header from anyone else', async () => {
    await withContext('10.0.0.0/8', async (ctx) => {
      // Through the proxy: the client is the address the proxy saw.
      expect((await forgot(ctx, '10.1.2.3', '1.1.1.1, 198.51.100.7')).statusCode).toBe(200);
      expect((await forgot(ctx, '10.1.2.3', '198.51.100.7')).statusCode).toBe(200);
      expect((await forgot(ctx, '10.4.5.6', '198.51.100.7')).statusCode).toBe(429);
      // Straight to the app: a made-up header changes nothing.
      expect((await forgot(ctx, '203.0.113.9', '1.1.1.1')).statusCode).toBe(200);
      expect((await forgot(ctx, '203.0.113.9', '1.1.1.2')).statusCode).toBe(200);
      expect((await forgot(ctx, '203.0.113.9', '1.1.1.3')).statusCode).toBe(429);
    });
  });
});
