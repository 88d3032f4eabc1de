import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@earnflow/contracts';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, memberByEmail, nextClientAddress, signedInMember } from '../../../test/factories';
import { codeFrom, partOf, textOf, type ReceivedMail } from '../../../test/mail-server';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress() });

let emails = 0;
const freshEmail = () => `speaker${(emails += 1)}-${Date.now()}@example.com`;

/** A received subject with its MIME encoded words (RFC 2047: how a subject carries Urdu) decoded. */
function subjectOf(mail: ReceivedMail): string {
  const word = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  return mail.subject.replace(/\?=\s+=\?/g, '?==?').replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(word)].map(([, encoding, text = '']) =>
        encoding?.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ),
      ),
    ).toString('utf8'),
  );
}

const me = async (token: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CurrentUser>();
};
const patchMe = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload });

describe('a member’s language', () => {
  it('is the sign-up’s: its verification e-mail is in it, and the member reads it back from /users/me', async () => {
    const email = freshEmail();
    const signup = await post('/api/users/signup', {
      name: 'Ayesha Malik',
      email,
      password: 'password123',
      language: 'ur',
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await memberByEmail(ctx.app.db, email))?.language).toBe('ur');

    const mail = await ctx.mail.waitFor(email);
    expect(subjectOf(mail)).toBe('\u2066EarnFlow\u2069: آپ کا تصدیقی کوڈ');
    expect(textOf(mail)).toMatch(/^السلام علیکم \u2068Ayesha Malik\u2069،/);
    expect(partOf(mail, 'text/html')).toMatch(/^<div dir="rtl" lang="ur">/);

    const verified = await post('/api/users/verify-otp', { email, otp: codeFrom(mail) });
    expect(verified.statusCode, verified.body).toBe(200);
    const login = await post('/api/users/login', { email, password: 'password123' });
    expect(login.statusCode, login.body).toBe(200);
    expect(await me(login.json<{ token: string }>().token)).toMatchObject({ email, language: 'ur' });
  });

  it('is English when the sign-up names none, and a language the app does not have is refused', async () => {
    const email = freshEmail();
    const signup = await post('/api/users/signup', { name: 'Hamza Ali', email, password: 'password123' });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await memberByEmail(ctx.app.db, email))?.language).toBe('en');
    expect((await ctx.mail.waitFor(email)).subject).toBe('EarnFlow: your verification code');

    const other = freshEmail();
    const refused = await post('/api/users/signup', {
      name: 'Hamza Ali',
      email: other,
      password: 'password123',
      language: 'fr',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(await memberByEmail(ctx.app.db, other)).toBeUndefined();
  });

  it('changes with PATCH /users/me, alone or with the name, and only to a language the app has', async () => {
    const member = await signedInMember(ctx.app, { name: 'Sara Khan' });
    expect((await me(member.token)).language).toBe('en');

    const alone = await patchMe(member.token, { language: 'ur' });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json<CurrentUser>()).toMatchObject({ name: 'Sara Khan', language: 'ur' });
    expect((await me(member.token)).language).toBe('ur');

    const both = await patchMe(member.token, { name: 'Sara K', language: 'en' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<CurrentUser>()).toMatchObject({ name: 'Sara K', language: 'en' });

    for (const payload of [{ language: 'de' }, { language: 'UR' }, { language: null }, {}]) {
      const refused = await patchMe(member.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await me(member.token)).toMatchObject({ name: 'Sara K', language: 'en' });
  });

  it('is the language of the member’s password reset e-mail', async () => {
    const member = await signedInMember(ctx.app, { language: 'ur' });
    const before = ctx.mail.countTo(member.email);
    const asked = await post('/api/users/forgot-password', { email: member.email });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await ctx.mail.waitFor(member.email, { after: before });
    expect(subjectOf(mail)).toBe('\u2066EarnFlow\u2069: پاس ورڈ ری سیٹ کرنے کا کوڈ');
    expect(textOf(mail)).toContain('نیا پاس ورڈ بنانے کے لیے یہ کوڈ درج کریں:');
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
  });
});
