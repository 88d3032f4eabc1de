import { describe, expect, it } from 'vitest';
import { bearer } from '../../apps/api/test/factories';
import { expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import { desktop, hasBrowser, useBrowserHarness } from '../support/harness';
import { signInAdmin, signInMember } from '../support/session';

describe.skipIf(!hasBrowser)('money notices a member reads', () => {
  const harness = useBrowserHarness();

  it('name the account a transfer came from and write amounts as the app does', async () => {
    const senderPage = await harness.newPage();
    const sender = await signInMember(harness.ctx, senderPage, { name: 'Bilal Ahmed' });
    const page = await harness.newPage();
    const recipient = await signInMember(harness.ctx, page, { name: 'Sara Khan' });
    await fundWallet(harness.ctx.app.db, sender.id, 150_000);

    const sent = await harness.ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(sender.token),
      payload: {
        recipientAccountNumber: recipient.accountNumber,
        amount: 1000,
        senderName: 'Alice',
        note: 'Rent',
      },
    });
    expect(sent.statusCode).toBe(201);
    const admin = await signInAdmin(harness.ctx, await harness.newPage(desktop));
    const decided = await harness.ctx.app.inject({
      method: 'PATCH',
      url: `/api/transfers/${sent.json<{ id: string }>().id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'COMPLETED' },
    });
    expect(decided.statusCode).toBe(200);

    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect.poll(() => bell.textContent()).toContain('1');
    await bell.click();
    await page.getByText('Transfer received').waitFor();
    await page
      .getByText(
        `Bilal Ahmed (account ${sender.accountNumber}) sent you $1,000.00. It is now in your balance. Name given by the sender: "Alice". Note: "Rent".`,
      )
      .waitFor();
    // The balance chip and the notice write the same amount the same way.
    await page.getByText('$1,000.0').first().waitFor();
    await harness.screenshot(page, 'member-transfer-notice-390');
    await expectLedgerReconciles(harness.ctx.app.db);
  });
});
