import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';

const HOUR = 3_600_000;
const clock = new TestClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(async () => {
  await ctx.close();
});

describe('sessions on the app clock', () => {
  it('end a member session after 30 days and an admin session after 12 hours', async () => {
    const member = await seedMember(ctx.app.db);
    const admin = await seedAdmin(ctx.app.db);
    const memberToken = await loginMember(ctx.app, member.email);
    const adminToken = await loginAdmin(ctx.app, admin.email);
    const me = (url: string, token: string) =>
      ctx.app.inject({ method: 'GET', url, headers: bearer(token) }).then((response) => response.statusCode);

    clock.advance(12 * HOUR - 1000);
    expect(await me('/api/admins/me', adminToken)).toBe(200);
    clock.advance(1000);
    expect(await me('/api/admins/me', adminToken)).toBe(401);

    clock.advance(30 * 24 * HOUR - 12 * HOUR - 1000);
    expect(await me('/api/users/me', memberToken)).toBe(200);
    clock.advance(1000);
    expect(await me('/api/users/me', memberToken)).toBe(401);
  });
});
