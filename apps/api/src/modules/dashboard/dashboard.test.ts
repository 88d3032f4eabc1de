import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, loginAdmin, seedAdmin, seedMember } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

it('counts members by status for admins', async () => {
  await seedMember(ctx.app.db, { status: 'PENDING' });
  await seedMember(ctx.app.db, { status: 'PENDING', verified: false });
  await seedMember(ctx.app.db, { status: 'ACTIVE' });
  await seedMember(ctx.app.db, { status: 'SUSPENDED' });
  const admin = await seedAdmin(ctx.app.db);
  const token = await loginAdmin(ctx.app, admin.email);
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    members: { total: 4, pending: 2, active: 1, suspended: 1, unverified: 1, newToday: 4 },
    admins: { total: 1 },
  });
});
