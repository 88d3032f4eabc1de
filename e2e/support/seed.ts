import type { CreateDepositBody, CreateTransferBody, CreateWithdrawalBody } from '@earnflow/contracts';
import { expect } from 'vitest';
import type { TestContext } from '../../apps/api/test/app';
import { bearer, loginAdmin, seedAdmin, uploadFile } from '../../apps/api/test/factories';

/** Money moved through the real API, as a member's own calls would, so the screens have rows to show. */
async function post<T>(ctx: TestContext, token: string, url: string, payload: object): Promise<T> {
  const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  return response.json<T>();
}

/** A deposit with a receipt the member uploaded first, as the deposit screen does. */
export async function submitDeposit(ctx: TestContext, token: string, body: Partial<CreateDepositBody> = {}) {
  return post<{ id: string }>(ctx, token, '/api/deposits', {
    amount: 25,
    paymentMethod: 'EASYPAISA',
    transactionId: `TX-${crypto.randomUUID()}`,
    receipt: body.receipt ?? (await uploadFile(ctx.app, token)),
    ...body,
  });
}

export function requestWithdrawal(ctx: TestContext, token: string, body: Partial<CreateWithdrawalBody> = {}) {
  return post<{ id: string }>(ctx, token, '/api/withdraw', {
    amount: 20,
    paymentMethod: 'NAYAPAY',
    bankName: 'NayaPay',
    accountHolderName: 'Account Holder',
    accountNumber: '03214445566',
    ...body,
  });
}

export function sendTransfer(ctx: TestContext, token: string, body: CreateTransferBody) {
  return post<{ id: string }>(ctx, token, '/api/transfer', body);
}

/** An operator's decision on a withdrawal, through the admin API. */
export async function decideWithdrawal(ctx: TestContext, id: string, status: 'COMPLETED' | 'REJECTED') {
  const admin = await seedAdmin(ctx.app.db);
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/withdraw/${id}/status`,
    headers: bearer(await loginAdmin(ctx.app, admin.email)),
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}
