import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, adminSecurityPolicy, auditLog } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import {
  bearer,
  loginAdmin,
  loginMember,
  nextClientAddress,
  seedAdmin,
  seedMember,
} from '../../../test/factories';

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

async function passwordStep(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admins/login',
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });
}

async function codeStep(challengeToken: string, code: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admins/login/two-factor',
    payload: { challengeToken, code },
    remoteAddress: nextClientAddress(),
  });
}

/** Turns two-factor sign-in on for an admin; answers the secret and the recovery codes. */
async function enableTwoFactor(token: string, password: string) {
  const setup = await ctx.app.inject({
    method: 'POST',
    url: '/api/admins/me/two-factor/setup',
    headers: bearer(token),
    payload: { password },
  });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
  expect(otpauthUrl).toContain('otpauth://totp/');
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const enable = await ctx.app.inject({
    method: 'POST',
    url: '/api/admins/me/two-factor/enable',
    headers: bearer(token),
    payload: { code: await codeFor(secret) },
  });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('two-factor sign-in', () => {
  it('asks for the password before showing a secret to scan', async () => {
    const admin = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
    const token = await loginAdmin(ctx.app, admin.email);
    const setup = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admins/me/two-factor/setup',
        headers: bearer(token),
        payload: payload as object,
      });
    const missing = await setup({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe('Password is required.');
    const wrong = await setup({ password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'VALIDATION_ERROR', message: 'The password is not right.' });
    expect(wrong.body).not.toContain('secret');
    const [row] = await ctx.app.db
      .select({ pending: admins.totpPendingSecret })
      .from(admins)
      .where(eq(admins.id, admin.id));
    expect(row?.pending).toBeNull();
    const right = await setup({ password: admin.password });
    expect(right.statusCode).toBe(200);
    expect(right.json<{ secret: string }>().secret).toMatch(/^[A-Z2-7]+=*$/);
  });

  it('asks for the code after the password, refuses a wrong and a reused code, takes a right one', async () => {
    const admin = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
    const token = await loginAdmin(ctx.app, admin.email);
    const wrongSetup = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/me/two-factor/setup',
      headers: bearer(token),
      payload: { password: admin.password },
    });
    const pendingSecret = wrongSetup.json<{ secret: string }>().secret;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/me/two-factor/enable',
      headers: bearer(token),
      payload: { code: await codeFor(pendingSecret, new Date(clock.now().getTime() - 10 * 60_000)) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('INVALID_TWO_FACTOR_CODE');
    for (const [code, message] of [
      ['  ', 'Enter the 6-digit code.'],
      ['12345', 'The code is 6 digits.'],
    ]) {
      const invalid = await ctx.app.inject({
        method: 'POST',
        url: '/api/admins/me/two-factor/enable',
        headers: bearer(token),
        payload: { code },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
    }

    const { secret, recoveryCodes } = await enableTwoFactor(token, admin.password);
    expect(recoveryCodes).toHaveLength(10);
    clock.advance(60_000);

    const first = await passwordStep(admin.email, admin.password);
    expect(first.statusCode).toBe(200);
    const { challengeToken, twoFactorRequired } = first.json<{
      challengeToken: string;
      twoFactorRequired: boolean;
    }>();
    expect(twoFactorRequired).toBe(true);
    expect(first.json()).not.toHaveProperty('token');

    const wrong = await codeStep(
      challengeToken,
      await codeFor(secret, new Date(clock.now().getTime() - 5 * 60_000)),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ error: string }>().error).toBe('INVALID_TWO_FACTOR_CODE');

    const code = await codeFor(secret);
    const right = await codeStep(challengeToken, code);
    expect(right.statusCode).toBe(200);
    const session = right.json<{ token: string; admin: { twoFactorEnabled: boolean } }>();
    expect(session.admin.twoFactorEnabled).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admins/me', headers: bearer(session.token) }))
        .statusCode,
    ).toBe(200);

    // The challenge is spent, and the same code cannot open a second sign-in within its window.
    expect((await codeStep(challengeToken, code)).statusCode).toBe(401);
    const second = await passwordStep(admin.email, admin.password);
    const reused = await codeStep(second.json<{ challengeToken: string }>().challengeToken, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json<{ error: string }>().error).toBe('INVALID_TWO_FACTOR_CODE');

    // A recovery code works once.
    const recovery = recoveryCodes[0] ?? '';
    const third = await passwordStep(admin.email, admin.password);
    expect(
      (await codeStep(third.json<{ challengeToken: string }>().challengeToken, recovery.toUpperCase()))
        .statusCode,
    ).toBe(200);
    const fourth = await passwordStep(admin.email, admin.password);
    expect(
      (await codeStep(fourth.json<{ challengeToken: string }>().challengeToken, recovery)).statusCode,
    ).toBe(401);
  });

  it('locks the code step after repeated wrong codes, even for the right password and code', async () => {
    const admin = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
    const { secret } = await enableTwoFactor(await loginAdmin(ctx.app, admin.email), admin.password);
    clock.advance(60_000);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const step = await passwordStep(admin.email, admin.password);
      if (step.statusCode !== 200) {
        statuses.push(step.statusCode);
        continue;
      }
      const challenge = step.json<{ challengeToken: string }>().challengeToken;
      statuses.push((await codeStep(challenge, '000000')).statusCode);
      statuses.push((await codeStep(challenge, '111111')).statusCode);
    }
    expect(statuses).toContain(429);
    // While locked even the right code is refused (the password step has its own bound).
    const step = await passwordStep(admin.email, admin.password);
    expect(step.statusCode).toBe(200);
    const locked = await codeStep(
      step.json<{ challengeToken: string }>().challengeToken,
      await codeFor(secret),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
  });

  it('expires the password step after five minutes', async () => {
    const admin = await seedAdmin(ctx.app.db, { role: 'SUPPORT' });
    const { secret } = await enableTwoFactor(await loginAdmin(ctx.app, admin.email), admin.password);
    clock.advance(60_000);
    const step = await passwordStep(admin.email, admin.password);
    clock.advance(6 * 60_000);
    const late = await codeStep(
      step.json<{ challengeToken: string }>().challengeToken,
      await codeFor(secret),
    );
    expect(late.statusCode).toBe(401);
    expect(late.json<{ message: string }>().message).toBe(
      'Your sign-in has expired. Enter your password again.',
    );
  });

  it('lets the owner require it: others may only set it up until they do', async () => {
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const tooEarly = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admins/security-policy',
      headers: bearer(ownerToken),
      payload: { requireTwoFactor: true },
    });
    expect(tooEarly.statusCode).toBe(409);
    await enableTwoFactor(ownerToken, owner.password);
    const on = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admins/security-policy',
      headers: bearer(ownerToken),
      payload: { requireTwoFactor: true },
    });
    expect(on.json()).toEqual({ requireTwoFactor: true });

    const operator = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
    const operatorToken = await loginAdmin(ctx.app, operator.email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admins/me', headers: bearer(operatorToken) });
    expect(me.json()).toMatchObject({ twoFactorSetupRequired: true });
    const blocked = await ctx.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(operatorToken),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<{ error: string }>().error).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // Calls open to members and admins alike say the same, not that a member sign-in is needed.
    for (const url of ['/api/chat/public', '/api/levels']) {
      const shared = await ctx.app.inject({ method: 'GET', url, headers: bearer(operatorToken) });
      expect(shared.json<{ error: string }>().error, url).toBe('TWO_FACTOR_SETUP_REQUIRED');
    }
    await enableTwoFactor(operatorToken, operator.password);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users', headers: bearer(operatorToken) })).statusCode,
    ).toBe(200);
    const disable = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/me/two-factor/disable',
      headers: bearer(operatorToken),
      payload: { password: operator.password },
    });
    expect(disable.statusCode).toBe(409);

    await ctx.app.db.update(adminSecurityPolicy).set({ requireTwoFactor: false });
  });

  it('lets an owner reset another admin’s two-factor sign-in, ending their sessions and waiting sign-ins', async () => {
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const admin = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
    const adminToken = await loginAdmin(ctx.app, admin.email);
    await enableTwoFactor(adminToken, admin.password);
    clock.advance(60_000);
    const waiting = await passwordStep(admin.email, admin.password);
    const reset = (id: string, token: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/admins/${id}/two-factor/reset`, headers: bearer(token) });

    // Only owners, and not on themselves (their own goes off in Settings, with the password).
    expect((await reset(owner.id, adminToken)).statusCode).toBe(403);
    expect((await reset(owner.id, ownerToken)).json()).toEqual({
      error: 'CONFLICT',
      message: 'Turn off your own two-factor sign-in in Settings, with your password.',
    });

    const done = await reset(admin.id, ownerToken);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: admin.id, twoFactorEnabled: false });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admins/me', headers: bearer(adminToken) });
    expect(me.statusCode).toBe(401);
    const late = await codeStep(waiting.json<{ challengeToken: string }>().challengeToken, '000000');
    expect(late.statusCode).toBe(401);
    // The password alone signs in again, and the admin can set two-factor up anew.
    const again = await passwordStep(admin.email, admin.password);
    expect(again.json()).toMatchObject({ admin: { id: admin.id, twoFactorEnabled: false } });
    expect((await reset(admin.id, ownerToken)).json()).toEqual({
      error: 'CONFLICT',
      message: 'Two-factor sign-in is not on for this admin.',
    });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=admin.two-factor-reset',
      headers: bearer(ownerToken),
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(admin.id);
  });
});

describe('managing admins', () => {
  it('adds an admin with a one-time password, edits, disables and deletes, all audited', async () => {
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: bearer(ownerToken),
      payload: { name: 'Sana Support', email: 'Sana@Example.com', role: 'SUPPORT' },
    });
    expect(created.statusCode).toBe(201);
    const { admin, oneTimePassword } = created.json<{
      admin: { id: string; email: string };
      oneTimePassword: string;
    }>();
    expect(admin.email).toBe('sana@example.com');
    const signIn = await passwordStep('sana@example.com', oneTimePassword);
    expect(signIn.json()).toMatchObject({ admin: { role: 'SUPPORT', mustChangePassword: true } });

    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: bearer(ownerToken),
      payload: { name: 'Again', email: 'sana@example.com', role: 'ADMIN' },
    });
    expect(duplicate.statusCode).toBe(409);

    const supportToken = signIn.json<{ token: string }>().token;
    const disable = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admins/${admin.id}`,
      headers: bearer(ownerToken),
      payload: { status: 'DISABLED' },
    });
    expect(disable.json()).toMatchObject({ status: 'DISABLED' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admins/me', headers: bearer(supportToken) }))
        .statusCode,
    ).toBe(401);
    expect((await passwordStep('sana@example.com', oneTimePassword)).statusCode).toBe(403);

    // Sana acted (signed in, nothing audited), so she can still be deleted.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admins/${admin.id}`,
      headers: bearer(ownerToken),
    });
    expect(removed.statusCode).toBe(204);

    const actions = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, admin.id));
    expect(actions.map((entry) => entry.action)).toEqual(['admin.create', 'admin.update', 'admin.delete']);
    expect(JSON.stringify(actions)).not.toContain('argon2');
  });

  it('lets an admin with a one-time password only read their profile, choose a password and sign out', async () => {
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: bearer(ownerToken),
      payload: { name: 'Omar Ops', email: 'omar.ops@example.com', role: 'ADMIN' },
    });
    const { oneTimePassword } = created.json<{ oneTimePassword: string }>();
    const token = (await passwordStep('omar.ops@example.com', oneTimePassword)).json<{ token: string }>()
      .token;
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/deposits'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/settings'],
      ['POST', '/api/admins/me/two-factor/setup'],
      ['POST', '/api/admins/me/sign-out-others'],
    ] as const) {
      const refused = await call(method, url, method === 'POST' ? { password: oneTimePassword } : undefined);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        error: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Choose your own password in Settings before using the console.',
      });
    }
    expect((await call('GET', '/api/admins/me')).json()).toMatchObject({ mustChangePassword: true });
    const changed = await call('POST', '/api/admins/me/password', {
      currentPassword: oneTimePassword,
      newPassword: 'omar-own-password-1',
    });
    expect(changed.statusCode).toBe(204);
    expect((await call('GET', '/api/users')).statusCode).toBe(200);
    expect((await call('GET', '/api/admins/me')).json()).toMatchObject({ mustChangePassword: false });
    expect((await call('POST', '/api/admins/logout')).statusCode).toBe(204);
  });

  it('keeps an admin who acted: delete is refused, disable is offered', async () => {
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const operator = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
    const operatorToken = await loginAdmin(ctx.app, operator.email);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/sign-out-all`,
      headers: bearer(operatorToken),
      payload: { reason: 'Acting once' },
    });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admins/${operator.id}`,
      headers: bearer(ownerToken),
    });
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json<{ message: string }>().message).toContain('Disable them instead');
  });

  it('keeps an admin whose one act was in support, chat, notifications or e-mail, each audited', async () => {
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const memberToken = await loginMember(ctx.app, member.email);
    const call = (token: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const acts: [string | null, (token: string) => Promise<{ statusCode: number; body: string }>][] = [
      [
        'support_ticket.close',
        async (token) => {
          const ticket = await call(memberToken, 'POST', '/api/support', { subject: 'Late', message: 'x' });
          return call(token, 'PATCH', `/api/support/${ticket.json<{ id: string }>().id}`, {
            status: 'CLOSED',
          });
        },
      ],
      [
        'chat_message.remove',
        async (token) => {
          const posted = await call(memberToken, 'POST', '/api/chat', { text: 'spam', isPublic: true });
          return call(token, 'DELETE', `/api/chat/${posted.json<{ id: string }>().id}`);
        },
      ],
      [
        'notification.create',
        (token) => call(token, 'POST', '/api/notifications/create', { title: 'Hi', message: 'All' }),
      ],
      [
        'notification.delete',
        async (token) => {
          const created = await call(ownerToken, 'POST', '/api/notifications/create', {
            title: 'Oops',
            message: 'Wrong',
          });
          return call(token, 'DELETE', `/api/notifications/${created.json<{ id: string }>().id}`);
        },
      ],
      [
        'email_broadcast.send',
        (token) =>
          call(token, 'POST', '/api/email/send-email-to-all', { subject: 'News', body: '<p>Hi</p>' }),
      ],
      // An answer in a member's chat is its own record, naming the admin: no audit entry.
      [
        null,
        (token) =>
          call(token, 'POST', '/api/chat', { text: 'Hello', isPublic: false, recipientId: member.id }),
      ],
    ];
    for (const [action, act] of acts) {
      const operator = await seedAdmin(ctx.app.db, { role: 'ADMIN' });
      const acted = await act(await loginAdmin(ctx.app, operator.email));
      expect(acted.statusCode, `${String(action)}: ${acted.body}`).toBeLessThan(300);
      const entries = await ctx.app.db.select().from(auditLog).where(eq(auditLog.adminId, operator.id));
      expect(entries.map((entry) => entry.action)).toEqual(action === null ? [] : [action]);
      const removed = await call(ownerToken, 'DELETE', `/api/admins/${operator.id}`);
      expect(removed.statusCode, String(action)).toBe(409);
    }
  });

  it('protects the last owner and oneself', async () => {
    // Every other owner of this database is disabled first, so this one is the last.
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admins?pageSize=100',
      headers: bearer(ownerToken),
    });
    for (const other of list.json<{ items: { id: string; role: string; status: string }[] }>().items) {
      if (other.id === owner.id || other.role !== 'OWNER' || other.status !== 'ACTIVE') continue;
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admins/${other.id}`,
        headers: bearer(ownerToken),
        payload: { status: 'DISABLED' },
      });
      expect(response.statusCode).toBe(200);
    }
    for (const payload of [{ role: 'ADMIN' }, { status: 'DISABLED' }]) {
      const self = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admins/${owner.id}`,
        headers: bearer(ownerToken),
        payload,
      });
      expect(self.statusCode).toBe(409);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admins/${owner.id}`,
          headers: bearer(ownerToken),
        })
      ).statusCode,
    ).toBe(409);

    const second = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const secondToken = await loginAdmin(ctx.app, second.email);
    const demoteFirst = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admins/${owner.id}`,
      headers: bearer(secondToken),
      payload: { role: 'ADMIN' },
    });
    expect(demoteFirst.statusCode).toBe(200);
    const demoteLast = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admins/${second.id}`,
      headers: bearer(ownerToken),
      payload: { role: 'ADMIN' },
    });
    // The first owner is an ADMIN now: managing admins is closed to them.
    expect(demoteLast.statusCode).toBe(403);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/admins', headers: bearer(ownerToken) })
    ).json<{ total: number }>().total;
    for (const payload of [
      {},
      { name: 'A', email: 'a@example.com', role: 'ADMIN' },
      { name: 'Good Name', email: 'not-an-email', role: 'ADMIN' },
      { name: 'Good Name', email: 'b@example.com', role: 'SUPER_ADMIN' },
      { name: 'Good\u0000Name', email: 'c@example.com', role: 'ADMIN' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admins',
        headers: bearer(ownerToken),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(3);
    }
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/admins', headers: bearer(ownerToken) })
    ).json<{ total: number }>().total;
    expect(after).toBe(before);
    const empty = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admins/${owner.id}`,
      headers: bearer(ownerToken),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('own account', () => {
  it('changes the password and signs out the other sessions', async () => {
    const admin = await seedAdmin(ctx.app.db, { role: 'SUPPORT' });
    const first = await loginAdmin(ctx.app, admin.email);
    const second = await loginAdmin(ctx.app, admin.email);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/me/password',
      headers: bearer(first),
      payload: { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/me/password',
      headers: bearer(first),
      payload: { currentPassword: admin.password, newPassword: 'brand-new-pass-1' },
    });
    expect(changed.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admins/me', headers: bearer(first) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admins/me', headers: bearer(second) })).statusCode,
    ).toBe(401);
    expect(await loginAdmin(ctx.app, admin.email, 'brand-new-pass-1')).toBeTruthy();
  });
});

describe('audit log', () => {
  it('filters by admin, action and date, newest first', async () => {
    const owner = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(ctx.app, owner.email);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    for (const reason of ['First reason', 'Second reason']) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${member.id}/sign-out-all`,
        headers: bearer(ownerToken),
        payload: { reason },
      });
    }
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?adminId=${owner.id}&action=member.sign-out-all`,
      headers: bearer(ownerToken),
    });
    const page = mine.json<{
      items: { action: string; after: { reason: string }; admin: { id: string } }[];
      total: number;
    }>();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.after.reason)).toEqual(['Second reason', 'First reason']);
    const future = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?adminId=${owner.id}&startDate=2099-01-01T00:00:00Z`,
      headers: bearer(ownerToken),
    });
    expect(future.json<{ total: number }>().total).toBe(0);
    const actions = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/actions',
      headers: bearer(ownerToken),
    });
    expect(actions.json()).toContain('member.sign-out-all');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?adminId=nope',
      headers: bearer(ownerToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});
