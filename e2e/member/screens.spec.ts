import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundWallet } from '../../apps/api/test/money';
import { paymentMethodSettings } from '../../apps/api/src/db/schema';
import { eq } from 'drizzle-orm';
import { hasBrowser, useBrowserHarness } from '../support/harness';
import { cutOffPlaceholders } from '../support/layout';
import { decideWithdrawal, requestWithdrawal, sendTransfer, submitDeposit } from '../support/seed';
import { signInMember } from '../support/session';

/**
 * Every member screen at phone size, each checked by axe-core through the harness (on load, after each
 * route change and at the end) and photographed for a person to look at.
 */
describe.skipIf(!hasBrowser)('every member screen', () => {
  const harness = useBrowserHarness();

  async function show(page: Page, path: string, ready: string, shot: string) {
    await page.goto(path);
    await page.getByText(ready, { exact: true }).first().waitFor();
    // Every hint typed into a field as a placeholder can be read whole on a phone.
    expect(await cutOffPlaceholders(page), `placeholders cut off on ${path}`).toEqual([]);
    await harness.screenshot(page, shot);
  }

  it('signed out: log in, sign up, the code and password screens, and the 404 page', async () => {
    const page = await harness.newPage();
    await show(page, '/login', 'Welcome back', 'screen-login-390');
    await show(page, '/signup', 'Create your account', 'screen-signup-390');
    await show(page, '/forgot-password', 'Forgot your password?', 'screen-forgot-password-390');
    await show(page, '/reset-password', 'Set a new password', 'screen-reset-password-390');
    await show(page, '/verify-otp', 'Verify your email', 'screen-verify-otp-390');
    await show(page, '/no/such/page', 'Page not found', 'screen-not-found-390');
  });

  /** A signed-in member with money, a deposit, a transfer and a withdrawal an operator rejected. */
  async function memberWithHistory() {
    const page = await harness.newPage();
    const { ctx } = harness;
    const member = await signInMember(ctx, page, { name: 'Ayesha Siddiqui' });
    const friend = await signInMember(ctx, await harness.newPage(), { name: 'Bilal Chaudhry' });
    await fundWallet(ctx.app.db, member.id, 12_000);
    await ctx.app.db
      .update(paymentMethodSettings)
      .set({ enabled: true, accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567' })
      .where(eq(paymentMethodSettings.method, 'EASYPAISA'));

    // A deposit, a transfer and a withdrawal an operator rejected, so the lists have something to show.
    await submitDeposit(ctx, member.token, { amount: 15 });
    await sendTransfer(ctx, member.token, {
      recipientAccountNumber: friend.accountNumber,
      amount: 5,
      senderName: 'Ayesha Siddiqui',
    });
    const withdrawal = await requestWithdrawal(ctx, member.token, { accountHolderName: 'Ayesha Siddiqui' });
    await decideWithdrawal(ctx, withdrawal.id, 'REJECTED');
    return page;
  }

  it('signed in: home, the drawer, notifications, settings and daily ads', async () => {
    const page = await memberWithHistory();
    await show(page, '/', 'Total balance', 'screen-home-390');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await harness.screenshot(page, 'screen-drawer-390');
    await harness.checkAccessibility(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    // The server told the member about the rejected withdrawal.
    await page
      .getByRole('region', { name: 'Notifications panel' })
      .getByText(/withdrawal/i)
      .first()
      .waitFor();
    await harness.screenshot(page, 'screen-notifications-390');
    await harness.checkAccessibility(page);
    await page.keyboard.press('Escape');

    await show(page, '/settings', 'Change password', 'screen-settings-390');
    await show(page, '/daily-ads', 'No ads available right now', 'screen-daily-ads-390');
  });

  it('signed in: the money screens and their histories', async () => {
    const page = await memberWithHistory();
    await show(page, '/deposit', 'Submit Deposit', 'screen-deposit-390');
    // Only the method an operator enabled is offered.
    await page.getByText('Easypaisa', { exact: true }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(1);
    for (const off of ['SadaPay', 'NayaPay', 'Binance', 'Tron (TRC20)']) {
      expect(await page.getByText(off, { exact: true }).count(), off).toBe(0);
    }
    await show(page, '/withdrawal', 'Request Withdrawal', 'screen-withdrawal-390');
    await show(page, '/transfer', 'Submit Transfer', 'screen-transfer-390');
    await show(page, '/wallet', 'Recent movements', 'screen-wallet-390');
    await show(page, '/history', 'History Center', 'screen-history-390');
    await show(page, '/deposit-history', 'Deposit History', 'screen-deposit-history-390');
    await show(page, '/withdrawal-history', 'Withdrawal History', 'screen-withdrawal-history-390');
    // The rejected withdrawal promises no payout: its money came back.
    await page.getByText('$20 returned to your balance').waitFor();
    expect(await page.getByText(/receive/).count()).toBe(0);
  });
});
