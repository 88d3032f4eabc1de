import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enableAllPaymentMethods, fundWallet } from '../../apps/api/test/money';
import { desktop, hasBrowser, useBrowserHarness } from '../support/harness';
import { clippedBy } from '../support/layout';
import { requestWithdrawal, sendTransfer, submitDeposit } from '../support/seed';
import { signInAdmin, signInMember } from '../support/session';

/**
 * Every admin console screen at desktop size, each checked by axe-core through the harness (on load,
 * after each route change and at the end) and photographed for a person to look at.
 */
describe.skipIf(!hasBrowser)('every admin screen', () => {
  const harness = useBrowserHarness();

  async function show(page: Page, path: string, ready: string, shot: string) {
    await page.goto(path);
    await page.getByText(ready, { exact: true }).first().waitFor();
    await harness.screenshot(page, shot);
  }

  it('the sign-in page, the dashboard, settings and the 404 page', async () => {
    const page = await harness.newPage(desktop);
    await show(page, '/auth/login', 'Sign in', 'screen-admin-login-1440');
    await signInAdmin(harness.ctx, page, 'Nadia Operator');
    await show(page, '/admin/dashboard', 'Overview', 'screen-admin-dashboard-1440');
    await show(page, '/admin/settings', 'Platform configuration', 'screen-admin-settings-1440');
    await show(page, '/admin/no-such-screen', 'Page not found', 'screen-admin-not-found-1440');
  });

  it('the money lists and transactions, with their row actions in view', async () => {
    const { ctx } = harness;
    await enableAllPaymentMethods(ctx.app.db);
    const memberPage = await harness.newPage();
    // A name typed as one long word must not push a table's actions out of sight.
    const member = await signInMember(ctx, memberPage, { name: 'MuhammadAbdulRehmanChaudhry' });
    const friend = await signInMember(ctx, memberPage, { name: 'Syeda Fatima Zahra Naqvi' });
    await memberPage.close();
    await fundWallet(ctx.app.db, member.id, 50_000);
    await submitDeposit(ctx, member.token, { amount: 25.5, paymentMethod: 'EASYPAISA' });
    await submitDeposit(ctx, member.token, { amount: 25.5, paymentMethod: 'BINANCE' });
    await requestWithdrawal(ctx, member.token, {
      amount: 40,
      paymentMethod: 'BINANCE',
      bankName: 'Binance',
      accountHolderName: 'Muhammad Abdul Rehman Chaudhry',
      accountNumber: 'TQ7x9b2cD4eF6gH8iJ0kL2mN4oP6qR8sT',
    });
    await sendTransfer(ctx, member.token, {
      recipientAccountNumber: friend.accountNumber,
      amount: 12.5,
      senderName: 'Muhammad Abdul Rehman Chaudhry',
      note: 'For the shared rent of this month, as agreed',
    });

    const page = await harness.newPage(desktop);
    await signInAdmin(ctx, page, 'Nadia Operator');
    await show(page, '/admin/deposits', 'Awaiting review', 'screen-admin-new-deposits-1440');
    await show(page, '/admin/all-deposits', 'Deposit records', 'screen-admin-all-deposits-1440');
    expect(await clippedBy(page.getByRole('button', { name: /^Delete deposit/ }).first())).toBe(0);
    await show(page, '/admin/withdrawals', 'Awaiting payout', 'screen-admin-withdrawals-1440');
    await show(page, '/admin/all-withdrawals', 'Withdrawal records', 'screen-admin-all-withdrawals-1440');
    expect(await clippedBy(page.getByRole('button', { name: /^Delete withdrawal/ }))).toBe(0);
    await show(
      page,
      '/admin/transactions',
      'Transfers pending verification',
      'screen-admin-transactions-1440',
    );
    for (const action of [/^Complete transfer/, /^Reject transfer/]) {
      expect(await clippedBy(page.getByRole('button', { name: action })), String(action)).toBe(0);
    }
  });
});
