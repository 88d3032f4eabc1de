import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, type AdminRole } from '@earnflow/contracts';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, seedAdmin, seedMember } from '../../../test/factories';
import { createSession } from '../sessions/sessions.service';

/**
 * Every admin route, walked with each role: the role check runs before the body is read, so a call with
 * no body tells allowed (anything but 403) from refused (403) without changing anything.
 */
interface Route {
  method: string;
  url: string;
  roles: readonly AdminRole[];
  /** Open to members too (`requireAdminOrUser`): only the admin side is walked here. */
  membersToo: boolean;
}

const adminRoutes: Route[] = [];
const allRoutes: RouteOptions[] = [];
let ctx: TestContext;
const tokens = {} as Record<AdminRole, string>;
let memberToken: string;

beforeAll(async () => {
  ctx = await createTestContext({
    onRoute: (route: RouteOptions) => {
      allRoutes.push(route);
    },
  });
  for (const route of allRoutes) {
    const guards = [route.onRequest].flat();
    if (!guards.includes(ctx.app.requireAdmin) && !guards.includes(ctx.app.requireAdminOrUser)) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const config = (route.config ?? {}) as { adminRoles?: readonly AdminRole[] };
      adminRoutes.push({
        method,
        url: route.url,
        roles: config.adminRoles ?? ['OWNER', 'ADMIN'],
        membersToo: guards.includes(ctx.app.requireAdminOrUser),
      });
    }
  }
  for (const role of adminRoles) {
    const admin = await seedAdmin(ctx.app.db, { role });
    tokens[role] = await createSession(ctx.app.db, ctx.app.clock, { kind: 'ADMIN', adminId: admin.id }, {});
  }
  const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
  memberToken = await createSession(ctx.app.db, ctx.app.clock, { kind: 'USER', userId: member.id }, {});
});
afterAll(async () => {
  await ctx.close();
});

const concrete = (url: string) =>
  url
    .replace(/:id\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:kind\b/, 'deposits')
    .replace(/:(\w+)/g, 'x');

describe('admin roles on the server', () => {
  it('finds the admin routes', () => {
    expect(adminRoutes.length).toBeGreaterThan(20);
  });

  it('answers 403 to a role that may not call a route, and lets the others through', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      // Logging out would end the session the next routes use.
      if (route.url.endsWith('/admins/logout')) continue;
      for (const role of adminRoles) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: bearer(tokens[role]),
        });
        const allowed = route.roles.includes(role);
        const refused = response.statusCode === 403;
        if (allowed === refused)
          wrong.push(`${role} ${route.method} ${route.url} → ${String(response.statusCode)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps SUPPORT out of money, members, admins and settings, and in its own account', () => {
    const supportRoutes = adminRoutes
      .filter((route) => route.roles.includes('SUPPORT'))
      .map((route) => route.url);
    for (const url of [
      '/api/users',
      '/api/admins',
      '/api/settings',
      '/api/deposits',
      '/api/admin/dashboard',
    ]) {
      expect(supportRoutes).not.toContain(url);
    }
    expect(supportRoutes).toContain('/api/admins/me');
    const ownerOnly = adminRoutes
      .filter((route) => route.roles.length === 1)
      .map((route) => `${route.method} ${route.url}`);
    expect(ownerOnly).toEqual(
      expect.arrayContaining([
        'GET /api/admins',
        'POST /api/admins',
        'PATCH /api/admins/:id',
        'DELETE /api/admins/:id',
      ]),
    );
  });

  it('refuses a member token and no token on every admin route', async () => {
    for (const route of adminRoutes) {
      const anonymous = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.membersToo) continue;
      const asMember = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(memberToken),
      });
      expect(asMember.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
