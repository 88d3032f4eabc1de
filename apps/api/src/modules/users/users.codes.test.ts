import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('never changes the account: the first owner keeps their password and referrer', async () => {
    const victimsReferrer = await seedMember(ctx.app.db);
    const attackersReferrer = await seedMember(ctx.app.db);
    const email = freshEmail();

    const first = await post('/api/users/signup', {
      name: 'Mariam Tariq',
      email,
      password: 'victim-password-1',
      referralCode: victimsReferrer.accountNumber,
    });
    expect(first.statusCode).toBe(201);
    await ctx.mail.waitFor(email);
    const before = await memberByEmail(ctx.app.db, email);

    // Within the minute: the same answer, nothing changed, nothing sent.
    const attack = {
      name: 'Mallory',
      email,
      password: 'attacker-password-1',
      referralCode: attackersReferrer.accountNumber,
    };
    const tooSoon = await post('/api/users/signup', attack);
    expect(tooSoon.statusCode).toBe(201);
    expect(tooSoon.json()).toEqual({ email, message: signupMessage });
    expect(await mailsTo(email)).toBe(1);

    // Later: still nothing changed, and the mailbox gets a new code with what happened.
    clock.advance(MINUTE);
    const later = await post('/api/users/signup', attack);
    expect(later.json()).toEqual({ email, message: signupMessage });
    const notice = await ctx.mail.waitFor(email, { after: 1 });
    expect(notice.subject).toBe('EarnFlow: your verification code');
    const text = textOf(notice);
    expect(text).toContain('Hello Mariam Tariq,');
    expect(text).not.toContain('Mallory');
    expect(text).toContain(
      'Someone, maybe you, just tried to sign up for EarnFlow again with this e-mail address. An account for it is already waiting for verification, and nothing about it was changed: it keeps the name, password and referral code it was first created with.',
    );
    expect(text).toContain('choose your own at http://localhost:3000/forgot-password instead');

    const after = await memberByEmail(ctx.app.db, email);
    expect(after).toEqual(before);

    // The real owner enters the code: their password signs in, the attacker's does not.
    const verified = await post('/api/users/verify-otp', { email, otp: codeFrom(notice) });
    expect(verified.statusCode).toBe(200);
    const victim = await post('/api/users/login', { email, password: 'victim-password-1' });
    expect(victim.statusCode).toBe(200);
    expect(victim.json<{ user: { name: string } }>().user.name).toBe('Mariam Tariq');
    const attacker = await post('/api/users/login', { email, password: 'attacker-password-1' });
    expect(attacker.statusCode).toBe(401);
    expect((await memberByEmail(ctx.app.db, email))?.referredById).toBe(victimsReferrer.id);
  });
});

describe('resend OTP', () => {
  it('answers the same for an unknown e-mail, a verified one and a throttled unverified one', async () => {
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
    expect(await mailsTo(waiting)).toBe(1);
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
