import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginMember, memberByEmail, nextClientAddress, seedMember } from '../../../test/factories';
import { codeFrom, textOf } from '../../../test/mail-server';
import { EVEN_ANSWER_MS, resendMessage, signupMessage } from './users.service';

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

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress() });

let emailCounter = 0;
const freshEmail = () => `codes-${String((emailCounter += 1))}-${String(Date.now())}@example.com`;

/** Lets queued e-mail go out, then tells how many reached this address. */
async function mailsTo(email: string) {
  await ctx.app.jobs.drain();
  return ctx.mail.countTo(email);
}

describe('signing up again with an address still waiting for verification', () => {
  const squat = async (email: string, referralCode: string, from: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: from,
      payload: { name: 'Mallory', email, password: 'attacker-password-1', referralCode },
    });
    expect(response.json()).toEqual({ email, message: signupMessage });
  };

  it('lets the sign-up that verifies decide: a squatter who signed up first never opens the account', async () => {
    const victimsReferrer = await seedMember(ctx.app.db);
    const attackersReferrer = await seedMember(ctx.app.db);
    const email = freshEmail();
    const attacker = nextClientAddress();
    const owner = nextClientAddress();

    // Someone signs up first with her address and their own password and referral code.
    await squat(email, attackersReferrer.accountNumber, attacker);
    await ctx.mail.waitFor(email);

    // Seconds later she signs up herself: her sign-up gets its own code, which says what it is for.
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: owner,
      payload: {
        name: 'Mariam Tariq',
        email,
        password: 'victim-password-1',
        referralCode: victimsReferrer.accountNumber,
      },
    });
    expect(mine.json()).toEqual({ email, message: signupMessage });
    const notice = await ctx.mail.waitFor(email, { after: 1 });
    expect(notice.subject).toBe('EarnFlow: your verification code');
    const text = textOf(notice);
    expect(text).toContain('Hello there,');
    expect(text).not.toContain('Mallory');
    expect(text).toContain('Enter this code to finish the sign-up you just made.');

    // The squatter signs up once more, after her: her code still decides where she enters it.
    clock.advance(MINUTE);
    await squat(email, attackersReferrer.accountNumber, attacker);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-otp',
      remoteAddress: owner,
      payload: { email, otp: codeFrom(notice) },
    });
    expect(verified.statusCode).toBe(200);
    const victim = await post('/api/users/login', { email, password: 'victim-password-1' });
    expect(victim.statusCode).toBe(200);
    expect(victim.json<{ user: { name: string } }>().user.name).toBe('Mariam Tariq');
    const attackerSignIn = await post('/api/users/login', { email, password: 'attacker-password-1' });
    expect(attackerSignIn.statusCode).toBe(401);
    expect((await memberByEmail(ctx.app.db, email))?.referredById).toBe(victimsReferrer.id);
    // The other sign-ups' codes died with the verification.
    const leftOpen = await ctx.app.db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.purpose, 'VERIFY_EMAIL'),
          isNull(otpCodes.consumedAt),
          eq(otpCodes.userId, (await memberByEmail(ctx.app.db, email))?.id ?? ''),
        ),
      );
    expect(leftOpen).toEqual([]);
  });

  it('keeps the first sign-up’s details when its own code verifies it', async () => {
    const email = freshEmail();
    const first = nextClientAddress();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: first,
      payload: { name: 'Hamza Ali', email, password: 'hamza-password-1' },
    });
    const code = codeFrom(await ctx.mail.waitFor(email));
    await squat(email, (await seedMember(ctx.app.db)).accountNumber, nextClientAddress());
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-otp',
      remoteAddress: first,
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect((await post('/api/users/login', { email, password: 'hamza-password-1' })).statusCode).toBe(200);
    expect((await post('/api/users/login', { email, password: 'attacker-password-1' })).statusCode).toBe(401);
    expect((await memberByEmail(ctx.app.db, email))?.referredById).toBeNull();
  });
});

describe('resend OTP', () => {
  it('answers the same for an unknown e-mail, a verified one and one waiting for verification', async () => {
    const verified = await seedMember(ctx.app.db);
    const waiting = freshEmail();
    const signup = await post('/api/users/signup', {
      name: 'Hina Baig',
      email: waiting,
      password: 'hina-pass-1',
    });
    expect(signup.statusCode).toBe(201);
    await ctx.mail.waitFor(waiting);

    const answers = [];
    for (const email of [freshEmail(), verified.email, waiting]) {
      const response = await post('/api/users/resend-otp', { email });
      answers.push({ status: response.statusCode, body: response.json<unknown>() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { message: resendMessage } }));
    // Another client than the one that signed up gets a code of its own (within the day's codes).
    expect(await mailsTo(waiting)).toBe(2);
    expect(await mailsTo(verified.email)).toBe(0);
  });
});

describe('codes per account per day', () => {
  it('stop forgot-password from minting a code every minute forever', async () => {
    const member = await seedMember(ctx.app.db);
    const forgot = async () => {
      const response = await post('/api/users/forgot-password', { email: member.email });
      expect(response.json()).toEqual({
        message: 'If an account exists for that e-mail, a reset code is on its way.',
      });
      clock.advance(MINUTE);
    };
    for (let index = 0; index < 10; index += 1) await forgot();
    expect(await mailsTo(member.email)).toBe(10);
    await forgot();
    expect(await mailsTo(member.email)).toBe(10);

    // A day after the first of them, codes can be had again.
    clock.advance(24 * HOUR - 11 * MINUTE);
    await forgot();
    expect(await mailsTo(member.email)).toBe(11);
  });

  it('count verification codes as well, and resend stays silent past the cap', async () => {
    const email = freshEmail();
    await post('/api/users/signup', { name: 'Omar Shah', email, password: 'omar-pass-1' });
    for (let index = 0; index < 12; index += 1) {
      clock.advance(MINUTE);
      const response = await post('/api/users/resend-otp', { email });
      expect(response.json()).toEqual({ message: resendMessage });
    }
    expect(await mailsTo(email)).toBe(10);
  });
});

describe('answers that must not tell whether an account exists', () => {
  it('take no less than the same time for an unknown e-mail and a real account', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const unverified = await seedMember(ctx.app.db, { verified: false });
    const timed = async (url: string, payload: Record<string, unknown>) => {
      const started = performance.now();
      await post(url, payload);
      return performance.now() - started;
    };
    const calls: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['/api/users/forgot-password', { email: member.email }, { email: freshEmail() }],
      ['/api/users/resend-otp', { email: unverified.email }, { email: freshEmail() }],
      [
        '/api/users/reset-password',
        { email: member.email, otp: '123456', password: 'new-password-1' },
        { email: freshEmail(), otp: '123456', password: 'new-password-1' },
      ],
    ];
    for (const [url, known, unknown] of calls) {
      expect(await timed(url, known), url).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
      expect(await timed(url, unknown), url).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
    }
  });

  it('send "you already have an account" at most once a day, however often someone signs up', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const again = () =>
      post('/api/users/signup', { name: 'Someone Else', email: member.email, password: 'other-password-1' });
    const answers = await Promise.all([again(), again(), again()]);
    for (const answer of answers)
      expect(answer.json()).toEqual({ email: member.email, message: signupMessage });
    await again();
    expect(await mailsTo(member.email)).toBe(1);
    clock.advance(24 * HOUR + MINUTE);
    await again();
    expect(await mailsTo(member.email)).toBe(2);
  });
});

describe('a reset code and a password change', () => {
  it('ends the reset codes sent before the change, so none can undo it', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    expect((await post('/api/users/forgot-password', { email: member.email })).statusCode).toBe(200);
    const code = codeFrom(await ctx.mail.waitFor(member.email));
    const token = await loginMember(ctx.app, member.email);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: bearer(token),
      payload: { currentPassword: member.password, newPassword: 'changed-password-1' },
    });
    expect(change.statusCode).toBe(204);
    const reset = await post('/api/users/reset-password', {
      email: member.email,
      otp: code,
      password: 'attacker-password-1',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ error: 'INVALID_OTP', message: 'The code is invalid or has expired.' });
    expect(await loginMember(ctx.app, member.email, 'changed-password-1')).toEqual(expect.any(String));
  });
});
