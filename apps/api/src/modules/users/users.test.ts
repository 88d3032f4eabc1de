import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER_LENGTH } from '@earnflow/contracts';
import { accounts, otpCodes, sessions, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import {
  bearer,
  loginMember,
  memberByEmail,
  nextClientAddress,
  seedAdmin,
  seedMember,
  uploadFile,
} from '../../../test/factories';
import { codeFrom } from '../../../test/mail-server';
import { resendMessage } from './users.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

let emailCounter = 0;
const freshEmail = () => `person${(emailCounter += 1)}-${Date.now()}@example.com`;

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const before = ctx.mail.countTo(email);
  const response = await post(
    '/api/users/signup',
    { name: 'Ayesha Malik', email, password: 'password123', ...extra },
    nextClientAddress(),
  );
  expect(response.statusCode).toBe(201);
  const mail = await ctx.mail.waitFor(email, { after: before });
  return codeFrom(mail);
}

/** Moves a member's codes back in time, as if `seconds` had passed. */
async function ageCodes(email: string, seconds: number) {
  const user = await memberByEmail(ctx.app.db, email);
  if (user === undefined) throw new Error('no such member');
  await ctx.app.db
    .update(otpCodes)
    .set({
      createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${otpCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(otpCodes.userId, user.id));
}

describe('sign-up', () => {
  it('creates a PENDING member with an upper-case account number and a wallet, and e-mails a 6-digit code', async () => {
    const email = freshEmail();
    const response = await post(
      '/api/users/signup',
      { name: '  Ayesha Malik ', email: email.toUpperCase(), password: 'password123' },
      nextClientAddress(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      email,
      message: 'We sent a 6-digit code to your e-mail. Enter it to verify your account.',
    });

    const mail = await ctx.mail.waitFor(email);
    expect(mail.subject).toBe('EarnFlow: your verification code');
    expect(mail.from).toBe('no-reply@earnflow.test');

    const user = await memberByEmail(ctx.app.db, email);
    expect(user?.name).toBe('Ayesha Malik');
    expect(user?.status).toBe('PENDING');
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.accountNumber).toMatch(new RegExp(`^[A-Z2-9]{${ACCOUNT_NUMBER_LENGTH}}$`));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [wallet] = await ctx.app.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(wallet?.kind).toBe('WALLET');
    expect(wallet?.balance).toBe(0);

    // The code is stored hashed, never in plain text.
    const stored = await ctx.app.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, user?.id ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).not.toContain(codeFrom(mail));
  });

  it('gives every member a different account number', async () => {
    const numbers = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const member = await seedMember(ctx.app.db);
      numbers.add(member.accountNumber);
    }
    expect(numbers.size).toBe(5);
  });

  it.each([
    [{ name: 'A', email: 'a@example.com', password: 'password123' }, 'Name must be at least 2 characters.'],
    [{ name: 'Ali', email: 'not-an-email', password: 'password123' }, 'Enter a valid e-mail address.'],
    [{ name: 'Ali', email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters.'],
    [{ email: 'a@example.com', password: 'password123' }, 'Name is required.'],
    [{ name: 'Ali', password: 'password123' }, 'E-mail is required.'],
    [{ name: 'Ali', email: '   ', password: 'password123' }, 'E-mail is required.'],
    [{ name: 'Ali', email: 'a@example.com' }, 'Password is required.'],
    [{ name: 42, email: 'a@example.com', password: 'password123' }, 'Name is required.'],
    [
      { name: 'Ali', email: 'a@example.com', password: 'x'.repeat(129) },
      'Password must be at most 128 characters.',
    ],
  ])('refuses %j with a clear 400', async (payload, message) => {
    const response = await post('/api/users/signup', payload, nextClientAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The request body is not valid JSON.',
    });
  });

  it('links the referrer by account number and refuses an unknown referral code', async () => {
    const referrer = await seedMember(ctx.app.db);
    const email = freshEmail();
    await signUp(email, { referralCode: referrer.accountNumber.toLowerCase() });
    expect((await memberByEmail(ctx.app.db, email))?.referredById).toBe(referrer.id);

    const response = await post(
      '/api/users/signup',
      { name: 'Bilal', email: freshEmail(), password: 'password123', referralCode: 'ZZZZZZZZZZ' },
      nextClientAddress(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Referral code not found.',
      field: 'referralCode',
    });

    // A suspended member's code reads the same as no code.
    const suspended = await seedMember(ctx.app.db, { status: 'SUSPENDED' });
    const refused = await post(
      '/api/users/signup',
      { name: 'Bilal', email: freshEmail(), password: 'password123', referralCode: suspended.accountNumber },
      nextClientAddress(),
    );
    expect(refused.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Referral code not found.',
      field: 'referralCode',
    });
  });

  it('answers the same for an e-mail that already has an account, and tells its owner instead', async () => {
    const member = await seedMember(ctx.app.db);
    const response = await post(
      '/api/users/signup',
      { name: 'Someone Else', email: member.email, password: 'password123' },
      nextClientAddress(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      email: member.email,
      message: 'We sent a 6-digit code to your e-mail. Enter it to verify your account.',
    });
    const mail = await ctx.mail.waitFor(member.email);
    expect(mail.subject).toBe('EarnFlow: you already have an account');
    // The account itself is untouched.
    const after = await memberByEmail(ctx.app.db, member.email);
    expect(after?.name).toBe(member.name);
    expect(after?.passwordHash).toBe(member.passwordHash);
  });
});

describe('verify OTP', () => {
  it('verifies with the e-mailed code, once', async () => {
    const email = freshEmail();
    const code = await signUp(email);
    const ok = await post('/api/users/verify-otp', { email, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your e-mail has been verified. You can sign in now.' });
    expect((await memberByEmail(ctx.app.db, email))?.emailVerifiedAt).toBeInstanceOf(Date);

    const reused = await post('/api/users/verify-otp', { email, otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'INVALID_OTP', message: 'The code is invalid or has expired.' });
  });

  it('refuses a wrong code, kills the code after 5 wrong tries and pauses codes for the account', async () => {
    const email = freshEmail();
    const code = await signUp(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await post('/api/users/verify-otp', { email, otp: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe('INVALID_OTP');
    }
    const fifth = await post('/api/users/verify-otp', { email, otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    // The codes are under attack now: the right code is not checked either, except from a client that
    // asked for a new code since (decision 0140).
    const right = await post('/api/users/verify-otp', { email, otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      error: 'RATE_LIMITED',
      message:
        'Too many wrong codes were tried for this account. Ask for a new code here and enter it on this device.',
    });
    const user = await memberByEmail(ctx.app.db, email);
    expect(user?.emailVerifiedAt).toBeNull();
    const [stored] = await ctx.app.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, user?.id ?? ''));
    expect(stored?.failedAttempts).toBe(5);
  });

  it('refuses a code older than 10 minutes', async () => {
    const email = freshEmail();
    const code = await signUp(email);
    await ageCodes(email, 10 * 60 + 1);
    const response = await post('/api/users/verify-otp', { email, otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('INVALID_OTP');
  });

  it('answers an unknown e-mail exactly like a wrong code', async () => {
    const response = await post('/api/users/verify-otp', { email: freshEmail(), otp: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'INVALID_OTP', message: 'The code is invalid or has expired.' });
  });

  it.each([
    [{ email: 'x@example.com', otp: '12345' }, 'The code is 6 digits.'],
    [{ email: 'x@example.com', otp: 'abcdef' }, 'The code is 6 digits.'],
    [{ email: 'x@example.com' }, 'Code is required.'],
    [{ email: 'x@example.com', otp: ' ' }, 'Code is required.'],
    [{ email: '', otp: '123456' }, 'E-mail is required.'],
    [{ otp: '123456' }, 'E-mail is required.'],
  ])('validates %j', async (payload, message) => {
    const response = await post('/api/users/verify-otp', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
  });
});

describe('resend OTP', () => {
  it('sends a device a new code at most once a minute, and its new code replaces its old one', async () => {
    const email = freshEmail();
    const device = nextClientAddress();
    await post('/api/users/signup', { name: 'Ayesha Malik', email, password: 'password123' }, device);
    const first = codeFrom(await ctx.mail.waitFor(email));
    const tooSoon = await post('/api/users/resend-otp', { email }, device);
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual({ message: resendMessage });
    await ctx.app.jobs.drain();
    expect(ctx.mail.countTo(email)).toBe(1);

    await ageCodes(email, 61);
    const before = ctx.mail.countTo(email);
    const resent = await post('/api/users/resend-otp', { email }, device);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: resendMessage });
    const second = codeFrom(await ctx.mail.waitFor(email, { after: before }));

    if (first !== second) {
      const old = await post('/api/users/verify-otp', { email, otp: first }, device);
      expect(old.statusCode).toBe(400);
    }
    const ok = await post('/api/users/verify-otp', { email, otp: second }, device);
    expect(ok.statusCode).toBe(200);
  });

  it('answers the same for an unknown or already verified e-mail and sends nothing', async () => {
    const member = await seedMember(ctx.app.db);
    const unknown = freshEmail();
    for (const email of [unknown, member.email]) {
      const response = await post('/api/users/resend-otp', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: resendMessage });
    }
    await ctx.app.jobs.drain();
    expect(ctx.mail.countTo(unknown)).toBe(0);
    expect(ctx.mail.countTo(member.email)).toBe(0);
  });
});

describe('login and logout', () => {
  it('refuses to sign in before the e-mail is verified', async () => {
    const email = freshEmail();
    await signUp(email);
    const response = await post('/api/users/login', { email, password: 'password123' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your e-mail first. Enter the code we sent you.',
    });
  });

  it('signs in, reads the profile, and logs out', async () => {
    const member = await seedMember(ctx.app.db, { name: 'Hamza Ali' });
    const login = await post('/api/users/login', {
      email: member.email.toUpperCase(),
      password: member.password,
    });
    expect(login.statusCode).toBe(200);
    const body = login.json<{ token: string; user: unknown }>();
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(body.user).toEqual({
      id: member.id,
      name: 'Hamza Ali',
      email: member.email,
      accountNumber: member.accountNumber,
      status: 'PENDING',
    });
    // Only a hash of the token is stored.
    const stored = await ctx.app.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(body.token);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: member.id,
      name: 'Hamza Ali',
      email: member.email,
      accountNumber: member.accountNumber,
      profileImage: null,
      streakScore: 0,
      currentBalance: 0,
      status: 'PENDING',
      createdAt: member.createdAt.toISOString(),
      Wallet: { currentBalance: 0 },
      twoFactorEnabled: false,
      language: 'en',
    });
    expect(me.body).not.toContain('passwordHash');
    expect(me.body).not.toContain('totp');
    expect(me.body).not.toContain('argon2');

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(body.token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(body.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const member = await seedMember(ctx.app.db);
    const wrong = await post('/api/users/login', { email: member.email, password: 'wrong-password' });
    const unknown = await post('/api/users/login', { email: freshEmail(), password: 'wrong-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'INVALID_CREDENTIALS',
        message: 'Invalid e-mail or password.',
      });
    }
  });

  it('refuses a suspended member, both at sign-in and with a token issued before', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const token = await loginMember(ctx.app, member.email);
    await ctx.app.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, member.id));
    const login = await post('/api/users/login', { email: member.email, password: member.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      error: 'ACCOUNT_SUSPENDED',
      message: 'Your account is suspended. Please contact support.',
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(403);
    expect(me.json<{ error: string }>().error).toBe('ACCOUNT_SUSPENDED');
  });

  it('rate-limits sign-ups from one address', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await post(
        '/api/users/signup',
        { name: 'Bot', email: freshEmail(), password: 'password123' },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it('rate-limits repeated sign-in requests for one e-mail from one address', async () => {
    const member = await seedMember(ctx.app.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post('/api/users/login', { email: member.email, password: member.password });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const limited = await post('/api/users/login', { email: member.email, password: member.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    // Another member from the same address is not blocked.
    const other = await seedMember(ctx.app.db);
    expect(
      (await post('/api/users/login', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });
});

describe('tokens', () => {
  it('needs a token, refuses a bad one, and refuses an admin token on member calls', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });

    const garbage = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer('not-a-token'),
    });
    expect(garbage.statusCode).toBe(401);

    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);

    const admin = await seedAdmin(ctx.app.db);
    const adminLogin = await post('/api/admins/login', { email: admin.email, password: admin.password });
    const adminToken = adminLogin.json<{ token: string }>().token;
    const crossed = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(adminToken),
    });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json()).toEqual({ error: 'FORBIDDEN', message: 'This needs a member sign-in.' });
  });

  it('expires sessions', async () => {
    const member = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    await ctx.app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, member.id));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists', async () => {
    const member = await seedMember(ctx.app.db);
    const unknown = freshEmail();
    for (const email of [member.email, unknown]) {
      const response = await post('/api/users/forgot-password', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'If an account exists for that e-mail, a reset code is on its way.',
      });
    }
    const mail = await ctx.mail.waitFor(member.email);
    expect(mail.subject).toBe('EarnFlow: your password reset code');
    await ctx.app.jobs.drain();
    expect(ctx.mail.countTo(unknown)).toBe(0);
  });

  it('resets the password with the code and ends every session', async () => {
    const member = await seedMember(ctx.app.db);
    const oldToken = await loginMember(ctx.app, member.email);
    await post('/api/users/forgot-password', { email: member.email });
    const code = codeFrom(await ctx.mail.waitFor(member.email));

    const weak = await post('/api/users/reset-password', {
      email: member.email,
      otp: code,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Password must be at least 8 characters.',
    });

    const wrongCode = code === '999999' ? '888888' : '999999';
    const wrong = await post('/api/users/reset-password', {
      email: member.email,
      otp: wrongCode,
      password: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: string }>().error).toBe('INVALID_OTP');

    const ok = await post('/api/users/reset-password', {
      email: member.email,
      otp: code,
      password: 'brand-new-pass',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your password has been reset. You can sign in with the new one.' });

    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/users/login', { email: member.email, password: member.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/users/login', { email: member.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);

    const reused = await post('/api/users/reset-password', {
      email: member.email,
      otp: code,
      password: 'another-pass-1',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('does not send a second reset code within a minute', async () => {
    const member = await seedMember(ctx.app.db);
    await post('/api/users/forgot-password', { email: member.email });
    await ctx.mail.waitFor(member.email);
    const again = await post('/api/users/forgot-password', { email: member.email });
    expect(again.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    expect(ctx.mail.countTo(member.email)).toBe(1);
  });
});

describe('profile and password of the signed-in member', () => {
  it('updates the name and profile image, and validates them', async () => {
    const member = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload });

    const picture = await uploadFile(ctx.app, token, '/api/upload');
    const ok = await patch({ name: 'Sana Iqbal', profileImage: picture });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Sana Iqbal', profileImage: picture });

    const shortName = await patch({ name: ' A ' });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Name must be at least 2 characters.',
    });

    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'VALIDATION_ERROR', message: 'Nothing to update.' });

    // Only a picture the member uploaded here: not an outside address (its owner would see every
    // reader), not a made-up or someone else's upload, not a document.
    const notUploaded = {
      error: 'VALIDATION_ERROR',
      message: 'Profile image must be a picture you uploaded.',
    };
    for (const address of ['javascript:alert(1)', 'http://tracker.example/pixel.gif']) {
      const refused = await patch({ profileImage: address });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject(notUploaded);
    }
    const uploadFirst = {
      error: 'VALIDATION_ERROR',
      message: 'Upload the picture first: only a file you uploaded here can be attached.',
    };
    const other = await seedMember(ctx.app.db);
    const othersPicture = await uploadFile(ctx.app, await loginMember(ctx.app, other.email), '/api/upload');
    // An https address passes the form (uploads on S3 have one) but is no upload of this member's.
    for (const address of [
      '/uploads/abc.png',
      '/uploads/../../etc/passwd',
      othersPicture,
      'https://tracker.example/pixel.gif',
    ]) {
      expect((await patch({ profileImage: address })).json()).toEqual(uploadFirst);
    }
    const pdf = await uploadFile(ctx.app, token, '/api/upload-file', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect((await patch({ profileImage: pdf })).json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'A profile picture must be a PNG, JPEG, GIF or WebP image.',
    });
    expect(await memberByEmail(ctx.app.db, member.email)).toMatchObject({
      name: 'Sana Iqbal',
      profileImage: picture,
    });
    expect((await patch({ profileImage: null })).json()).toMatchObject({ profileImage: null });
  });

  it('changes the password only with the current one, keeping this session and ending the others', async () => {
    const member = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    const otherToken = await loginMember(ctx.app, member.email);
    const change = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/users/change-password', headers: bearer(token), payload });

    const wrong = await change({ currentPassword: 'nope-nope', newPassword: 'new-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The current password is not correct.',
    });

    const short = await change({ currentPassword: member.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Password must be at least 8 characters.',
    });

    const same = await change({ currentPassword: member.password, newPassword: member.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'The new password must differ from the current one.',
    });

    const ok = await change({ currentPassword: member.password, newPassword: 'new-password-1' });
    expect(ok.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(otherToken) })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/users/login', { email: member.email, password: 'new-password-1' })).statusCode,
    ).toBe(200);
  });
});
