import { describe, expect, it } from 'vitest';
import { walletBalanceCents } from '../../apps/api/src/modules/ledger/ledger.repository';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import { desktop, hasBrowser, useBrowserHarness } from '../support/harness';
import { requestWithdrawal, submitDeposit } from '../support/seed';
import { signInAdmin, signInMember } from '../support/session';

const slow = { timeout: 15_000 };

describe.skipIf(!hasBrowser)('what an admin deletes stays in the member’s history', () => {
  const harness = useBrowserHarness();

  it('an admin deletes a pending deposit and a pending withdrawal with a reason; the member reads both as Removed, the money right', async () => {
    await enableAllPaymentMethods(harness.ctx.app.db);
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Sana Iqbal' });
    await fundWallet(harness.ctx.app.db, member.id, 5000);
    await submitDeposit(harness.ctx, member.token, { amount: 12, paymentMethod: 'EASYPAISA' });
    await submitDeposit(harness.ctx, member.token, { amount: 34, paymentMethod: 'BINANCE' });
    await requestWithdrawal(harness.ctx, member.token, { amount: 20 });
    expect(await walletBalanceCents(harness.ctx.app.db, member.id)).toBe(3000);

    // The operator deletes the $12 deposit, writing the reason the member will read.
    const admin = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, admin, 'History Operator');
    await admin.goto('/admin/all-deposits');
    const depositRow = admin.getByRole('row').filter({ hasText: '$12.00' });
    await depositRow.getByRole('button', { name: 'Delete deposit of Sana Iqbal' }).click(slow);
    await admin.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    await admin.getByText('This will permanently delete the deposit.', { exact: false }).waitFor();
    const reason = admin.getByLabel('Reason (the member reads it in their history)');
    expect(await reason.inputValue()).toBe('Removed by our support team.');
    await reason.fill('The payment never reached our account.');
    await harness.screenshot(admin, 'admin-delete-deposit-reason-1440');
    await admin.getByRole('button', { name: 'Yes, delete it!' }).click();
    await admin.getByRole('heading', { name: 'Deleted!' }).waitFor(slow);
    await admin.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => depositRow.count(), slow).toBe(0);

    // The withdrawal goes with the prefilled reason; its held $20 comes back.
    await admin.goto('/admin/all-withdrawals');
    await admin.getByRole('button', { name: 'Delete withdrawal of Sana Iqbal' }).click(slow);
    await admin.getByText('This will permanently delete the withdrawal.', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'Yes, delete it!' }).click();
    await admin.getByRole('heading', { name: 'Deleted!' }).waitFor(slow);
    await admin.getByRole('button', { name: 'OK' }).click();
    await admin.getByText('No withdrawals found.').waitFor(slow);
    expect(await walletBalanceCents(harness.ctx.app.db, member.id)).toBe(5000);

    await page.goto('/deposit-history');
    const deposits = page.getByRole('list', { name: 'Deposits' });
    const removedDeposit = deposits.getByRole('listitem').filter({ hasText: '$12.00' });
    await removedDeposit.getByText('Removed', { exact: true }).waitFor(slow);
    await removedDeposit.getByText('The payment never reached our account.', { exact: false }).waitFor();
    await removedDeposit.getByText('Nothing was added to your balance').waitFor();
    const standing = deposits.getByRole('listitem').filter({ hasText: '$34.00' });
    await standing.getByText('Pending', { exact: true }).waitFor();
    // One name for one state: 'Rejected' once, no 'Failed'; 'Removed' lists what was removed.
    const status = page.getByLabel('Status');
    expect(await status.locator('option').allTextContents()).toEqual([
      'All',
      'Pending',
      'Rejected',
      'Completed',
      'Removed',
    ]);
    await harness.screenshot(page, 'member-deposit-history-removed-390');
    await status.selectOption({ label: 'Removed' });
    await expect.poll(() => deposits.getByRole('listitem').count(), slow).toBe(1);
    await removedDeposit.waitFor();

    await page.goto('/withdrawal-history');
    const withdrawals = page.getByRole('list', { name: 'Withdrawals' });
    const removedWithdrawal = withdrawals.getByRole('listitem').filter({ hasText: '$20' });
    await removedWithdrawal.getByText('Removed', { exact: true }).waitFor(slow);
    await removedWithdrawal.getByText('Removed by our support team.', { exact: false }).waitFor();
    await removedWithdrawal.getByText('$20 returned to your balance').waitFor();
    expect(await page.getByLabel('Status').locator('option').allTextContents()).not.toContain('Failed');
    await harness.screenshot(page, 'member-withdrawal-history-removed-390');
    await expectLedgerReconciles(harness.ctx.app.db);
  });
});
