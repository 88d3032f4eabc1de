import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';

let ctx: TestContext;
let adminToken: string;
let memberToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await seedAdmin(ctx.app.db);
  adminToken = await loginAdmin(ctx.app, admin.email);
  const member = await seedMember(ctx.app.db);
  memberToken = await loginMember(ctx.app, member.email);
});
afterAll(async () => {
  await ctx.close();
});

const patch = (payload: Record<string, unknown>, token = adminToken) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/settings', headers: bearer(token), payload });

describe('platform settings', () => {
  it('start with every method disabled and a $5 minimum without fee', async () => {
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(adminToken),
    });
    expect(settings.json()).toMatchObject({ pkrPerUsd: 280, withdrawalMinimum: 5, withdrawalFeePercent: 0 });
    expect(settings.json<{ paymentMethods: { enabled: boolean }[] }>().paymentMethods).toHaveLength(5);
    const methods = await ctx.app.inject({
      method: 'GET',
      url: '/api/payment-methods',
      headers: bearer(memberToken),
    });
    expect(methods.json()).toEqual([]);
  });

  it('are changed by admins, audited, and show to members', async () => {
    const response = await patch({
      withdrawalMinimum: 20,
      withdrawalFeePercent: 1.5,
      paymentMethods: [
        { method: 'EASYPAISA', accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567', enabled: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ withdrawalMinimum: 20, withdrawalFeePercent: 1.5 });
    const methods = await ctx.app.inject({
      method: 'GET',
      url: '/api/payment-methods',
      headers: bearer(memberToken),
    });
    expect(methods.json()).toEqual([
      { method: 'EASYPAISA', accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567' },
    ]);
    const rules = await ctx.app.inject({
      method: 'GET',
      url: '/api/withdraw/rules',
      headers: bearer(memberToken),
    });
    expect(rules.json()).toEqual({ withdrawalMinimum: 20, withdrawalFeePercent: 1.5 });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: bearer(adminToken),
    });
    expect(audit.json()).toMatchObject({ items: [{ action: 'settings.update', targetType: 'settings' }] });
  });

  it.each([
    [{}, 'Nothing to update.'],
    [{ withdrawalMinimum: 0 }, 'Withdrawal minimum must be greater than zero.'],
    [{ withdrawalMinimum: 2.5 }, 'Withdrawal minimum is in whole dollars.'],
    [{ withdrawalFeePercent: -1 }, 'Withdrawal fee cannot be negative.'],
    [{ withdrawalFeePercent: 1.234 }, 'Withdrawal fee can have at most 2 decimals.'],
    [
      {
        paymentMethods: [
          { method: 'SADAPAY', accountTitle: 'a', accountNumber: '1', enabled: true },
          { method: 'SADAPAY', accountTitle: 'b', accountNumber: '2', enabled: true },
        ],
      },
      'Each payment method may appear once.',
    ],
    [
      { paymentMethods: [{ method: 'SADAPAY', accountTitle: ' ', accountNumber: '1', enabled: true }] },
      'Enter the account title of SadaPay before enabling it.',
    ],
    [
      {
        paymentMethods: [{ method: 'TRON_TRC20', accountTitle: 'Wallet', accountNumber: '', enabled: true }],
      },
      'Enter the account number of Tron (TRC20) before enabling it.',
    ],
  ])('refuses %j', async (payload, message) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    // The field at fault is named, so the console shows the message beside it; a whole-body refusal names none.
    const [only] = Object.keys(payload);
    const field = only === 'withdrawalMinimum' || only === 'withdrawalFeePercent' ? only : undefined;
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
    expect((response.json<{ field?: string }>().field ?? '').split('.')[0]).toBe(
      field ?? (only === undefined ? '' : only),
    );
  });

  it('are admin-only', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(memberToken) }))
        .statusCode,
    ).toBe(403);
    expect((await patch({ withdrawalMinimum: 1 }, memberToken)).statusCode).toBe(403);
  });
});
