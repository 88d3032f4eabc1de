import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, loginMember, seedAdmin, seedMember } from '../../../test/factories';
import { ensureInitialAdmin } from './initial-admin';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('admin sign-in', () => {
  it('signs in, reads itself and logs out', async () => {
    const admin = await seedAdmin(ctx.app.db, { name: 'Operator One' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    const { token, admin: body } = login.json<{ token: string; admin: unknown }>();
    const expected = {
      id: admin.id,
      name: 'Operator One',
      email: admin.email,
      role: 'ADMIN',
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
      mustChangePassword: false,
    };
    expect(body).toEqual(expected);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/admins/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(expected);
    expect(me.body).not.toContain('argon2');

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admins/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('refuses wrong passwords, unknown e-mails and bad input', async () => {
    const admin = await seedAdmin(ctx.app.db);
    const cases = [
      { payload: { email: admin.email, password: 'wrong-one' }, status: 401, error: 'INVALID_CREDENTIALS' },
      {
        payload: { email: 'nobody@example.com', password: 'wrong-one' },
        status: 401,
        error: 'INVALID_CREDENTIALS',
      },
      { payload: { email: admin.email }, status: 400, error: 'VALIDATION_ERROR' },
      { payload: { email: 'nope', password: 'x' }, status: 400, error: 'VALIDATION_ERROR' },
    ];
    for (const { payload, status, error } of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/admins/login', payload });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: string }>().error).toBe(error);
    }
  });

  it('a member token is refused by admin calls, and an admin token by member calls', async () => {
    const member = await seedMember(ctx.app.db);
    const memberToken = await loginMember(ctx.app, member.email);
    for (const url of ['/api/admins/me', '/api/admin/dashboard']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(memberToken) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'FORBIDDEN', message: 'This needs an admin sign-in.' });
    }
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/logout',
      headers: bearer(memberToken),
    });
    expect(logout.statusCode).toBe(403);
    // The member's session was not ended by the refused admin call.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(memberToken) }))
        .statusCode,
    ).toBe(200);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admins/me' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the first admin', () => {
  it('is created once, from the configured e-mail and password', async () => {
    await ctx.app.db.delete(admins);
    const created = await ensureInitialAdmin(ctx.app.db, {
      email: 'boss@example.com',
      password: 'configured-pass',
    });
    expect(created).toEqual({ email: 'boss@example.com' });
    expect(
      await ensureInitialAdmin(ctx.app.db, { email: 'other@example.com', password: 'other-pass-1' }),
    ).toBeUndefined();
    const [total] = await ctx.app.db.select({ value: count() }).from(admins);
    expect(total?.value).toBe(1);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { email: 'boss@example.com', password: 'configured-pass' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ admin: { role: string } }>().admin.role).toBe('OWNER');
  });

  it('gets a generated password when none is configured, with no built-in default', async () => {
    await ctx.app.db.delete(admins);
    const first = await ensureInitialAdmin(ctx.app.db, undefined);
    await ctx.app.db.delete(admins);
    const second = await ensureInitialAdmin(ctx.app.db, undefined);
    expect(first?.email).toBe('admin@example.com');
    expect(first?.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(second?.generatedPassword).not.toBe(first?.generatedPassword);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { email: 'admin@example.com', password: second?.generatedPassword ?? '' },
    });
    expect(login.statusCode).toBe(200);
  });
});
