import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginMember, nextClientAddress, seedAdmin, seedMember } from '../../../test/factories';
import { codeFrom } from '../../../test/mail-server';
import { lockDurationMs } from './attempt-guards.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const clock = new TestClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(async () => {
  await ctx.close();
});

// Every request from its own address, so only the per-account bound is at work, not the per-address limits.

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress(), headers });

const locked = (wait: string) => ({
  error: 'RATE_LIMITED',
  message: `Too many attempts. Try again in ${wait}.`,
});
const invalidCredentials = { error: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password.' };
const invalidCode = { error: 'INVALID_OTP', message: 'The code is invalid or has expired.' };

async function wrongSignIns(url: string, email: string, times: number) {
  const answers: unknown[] = [];
  for (let index = 0; index < times; index += 1) {
    answers.push((await post(url, { email, password: 'not-the-password' })).json());
  }
  return answers;
}

describe('failed sign-ins per account', () => {
  it('pause sign-in after 5 wrong passwords, even with the right one, and say when to retry', async () => {
    const member = await seedMember(ctx.app.db);
    expect(await wrongSignIns('/api/users/login', member.email, 4)).toEqual(
      Array(4).fill(invalidCredentials),
    );
    expect(await wrongSignIns('/api/users/login', member.email, 1)).toEqual([locked('15 minutes')]);

    const right = () => post('/api/users/login', { email: member.email, password: member.password });
    const during = await right();
    expect(during.statusCode).toBe(429);
    expect(during.json()).toEqual(locked('15 minutes'));
    expect(during.headers['retry-after']).toBe('900');
    clock.advance(14 * MINUTE + 30_000);
    expect((await right()).json()).toEqual(locked('1 minute'));
    clock.advance(30_000);
    expect((await right()).statusCode).toBe(200);

    // The right password started the count again.
    expect(await wrongSignIns('/api/users/login', member.email, 4)).toEqual(
      Array(4).fill(invalidCredentials),
    );
  });

  it('double the pause each time, up to 12 hours, and forget after a quiet week', async () => {
    const member = await seedMember(ctx.app.db);
    const waits = ['15 minutes', '30 minutes', '1 hour', '2 hours', '4 hours', '8 hours', '12 hours'];
    for (const [index, wait] of waits.entries()) {
      const answers = await wrongSignIns('/api/users/login', member.email, 5);
      expect(answers.slice(0, 4)).toEqual(Array(4).fill(invalidCredentials));
      expect(answers[4]).toEqual(locked(wait));
      clock.advance(lockDurationMs(index + 1));
    }
    // Six quiet days later the count goes on; after a quiet week it starts again.
    clock.advance(6 * 24 * HOUR);
    const still = await wrongSignIns('/api/users/login', member.email, 5);
    expect(still[4]).toEqual(locked('12 hours'));
    clock.advance(7 * 24 * HOUR);
    const fresh = await wrongSignIns('/api/users/login', member.email, 5);
    expect(fresh.slice(0, 4)).toEqual(Array(4).fill(invalidCredentials));
    expect(fresh[4]).toEqual(locked('15 minutes'));
  });

  it('lock an e-mail without an account just the same, so a lockout tells nothing', async () => {
    const answers = await wrongSignIns('/api/users/login', `nobody-${String(Date.now())}@example.com`, 6);
    expect(answers).toEqual([
      ...Array<unknown>(4).fill(invalidCredentials),
      locked('15 minutes'),
      locked('15 minutes'),
    ]);
  });

  it('count parallel guesses too: only 5 are ever checked', async () => {
    const member = await seedMember(ctx.app.db);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/api/users/login', { email: member.email, password: 'guess-guess' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(4).fill(401), ...Array<number>(8).fill(429)]);
  });

  it('hold in every API process sharing the database', async () => {
    const member = await seedMember(ctx.app.db);
    await wrongSignIns('/api/users/login', member.email, 5);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' });
    const other = await buildApp({ config, database: ctx.database.handle, migrate: false, clock });
    try {
      const response = await other.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: member.email, password: member.password },
      });
      expect(response.json()).toEqual(locked('15 minutes'));
    } finally {
      await other.close();
    }
  });

  it('are lifted by a password reset, which proves the mailbox', async () => {
    const member = await seedMember(ctx.app.db);
    await wrongSignIns('/api/users/login', member.email, 5);
    const before = ctx.mail.countTo(member.email);
    await post('/api/users/forgot-password', { email: member.email });
    const code = codeFrom(await ctx.mail.waitFor(member.email, { after: before }));
    const reset = await post('/api/users/reset-password', {
      email: member.email,
      otp: code,
      password: 'my-own-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/api/users/login', { email: member.email, password: 'my-own-new-pass' })).statusCode,
    ).toBe(200);
  });

  it('include wrong current passwords on change-password, which lock sign-in too', async () => {
    const member = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    const change = (currentPassword: string) =>
      post('/api/users/change-password', { currentPassword, newPassword: 'new-password-1' }, bearer(token));
    for (let index = 0; index < 4; index += 1) {
      expect((await change('wrong-current')).json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'The current password is not correct.',
      });
    }
    expect((await change('wrong-current')).json()).toEqual(locked('15 minutes'));
    expect((await change(member.password)).json()).toEqual(locked('15 minutes'));
    expect(
      (await post('/api/users/login', { email: member.email, password: member.password })).json(),
    ).toEqual(locked('15 minutes'));
  });

  it('lock admin sign-in from the address the wrong passwords came from, not from the admin’s own', async () => {
    const admin = await seedAdmin(ctx.app.db);
    const stranger = nextClientAddress();
    const own = nextClientAddress();
    const signIn = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admins/login',
        payload: { email: admin.email, password },
        remoteAddress,
      });
    const answers: unknown[] = [];
    for (let index = 0; index < 5; index += 1)
      answers.push((await signIn('not-the-password', stranger)).json());
    expect(answers).toEqual([...Array<unknown>(4).fill(invalidCredentials), locked('15 minutes')]);

    const fromStranger = await signIn(admin.password, stranger);
    expect(fromStranger.statusCode).toBe(429);
    expect(fromStranger.json()).toEqual(locked('15 minutes'));
    expect(fromStranger.headers['retry-after']).toBe('900');
    // The admin's own address is not paused by someone else's guesses.
    expect((await signIn(admin.password, own)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await signIn(admin.password, stranger)).statusCode).toBe(200);
  });

  it('lock admin sign-in everywhere after 50 wrong passwords from many addresses', async () => {
    const admin = await seedAdmin(ctx.app.db);
    const answers = await wrongSignIns('/api/admins/login', admin.email, 50);
    expect(answers.slice(0, 49)).toEqual(Array(49).fill(invalidCredentials));
    expect(answers[49]).toEqual(locked('15 minutes'));
    const right = await post('/api/admins/login', { email: admin.email, password: admin.password });
    expect(right.json()).toEqual(locked('15 minutes'));
    clock.advance(15 * MINUTE);
    expect(
      (await post('/api/admins/login', { email: admin.email, password: admin.password })).statusCode,
    ).toBe(200);
  });

  it('count an admin’s wrong passwords in a session, at change-password and two-factor off', async () => {
    const admin = await seedAdmin(ctx.app.db);
    const signIn = await post('/api/admins/login', { email: admin.email, password: admin.password });
    const token = signIn.json<{ token: string }>().token;
    const call = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    const wrongChange = () =>
      call('/api/admins/me/password', { currentPassword: 'guess-guess', newPassword: 'new-password-1' });
    const wrongDisable = () => call('/api/admins/me/two-factor/disable', { password: 'guess-guess' });

    expect((await wrongChange()).json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The current password is not right.',
    });
    expect((await wrongDisable()).json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The password is not right.',
    });
    await wrongChange();
    await wrongDisable();
    const fifth = await wrongChange();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(locked('15 minutes'));
    // Paused: the right password is not checked either, so a stolen session cannot keep guessing.
    const right = await call('/api/admins/me/password', {
      currentPassword: admin.password,
      newPassword: 'new-password-1',
    });
    expect(right.json()).toEqual(locked('15 minutes'));
    expect(right.headers['retry-after']).toBe('900');
  });
});

describe('failed codes per account', () => {
  async function signUp(email: string) {
    const before = ctx.mail.countTo(email);
    const response = await post('/api/users/signup', { name: 'Nadia Khan', email, password: 'nadia-pass-1' });
    expect(response.statusCode).toBe(201);
    return codeFrom(await ctx.mail.waitFor(email, { after: before }));
  }
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('count across new codes, so each code no longer brings 5 fresh tries', async () => {
    const member = await seedMember(ctx.app.db);
    const resetCode = async () => {
      const before = ctx.mail.countTo(member.email);
      await post('/api/users/forgot-password', { email: member.email });
      return codeFrom(await ctx.mail.waitFor(member.email, { after: before }));
    };
    const reset = (otp: string) =>
      post('/api/users/reset-password', { email: member.email, otp, password: 'attacker-pass-1' });

    const first = await resetCode();
    for (let index = 0; index < 3; index += 1)
      expect((await reset(otherThan(first))).json()).toEqual(invalidCode);
    clock.advance(MINUTE);
    const second = await resetCode();
    expect((await reset(otherThan(second))).json()).toEqual(invalidCode);
    expect((await reset(otherThan(second))).json()).toEqual(locked('15 minutes'));
    expect((await reset(second)).json()).toEqual(locked('15 minutes'));
    // The password was not changed.
    expect(
      (await post('/api/users/login', { email: member.email, password: member.password })).statusCode,
    ).toBe(200);
  });

  it('pause verification too, and a new code works once the pause is over', async () => {
    const email = `verify-${String(Date.now())}@example.com`;
    const first = await signUp(email);
    const verify = (otp: string) => post('/api/users/verify-otp', { email, otp });
    const resendCode = async () => {
      const before = ctx.mail.countTo(email);
      await post('/api/users/resend-otp', { email });
      return codeFrom(await ctx.mail.waitFor(email, { after: before }));
    };
    for (let index = 0; index < 4; index += 1)
      expect((await verify(otherThan(first))).json()).toEqual(invalidCode);
    clock.advance(MINUTE);
    const second = await resendCode();
    expect((await verify(otherThan(second))).json()).toEqual(locked('15 minutes'));
    expect((await verify(second)).json()).toEqual(locked('15 minutes'));
    clock.advance(9 * MINUTE);
    expect((await verify(second)).json()).toEqual(locked('6 minutes'));
    clock.advance(6 * MINUTE);
    // The code sent during the pause has expired by now; a new one goes through.
    expect((await verify(second)).json()).toEqual(invalidCode);
    const third = await resendCode();
    expect((await verify(third)).statusCode).toBe(200);
  });
});
