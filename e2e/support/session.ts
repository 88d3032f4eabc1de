import type { Page } from 'playwright-core';
import type { TestContext } from '../../apps/api/test/app';
import {
  loginAdmin,
  loginMember,
  seedAdmin,
  seedMember,
  type SeedMemberOptions,
} from '../../apps/api/test/factories';

/** A member seeded through the factories and signed in on this page (the keys the app itself stores). */
export async function signInMember(ctx: TestContext, page: Page, options: SeedMemberOptions = {}) {
  const member = await seedMember(ctx.app.db, { status: 'ACTIVE', ...options });
  const token = await loginMember(ctx.app, member.email);
  await page.goto('/login');
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    { userToken: token, userId: member.id, userName: member.name, userEmail: member.email },
  );
  return { ...member, token };
}

/** An admin seeded and signed in on this page. */
export async function signInAdmin(ctx: TestContext, page: Page, name = 'Money Operator') {
  const admin = await seedAdmin(ctx.app.db, { name });
  const token = await loginAdmin(ctx.app, admin.email);
  await page.goto('/auth/login');
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    { adminToken: token, adminId: admin.id, adminName: admin.name, adminEmail: admin.email },
  );
  return { ...admin, token };
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
export { tinyPng } from '../../apps/api/test/factories';
