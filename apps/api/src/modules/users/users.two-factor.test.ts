import { and, eq, ilike } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, userRecoveryCodes, users, userSignInChallenges } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginMember, nextClientAddress, seedMember } from '../../../test/factories';
import { codeFrom } from '../../../test/mail-server';
import { createAttemptGuardsService } from '../attempt-guards/attempt-guards.service';
import { guardedSecondFactor, requireMemberSecondFactor } from './users.service';

let ctx: TestContext;
const clock = new TestClock('2026-11-22T08:00:00.000Z');
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const codeFor = (secret: string, at = clock.now()) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

let devices = 0;
/** A device id of its own, as the web app keeps one per browser. */
const newDeviceId = () => `test-device-${String((devices += 1)).padStart(8, '0')}`;

function passwordStep(
  email: string,
  password: string,
  options: { deviceId?: string; remoteAddress?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: options.remoteAddress ?? nextClientAddress(),
    headers: {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
      ...(options.deviceId === undefined ? {} : { 'x-device-id': options.deviceId }),
    },
  });
}

function codeStep(challengeToken: string, code: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/login/two-factor',
    payload: { challengeToken, code },
    remoteAddress: nextClientAddress(),
  });
}

async function challengeFor(email: string, password: string) {
  const step = await passwordStep(email, password);
  expect(step.statusCode).toBe(200);
  const answer = step.json<{ twoFactorRequired: boolean; challengeToken: string }>();
  expect(answer.twoFactorRequired).toBe(true);
  expect(step.json()).not.toHaveProperty('token');
  return answer.challengeToken;
}

function post(url: string, token: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

/** A signed-in member who turned two-factor sign-in on; the clock then moves past the enabling code. */
async function memberWithTwoFactor() {
  const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
  const token = await loginMember(ctx.app, member.email, member.password);
  const setup = await post('/api/users/me/two-factor/setup', token, { password: member.password });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
  expect(otpauthUrl).toContain('otpauth://totp/');
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const enable = await post('/api/users/me/two-factor/enable', token, { code: await codeFor(secret) });
  expect(enable.statusCode).toBe(200);
  clock.advance(60_000);
  return {
    ...member,
    token,
    secret,
    recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

describe('turning two-factor sign-in on and off', () => {
  it('asks for the password, confirms with a code, and keeps ten recovery codes hashed', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const token = await loginMember(ctx.app, member.email, member.password);

    const wrongPassword = await post('/api/users/me/two-factor/setup', token, { password: 'not-mine-123' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The password is not correct.',
      field: 'password',
    });
    expect(wrongPassword.body).not.toContain('secret');
    const early = await post('/api/users/me/two-factor/enable', token, { code: '123456' });
    expect(early.statusCode).toBe(409);

    const setup = await post('/api/users/me/two-factor/setup', token, { password: member.password });
    const { secret } = setup.json<{ secret: string }>();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const [pending] = await ctx.app.db
      .select({ pending: users.totpPendingSecret, on: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, member.id));
    expect(pending).toEqual({ pending: secret, on: null });

    const stale = await post('/api/users/me/two-factor/enable', token, {
      code: await codeFor(secret, new Date(clock.now().getTime() - 10 * 60_000)),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ error: string }>().error).toBe('INVALID_TWO_FACTOR_CODE');

    const enable = await post('/api/users/me/two-factor/enable', token, { code: await codeFor(secret) });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await ctx.app.db
      .select({ codeHash: userRecoveryCodes.codeHash })
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, member.id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(stored.map((row) => row.codeHash)).not.toContain(code);
    }

    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json<{ twoFactorEnabled: boolean }>().twoFactorEnabled).toBe(true);
    const again = await post('/api/users/me/two-factor/setup', token, { password: member.password });
    expect(again.statusCode).toBe(409);
  });

  it('turns off with the password: secret and codes gone, the password alone signs in again', async () => {
    const member = await memberWithTwoFactor();
    const waiting = await challengeFor(member.email, member.password);

    const wrong = await post('/api/users/me/two-factor/disable', member.token, { password: 'not-mine-123' });
    expect(wrong.statusCode).toBe(400);
    const off = await post('/api/users/me/two-factor/disable', member.token, { password: member.password });
    expect(off.statusCode).toBe(204);

    const [row] = await ctx.app.db
      .select({ secret: users.totpSecret, on: users.totpEnabledAt, step: users.totpLastTimeStep })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row).toEqual({ secret: null, on: null, step: null });
    const codes = await ctx.app.db
      .select()
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, member.id));
    expect(codes).toEqual([]);
    // A sign-in waiting for the code when it was turned off cannot finish.
    expect((await codeStep(waiting, await codeFor(member.secret))).statusCode).toBe(401);

    const plain = await passwordStep(member.email, member.password);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toHaveProperty('token');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(member.token) });
    expect(me.json<{ twoFactorEnabled: boolean }>().twoFactorEnabled).toBe(false);
    expect(
      (await post('/api/users/me/two-factor/disable', member.token, { password: member.password }))
        .statusCode,
    ).toBe(409);
  });

  it('is only for a signed-in member', async () => {
    for (const url of ['setup', 'enable', 'disable']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/me/two-factor/${url}`,
        payload: { password: 'x', code: '123456' },
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers a challenge for the password, then a session for the code; a code is taken once', async () => {
    const member = await memberWithTwoFactor();
    const challenge = await challengeFor(member.email, member.password);
    const [row] = await ctx.app.db
      .select({ tokenHash: userSignInChallenges.tokenHash, expiresAt: userSignInChallenges.expiresAt })
      .from(userSignInChallenges)
      .where(eq(userSignInChallenges.userId, member.id));
    expect(row?.tokenHash).not.toBe(challenge);
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 5 * 60_000);

    const wrong = await codeStep(
      challenge,
      await codeFor(member.secret, new Date(clock.now().getTime() - 300_000)),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ error: string }>().error).toBe('INVALID_TWO_FACTOR_CODE');

    const code = await codeFor(member.secret);
    const right = await codeStep(challenge, code);
    expect(right.statusCode).toBe(200);
    const session = right.json<{ token: string; user: { email: string } }>();
    expect(session.user.email).toBe(member.email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);

    // The challenge is spent, and the same code cannot open another sign-in within its window.
    const spent = await codeStep(challenge, code);
    expect(spent.statusCode).toBe(401);
    expect(spent.json<{ message: string }>().message).toBe(
      'Your sign-in has expired. Enter your password again.',
    );
    const replay = await codeStep(await challengeFor(member.email, member.password), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ error: string }>().error).toBe('INVALID_TWO_FACTOR_CODE');

    // The next step's code is taken.
    clock.advance(30_000);
    const next = await codeStep(
      await challengeFor(member.email, member.password),
      await codeFor(member.secret),
    );
    expect(next.statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without the dash', async () => {
    const member = await memberWithTwoFactor();
    const [first = '', second = ''] = member.recoveryCodes;
    const upper = await codeStep(await challengeFor(member.email, member.password), first.toUpperCase());
    expect(upper.statusCode).toBe(200);
    const reused = await codeStep(await challengeFor(member.email, member.password), first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json<{ error: string }>().error).toBe('INVALID_TWO_FACTOR_CODE');
    const noDash = await codeStep(await challengeFor(member.email, member.password), second.replace('-', ''));
    expect(noDash.statusCode).toBe(200);
    const used = await ctx.app.db
      .select({ usedAt: userRecoveryCodes.usedAt })
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, member.id));
    expect(used.filter((code) => code.usedAt !== null)).toHaveLength(2);
  });

  it('expires the password step after five minutes', async () => {
    const member = await memberWithTwoFactor();
    const challenge = await challengeFor(member.email, member.password);
    clock.advance(6 * 60_000);
    const late = await codeStep(challenge, await codeFor(member.secret));
    expect(late.statusCode).toBe(401);
    expect(late.json<{ error: string }>().error).toBe('UNAUTHORIZED');
  });

  it('locks the code step after repeated wrong codes; a right password does not buy more guesses', async () => {
    const member = await memberWithTwoFactor();
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const challenge = await challengeFor(member.email, member.password);
      statuses.push((await codeStep(challenge, '000000')).statusCode);
      statuses.push((await codeStep(challenge, '111111')).statusCode);
    }
    expect(statuses).toContain(429);
    const locked = await codeStep(
      await challengeFor(member.email, member.password),
      await codeFor(member.secret),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ error: string }>().error).toBe('RATE_LIMITED');
  });

  it('asks for nothing more of a member without it, and refuses a suspended member at the password', async () => {
    const plain = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const response = await passwordStep(plain.email, plain.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('token');

    const member = await memberWithTwoFactor();
    await ctx.app.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, member.id));
    const suspended = await passwordStep(member.email, member.password);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json<{ error: string }>().error).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('requireMemberSecondFactor', () => {
  const check = (userId: string, code: string | undefined) =>
    requireMemberSecondFactor(ctx.app.db, clock, userId, code);

  it('asks nothing while two-factor sign-in is off', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await expect(check(member.id, undefined)).resolves.toBeUndefined();
  });

  it('needs a code when it is on, refuses a wrong or reused one, takes a recovery code once', async () => {
    const member = await memberWithTwoFactor();
    await expect(check(member.id, undefined)).rejects.toMatchObject({
      statusCode: 403,
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Enter the code from your authenticator app.',
    });
    await expect(check(member.id, '000000')).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_TWO_FACTOR_CODE',
    });
    const code = await codeFor(member.secret);
    await expect(check(member.id, code)).resolves.toBeUndefined();
    await expect(check(member.id, code)).rejects.toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });

    const [recovery = ''] = member.recoveryCodes;
    await expect(check(member.id, recovery)).resolves.toBeUndefined();
    await expect(check(member.id, recovery)).rejects.toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
  });

  it('spends nothing when the caller’s transaction is rolled back', async () => {
    const member = await memberWithTwoFactor();
    const code = await codeFor(member.secret);
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await requireMemberSecondFactor(tx, clock, member.id, code);
        throw new Error('the withdrawal failed');
      }),
    ).rejects.toThrow('the withdrawal failed');
    await expect(check(member.id, code)).resolves.toBeUndefined();
  });
});

describe('guardedSecondFactor', () => {
  it('counts wrong codes of a money action outside its transaction, and locks the code at sign-in too', async () => {
    const guards = createAttemptGuardsService({
      db: ctx.app.db,
      clock,
      failuresBeforeLock: 5,
      adminFailuresFromAnyAddress: 50,
    });
    const member = await memberWithTwoFactor();
    const withdraw = (code: string | undefined) =>
      guardedSecondFactor(guards, member.id, code, () =>
        ctx.app.db.transaction(async (tx) => {
          await requireMemberSecondFactor(tx, clock, member.id, code);
          return 'paid';
        }),
      );

    // No code is no guess, however often.
    for (let round = 0; round < 6; round += 1) {
      await expect(withdraw(undefined)).rejects.toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    }
    await expect(withdraw(await codeFor(member.secret))).resolves.toBe('paid');

    const answers: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      answers.push(await withdraw('000000').catch((error: unknown) => (error as { code: string }).code));
    }
    expect(answers).toEqual([
      'INVALID_TWO_FACTOR_CODE',
      'INVALID_TWO_FACTOR_CODE',
      'INVALID_TWO_FACTOR_CODE',
      'INVALID_TWO_FACTOR_CODE',
      'RATE_LIMITED',
    ]);
    clock.advance(30_000);
    await expect(withdraw(await codeFor(member.secret))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const signIn = await codeStep(
      await challengeFor(member.email, member.password),
      await codeFor(member.secret),
    );
    expect(signIn.statusCode).toBe(429);
  });
});

describe('the new-device sign-in e-mail', () => {
  const newDeviceMails = (email: string) =>
    ctx.app.db
      .select({ subject: emails.subject, text: emails.text })
      .from(emails)
      .where(and(eq(emails.to, email), ilike(emails.subject, '%new sign-in%')));

  it('goes once for a sign-in from a device the member had not used, never for a known one', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const phone = newDeviceId();
    const laptop = newDeviceId();
    for (const deviceId of [phone, phone]) {
      expect((await passwordStep(member.email, member.password, { deviceId })).statusCode).toBe(200);
    }
    expect(await newDeviceMails(member.email)).toEqual([]);

    const address = '203.0.113.77';
    const fromLaptop = await passwordStep(member.email, member.password, {
      deviceId: laptop,
      remoteAddress: address,
    });
    expect(fromLaptop.statusCode).toBe(200);
    const mails = await newDeviceMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('EarnFlow: new sign-in to your account');
    expect(mails[0]?.text).toContain('When: 22 Nov 2026');
    expect(mails[0]?.text).toContain('Chrome/131.0');
    expect(mails[0]?.text).toContain(`Address: ${address}`);
    expect(mails[0]?.text).toContain('turn on two-factor sign-in');

    for (const deviceId of [laptop, phone]) {
      expect((await passwordStep(member.email, member.password, { deviceId })).statusCode).toBe(200);
    }
    expect(await newDeviceMails(member.email)).toHaveLength(1);
    const delivered = await ctx.mail.waitFor(member.email);
    expect(delivered.subject).toBe('EarnFlow: new sign-in to your account');
  });
});

describe('the password', () => {
  it('records when it last changed, on a change and on a reset', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const token = await loginMember(ctx.app, member.email, member.password);
    const changedAt = () =>
      ctx.app.db
        .select({ at: users.passwordChangedAt })
        .from(users)
        .where(eq(users.id, member.id))
        .then(([row]) => row?.at);
    expect(await changedAt()).toBeNull();

    clock.advance(60_000);
    const change = await post('/api/users/change-password', token, {
      currentPassword: member.password,
      newPassword: 'a-new-password-1',
    });
    expect(change.statusCode).toBe(204);
    expect((await changedAt())?.toISOString()).toBe(clock.now().toISOString());

    clock.advance(60_000);
    const before = ctx.mail.countTo(member.email);
    const remote = nextClientAddress();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: member.email },
      remoteAddress: remote,
    });
    const otp = codeFrom(await ctx.mail.waitFor(member.email, { after: before }));
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { email: member.email, otp, password: 'another-password-2' },
      remoteAddress: remote,
    });
    expect(reset.statusCode).toBe(200);
    expect((await changedAt())?.toISOString()).toBe(clock.now().toISOString());
  });

  it('ends a sign-in waiting for the second factor when it changes', async () => {
    const member = await memberWithTwoFactor();
    const waiting = await challengeFor(member.email, member.password);
    const change = await post('/api/users/change-password', member.token, {
      currentPassword: member.password,
      newPassword: 'a-new-password-1',
    });
    expect(change.statusCode).toBe(204);
    const late = await codeStep(waiting, await codeFor(member.secret));
    expect(late.statusCode).toBe(401);
    expect(late.json<{ error: string }>().error).toBe('UNAUTHORIZED');
  });
});
