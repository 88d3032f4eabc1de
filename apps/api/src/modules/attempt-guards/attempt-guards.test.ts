import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../db/schema';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginMember, nextClientAddress, seedAdmin, seedMember } from '../../../test/factories';
import { codeFrom } from '../../../test/mail-server';
import { EVEN_ANSWER_MS } from '../users/users.service';
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

const codeRequired = {
  error: 'SIGN_IN_CODE_REQUIRED',
  message:
    'For your safety, signing in from here needs a code. If the password is right, we have e-mailed you a 6-digit code: enter it below.',
};

/** A sign-in from one address, with a code when given. */
const signInFrom = (remoteAddress: string, email: string, password: string, otp?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: otp === undefined ? { email, password } : { email, password, otp },
    remoteAddress,
  });

describe('failed sign-ins per account', () => {
  it('after 5 wrong passwords from strangers, a new address needs an e-mailed code with the right password', async () => {
    const member = await seedMember(ctx.app.db);
    expect(await wrongSignIns('/api/users/login', member.email, 4)).toEqual(
      Array(4).fill(invalidCredentials),
    );
    const fifth = await post('/api/users/login', { email: member.email, password: 'not-the-password' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(locked('15 minutes'));
    expect(fifth.headers['retry-after']).toBe('900');

    // The owner, from an address the account never signed in from: never locked out, but asked for a code.
    const owner = nextClientAddress();
    const mailsBefore = ctx.mail.countTo(member.email);
    const right = await signInFrom(owner, member.email, member.password);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(codeRequired);
    const mail = await ctx.mail.waitFor(member.email, { after: mailsBefore });
    expect(mail.subject).toBe('EarnFlow: your sign-in code');
    const code = codeFrom(mail);
    // A wrong password is answered the same and sends nothing.
    const wrong = await signInFrom(owner, member.email, 'not-the-password');
    expect([wrong.statusCode, wrong.json()]).toEqual([401, codeRequired]);
    await ctx.app.jobs.drain();
    expect(ctx.mail.countTo(member.email)).toBe(mailsBefore + 1);

    // The code opens the account only with the right password, only where it was asked for.
    expect((await signInFrom(owner, member.email, 'not-the-password', code)).json()).toEqual(invalidCode);
    expect((await signInFrom(nextClientAddress(), member.email, member.password, code)).json()).toEqual(
      invalidCode,
    );
    const signedIn = await signInFrom(owner, member.email, member.password, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { email: string } }>().user.email).toBe(member.email);
    const [used] = await ctx.app.db
      .select({ consumedAt: otpCodes.consumedAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, member.id), eq(otpCodes.purpose, 'SIGN_IN')));
    expect(used?.consumedAt).not.toBeNull();

    // Long after the pause, strangers' addresses still need a code; the owner's own address does not.
    clock.advance(HOUR);
    expect((await signInFrom(nextClientAddress(), member.email, member.password)).json()).toEqual(
      codeRequired,
    );
    expect((await signInFrom(owner, member.email, member.password)).statusCode).toBe(200);
  });

  it('never lock a member out on an address they signed in from, however many strangers fail', async () => {
    const member = await seedMember(ctx.app.db);
    const home = nextClientAddress();
    expect((await signInFrom(home, member.email, member.password)).statusCode).toBe(200);
    await wrongSignIns('/api/users/login', member.email, 50);
    expect((await signInFrom(home, member.email, member.password)).statusCode).toBe(200);
    // A device the web app identifies counts as well, wherever it is now.
    const device = { 'x-device-id': `device-${'a'.repeat(20)}` };
    const onPhone = await post(
      '/api/users/login',
      { email: member.email, password: member.password },
      device,
    );
    expect(onPhone.json()).toEqual(codeRequired);
    const code = codeFrom(await ctx.mail.waitFor(member.email));
    const confirmed = await post(
      '/api/users/login',
      { email: member.email, password: member.password, otp: code },
      device,
    );
    // Bound to the device, not the address: the next call above came from another address.
    expect(confirmed.statusCode).toBe(200);
    const elsewhere = await post(
      '/api/users/login',
      { email: member.email, password: member.password },
      device,
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('pause a member’s own device after its own wrong passwords, doubling up to 12 hours, forgotten after a quiet week', async () => {
    const member = await seedMember(ctx.app.db);
    // The member's phone, seen from a new address at every call (as on a mobile network).
    const phone = { 'x-device-id': `phone-${'d'.repeat(20)}` };
    const fromPhone = (password: string) =>
      post('/api/users/login', { email: member.email, password }, phone);
    expect((await fromPhone(member.password)).statusCode).toBe(200);
    const wrongFromHome = async (times: number) => {
      const answers: unknown[] = [];
      for (let index = 0; index < times; index += 1)
        answers.push((await fromPhone('not-the-password')).json());
      return answers;
    };
    const waits = ['15 minutes', '30 minutes', '1 hour', '2 hours', '4 hours', '8 hours', '12 hours'];
    for (const [index, wait] of waits.entries()) {
      const answers = await wrongFromHome(5);
      expect(answers.slice(0, 4)).toEqual(Array(4).fill(invalidCredentials));
      expect(answers[4]).toEqual(locked(wait));
      expect((await fromPhone(member.password)).json()).toEqual(locked(wait));
      clock.advance(lockDurationMs(index + 1));
    }
    // Six quiet days later the count goes on; after a quiet week it starts again.
    clock.advance(6 * 24 * HOUR);
    expect((await wrongFromHome(5))[4]).toEqual(locked('12 hours'));
    clock.advance(7 * 24 * HOUR);
    const fresh = await wrongFromHome(5);
    expect(fresh.slice(0, 4)).toEqual(Array(4).fill(invalidCredentials));
    expect(fresh[4]).toEqual(locked('15 minutes'));
  });

  it('answer an e-mail without an account exactly like one with, so the answers tell nothing', async () => {
    const member = await seedMember(ctx.app.db);
    const nobody = await wrongSignIns('/api/users/login', `nobody-${String(Date.now())}@example.com`, 6);
    const somebody = await wrongSignIns('/api/users/login', member.email, 6);
    expect(nobody).toEqual([
      ...Array<unknown>(4).fill(invalidCredentials),
      locked('15 minutes'),
      codeRequired,
    ]);
    expect(somebody).toEqual(nobody);
    // Under attack, a right password and a wrong one take the same time: no sooner than the floor.
    for (const password of [member.password, 'not-the-password']) {
      const started = performance.now();
      await post('/api/users/login', { email: member.email, password });
      expect(performance.now() - started).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
    }
  });

  it('count parallel guesses too: only 4 wrong passwords are ever told apart, none lets anyone in', async () => {
    const member = await seedMember(ctx.app.db);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/api/users/login', { email: member.email, password: 'guess-guess' }),
      ),
    );
    const answers = responses.map((response) => response.json<{ error: string }>().error);
    expect(answers.filter((error) => error === 'INVALID_CREDENTIALS')).toHaveLength(4);
    expect(
      answers.filter(
        (error) => !['RATE_LIMITED', 'SIGN_IN_CODE_REQUIRED', 'INVALID_CREDENTIALS'].includes(error),
      ),
    ).toEqual([]);
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
        remoteAddress: nextClientAddress(),
      });
      expect(response.json()).toEqual(codeRequired);
    } finally {
      await other.close();
    }
  });

  it('are lifted by a password reset, which proves the mailbox', async () => {
    const member = await seedMember(ctx.app.db);
    await wrongSignIns('/api/users/login', member.email, 5);
    const owner = nextClientAddress();
    const before = ctx.mail.countTo(member.email);
    await post('/api/users/forgot-password', { email: member.email });
    const code = codeFrom(await ctx.mail.waitFor(member.email, { after: before }));
    const reset = await post('/api/users/reset-password', {
      email: member.email,
      otp: code,
      password: 'my-own-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInFrom(owner, member.email, 'my-own-new-pass')).statusCode).toBe(200);
  });

  it('count wrong current passwords at change-password against that session, never against sign-in', async () => {
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
    // Paused in this session: the right password is not checked either, so a stolen session stops guessing.
    expect((await change(member.password)).json()).toEqual(locked('15 minutes'));
    // A stolen session cannot keep the member from signing in.
    expect((await signInFrom(nextClientAddress(), member.email, member.password)).statusCode).toBe(200);
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
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  const codesUnderAttack = {
    error: 'RATE_LIMITED',
    message:
      'Too many wrong codes were tried for this account. Ask for a new code here and enter it on this device.',
  };

  it('under attack, wrong guesses spend the code they guessed at, never the owner’s next one', async () => {
    const member = await seedMember(ctx.app.db);
    const attacker = nextClientAddress();
    const owner = nextClientAddress();
    const resetCode = async (from: string) => {
      const before = ctx.mail.countTo(member.email);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: member.email },
        remoteAddress: from,
      });
      return codeFrom(await ctx.mail.waitFor(member.email, { after: before }));
    };
    const reset = (otp: string, from: string, password = 'attacker-pass-1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { email: member.email, otp, password },
        remoteAddress: from,
      });

    // Five wrong guesses at the code the attacker asked for, from many addresses.
    const first = await resetCode(attacker);
    for (let index = 0; index < 4; index += 1)
      expect((await reset(otherThan(first), nextClientAddress())).json()).toEqual(invalidCode);
    expect((await reset(otherThan(first), nextClientAddress())).json()).toEqual(locked('15 minutes'));

    // The owner asks for a code after the attack: it works at once, where she asked for it.
    const mine = await resetCode(owner);
    // Guesses from anywhere else are refused unchecked, the attacker's own address and code included.
    expect((await reset(mine, attacker)).json()).toEqual(codesUnderAttack);
    expect((await reset(first, attacker)).json()).toEqual(codesUnderAttack);
    expect((await reset(mine, nextClientAddress())).json()).toEqual(codesUnderAttack);
    const done = await reset(mine, owner, 'owners-new-pass-1');
    expect(done.statusCode).toBe(200);
    expect((await signInFrom(owner, member.email, 'owners-new-pass-1')).statusCode).toBe(200);
  });

  it('under attack, give each new code one try, and count it', async () => {
    const member = await seedMember(ctx.app.db);
    const client = { 'x-device-id': `device-${'b'.repeat(20)}` };
    for (let index = 0; index < 5; index += 1)
      await post('/api/users/reset-password', {
        email: member.email,
        otp: '123456',
        password: 'x-password-1',
      });
    const ask = async () => {
      const before = ctx.mail.countTo(member.email);
      await post('/api/users/forgot-password', { email: member.email }, client);
      return codeFrom(await ctx.mail.waitFor(member.email, { after: before }));
    };
    const reset = (otp: string) =>
      post('/api/users/reset-password', { email: member.email, otp, password: 'new-password-1' }, client);
    const code = await ask();
    expect((await reset(otherThan(code))).json()).toEqual(invalidCode);
    // Spent by that one wrong try: even the right code no longer opens anything.
    expect((await reset(code)).json()).toEqual(codesUnderAttack);
    clock.advance(MINUTE);
    const next = await ask();
    expect((await reset(next)).statusCode).toBe(200);
  });

  it('verify an address under attack with a new code from the device that asked for it', async () => {
    const email = `verify-${String(Date.now())}@example.com`;
    const device = { 'x-device-id': `device-${'c'.repeat(20)}` };
    const before = ctx.mail.countTo(email);
    await post('/api/users/signup', { name: 'Nadia Khan', email, password: 'nadia-pass-1' }, device);
    const first = codeFrom(await ctx.mail.waitFor(email, { after: before }));
    const verify = (otp: string, headers: Record<string, string> = {}) =>
      post('/api/users/verify-otp', { email, otp }, headers);
    for (let index = 0; index < 4; index += 1)
      expect((await verify(otherThan(first))).json()).toEqual(invalidCode);
    expect((await verify(otherThan(first))).json()).toEqual(locked('15 minutes'));
    expect((await verify(first, device)).json()).toEqual(codesUnderAttack);
    clock.advance(MINUTE);
    const sent = ctx.mail.countTo(email);
    await post('/api/users/resend-otp', { email }, device);
    const second = codeFrom(await ctx.mail.waitFor(email, { after: sent }));
    expect((await verify(second)).json()).toEqual(codesUnderAttack);
    expect((await verify(second, device)).statusCode).toBe(200);
    expect((await signInFrom(nextClientAddress(), email, 'nadia-pass-1')).statusCode).toBe(200);
  });
});
