import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../apps/api/test/factories';
import { enableAllPaymentMethods, fundWallet } from '../../apps/api/test/money';
import { hasBrowser, phone, useBrowserHarness } from '../support/harness';
import { requestWithdrawal, sendTransfer, submitDeposit } from '../support/seed';
import { signInAdmin, signInMember } from '../support/session';

/**
 * Whether a person sees the element whole once the page is scrolled to it: inside the window, not clipped
 * by its scrolling box nor hidden under a column that sticks over it (what is drawn at its middle is the
 * element itself), and not cut short with an ellipsis.
 */
async function seenWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    // A pixel of give for edges that fall between pixels.
    const inWindow =
      box.width > 0 &&
      box.left >= -1 &&
      box.top >= -1 &&
      box.right <= window.innerWidth + 1 &&
      box.bottom <= window.innerHeight + 1;
    const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const cutShort = element.clientWidth > 0 && element.scrollWidth > element.clientWidth;
    return inWindow && drawn !== null && element.contains(drawn) && !cutShort;
  });
}

/** The texts (or elements) that are not seen whole, so a failure names them. */
async function unseen(page: Page, targets: (string | Locator)[]): Promise<string[]> {
  const missing: string[] = [];
  for (const target of targets) {
    const locator = typeof target === 'string' ? page.getByText(target, { exact: true }).first() : target;
    await locator.waitFor();
    if (!(await seenWhole(locator))) missing.push(String(target));
  }
  return missing;
}

/** No admin list is wider than a phone: its rows become cards, every field in sight (issue 32). */
describe.skipIf(!hasBrowser)('admin lists at 390 × 844', () => {
  const harness = useBrowserHarness();

  it('shows every field of a withdrawal, a deposit and a transfer, with their actions, within the screen', async () => {
    const { ctx } = harness;
    await enableAllPaymentMethods(ctx.app.db);
    const memberPage = await harness.newPage();
    const member = await signInMember(ctx, memberPage, { name: 'Kiran Javed' });
    const friend = await signInMember(ctx, memberPage, { name: 'Hina Shah' });
    await memberPage.close();
    await fundWallet(ctx.app.db, member.id, 20_000);
    await requestWithdrawal(ctx, member.token, {
      amount: 40,
      paymentMethod: 'BINANCE',
      bankName: 'Meezan Bank',
      accountHolderName: 'Kiran Javed Malik',
      accountNumber: 'TQ7x9b2cD4eF6gH8iJ0kL2mN4oP6qR8sT',
    });
    await submitDeposit(ctx, member.token, {
      amount: 25.5,
      paymentMethod: 'EASYPAISA',
      transactionId: 'EP-20261202-7788',
    });
    await sendTransfer(ctx, member.token, {
      recipientAccountNumber: friend.accountNumber,
      amount: 12.5,
      senderName: 'Kiran J.',
      note: 'Half of the electricity bill',
    });

    const page = await harness.newPage(phone);
    await signInAdmin(ctx, page, 'Phone Operator');

    await page.goto('/admin/all-withdrawals');
    await page.getByRole('heading', { name: 'Withdrawal records' }).waitFor();
    const withdrawal = page.getByRole('listitem').filter({ hasText: 'Meezan Bank' });
    expect(
      await unseen(page, [
        'Kiran Javed',
        '$40',
        'Binance',
        'Meezan Bank',
        'Kiran Javed Malik',
        'TQ7x9b2cD4eF6gH8iJ0kL2mN4oP6qR8sT',
        page.getByLabel('Status for Kiran Javed'),
        page.getByRole('button', { name: 'Delete withdrawal of Kiran Javed' }),
      ]),
    ).toEqual([]);
    // Each field is named by its column's header.
    for (const label of ['User', 'Amount', 'Method', 'Bank Name', 'Account Holder', 'Account Number']) {
      expect(await withdrawal.getByText(label, { exact: true }).isVisible(), label).toBe(true);
    }
    await harness.screenshot(page, 'admin-all-withdrawals-390');

    await page.goto('/admin/all-deposits');
    await page.getByRole('heading', { name: 'Deposit records' }).waitFor();
    expect(
      await unseen(page, [
        'Kiran Javed',
        '$25.50',
        'Easypaisa',
        page.getByText('EP-20261202-7788').first(),
        page.getByRole('button', { name: 'View receipt of Kiran Javed' }),
        page.getByLabel('Status for Kiran Javed'),
        page.getByRole('button', { name: 'Delete deposit of Kiran Javed' }),
      ]),
    ).toEqual([]);
    await harness.screenshot(page, 'admin-all-deposits-390');

    await page.goto('/admin/transactions');
    await page.getByRole('heading', { name: 'Transfers pending verification' }).waitFor();
    expect(
      await unseen(page, [
        page.getByText('Kiran Javed', { exact: true }).first(),
        page.getByText('Hina Shah', { exact: true }).first(),
        page.getByText('$12.50', { exact: true }).first(),
        'Kiran J.',
        'Half of the electricity bill',
        page.getByRole('button', { name: /^Complete transfer/ }),
        page.getByRole('button', { name: /^Reject transfer/ }),
      ]),
    ).toEqual([]);
    await harness.screenshot(page, 'admin-transactions-390');

    // Nothing on these screens is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  it('opens a support conversation at the whole width, and goes back to the tickets', async () => {
    const { ctx } = harness;
    const memberPage = await harness.newPage();
    const member = await signInMember(ctx, memberPage, { name: 'Sana Iqbal' });
    await memberPage.close();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: bearer(member.token),
      payload: { subject: 'Withdrawal still pending', message: 'I asked for $40 two days ago.' },
    });
    expect(response.statusCode, response.body).toBe(201);

    const page = await harness.newPage(phone);
    await signInAdmin(ctx, page, 'Phone Support');
    await page.goto('/admin/support');
    const tickets = page.getByRole('list', { name: 'Support tickets' });
    await tickets.getByText('Withdrawal still pending').click();
    const composer = page.getByPlaceholder('Type a message...');
    expect(await unseen(page, [page.getByRole('heading', { name: 'Sana Iqbal' }), composer])).toEqual([]);
    expect(await tickets.isVisible()).toBe(false);
    await harness.screenshot(page, 'admin-support-conversation-390');
    await page.getByRole('button', { name: 'Back to the tickets' }).click();
    expect(await unseen(page, [tickets.getByText('Withdrawal still pending')])).toEqual([]);
  });
});
