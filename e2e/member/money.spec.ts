import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../apps/api/test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import { hasBrowser, useBrowserHarness } from '../support/harness';
import { signInMember } from '../support/session';

describe.skipIf(!hasBrowser)('member money screens', () => {
  const harness = useBrowserHarness();

  it('transfers money, shows the receipt and downloads transfer_receipt.png', async () => {
    const page = await harness.newPage();
    const sender = await signInMember(harness.ctx, page, { name: 'Omar Farooq' });
    const recipient = await signInMember(harness.ctx, await harness.newPage(), { name: 'Hina Shah' });
    await fundWallet(harness.ctx.app.db, sender.id, 5000);

    await page.goto('/transfer');
    await expect.poll(() => page.title()).toBe('Transfer - EarnFlow');
    await page.getByText('$50.00').first().waitFor();

    // The spec's own checks before anything is sent.
    await page.getByRole('button', { name: 'Submit Transfer' }).click();
    await page.getByRole('heading', { name: 'Missing Fields' }).waitFor();
    await page.getByText('Please fill all required fields.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Recipient account number').fill(recipient.accountNumber.toLowerCase());
    expect(
      await page
        .getByLabel('Recipient account number')
        .evaluate((input) => getComputedStyle(input).textTransform),
    ).toBe('uppercase');
    await page.getByLabel('Amount (USD)').fill('60');
    await page.getByLabel("Sender's full name").fill('Omar Farooq');
    await page.getByRole('button', { name: 'Submit Transfer' }).click();
    await page.getByRole('heading', { name: 'Insufficient Balance' }).waitFor();
    await page.getByText('You do not have enough balance to make this transfer.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Amount (USD)').fill('12.50');
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/transfer') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Transfer' }).click();
    // One Idempotency-Key per submission.
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Transfer Submitted!' }).waitFor();
    await page.getByText('Your transfer is pending verification.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    const receipt = page.getByRole('dialog');
    await receipt.getByText('Pending Verification', { exact: true }).waitFor();
    await receipt.getByText('Omar Farooq').waitFor();
    await receipt.getByText(recipient.accountNumber).first().waitFor();
    await receipt.getByText('$12.50').first().waitFor();
    await receipt
      .getByText(/Rs\s?3,500/)
      .first()
      .waitFor();
    await receipt.getByText('N/A').waitFor();
    await harness.screenshot(page, 'member-transfer-receipt-390');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('transfer_receipt.png');
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    await receipt.getByRole('button', { name: 'Close' }).click();

    // The form was cleared and the balance chip shows what is left.
    expect(await page.getByLabel('Amount (USD)').inputValue()).toBe('');
    await expect
      .poll(() => page.getByRole('button', { name: 'Toggle currency' }).textContent())
      .toContain('$37.5');
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('sends a visitor without a token from /transfer to /login', async () => {
    const page = await harness.newPage();
    await page.goto('/transfer');
    await page.waitForURL('**/login');
  });

  it('shows the history empty states with their buttons, and filters on the server', async () => {
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page);
    await page.goto('/history');
    for (const link of ['Deposit History', 'Withdrawal History', 'Earnings', 'Spin History']) {
      await page.getByRole('link', { name: link }).first().waitFor();
    }
    await page.getByRole('link', { name: 'Deposit History' }).first().click();
    await page.waitForURL('**/deposit-history');
    await page.getByText('No history found').waitFor();
    await page
      .getByText("You haven't made any deposits yet. Deposit now and your history will appear here.")
      .waitFor();
    await harness.screenshot(page, 'member-deposit-history-empty-390');
    await page.getByRole('link', { name: 'Go to Deposit' }).click();
    await page.waitForURL('**/deposit');

    await page.goto('/withdrawal-history');
    await page.getByText("You haven't made any withdrawals yet...").waitFor();
    await page.getByRole('link', { name: 'Go to Withdraw' }).click();
    await page.waitForURL('**/withdrawal');

    // Two deposits by API; the chips and the status filter narrow the list through the server.
    await enableAllPaymentMethods(harness.ctx.app.db);
    for (const [paymentMethod, amount] of [
      ['EASYPAISA', 11],
      ['BINANCE', 22],
    ] as const) {
      const response = await harness.ctx.app.inject({
        method: 'POST',
        url: '/api/deposits',
        headers: bearer(member.token),
        payload: {
          amount,
          paymentMethod,
          transactionId: `H-${paymentMethod}-${Date.now()}`,
          receipt: '/uploads/r.png',
        },
      });
      expect(response.statusCode).toBe(201);
    }
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/deposits/history')) requests.push(request.url());
    });
    await page.goto('/deposit-history');
    await page.getByText('$11.00').waitFor();
    await page.getByText('$22.00').waitFor();
    await harness.screenshot(page, 'member-deposit-history-390');
    await page.getByRole('button', { name: 'Binance' }).click();
    await expect.poll(() => page.getByText('$11.00').count()).toBe(0);
    await page.getByText('$22.00').waitFor();
    expect(requests.some((url) => url.includes('paymentMethod=BINANCE'))).toBe(true);
    expect(requests.every((url) => url.includes('startDate=') && url.includes('endDate='))).toBe(true);
    await page.getByLabel('Status').selectOption({ label: 'Completed' });
    await page.getByText('No history found').waitFor();
    expect(requests.some((url) => url.includes('status=COMPLETED'))).toBe(true);
    await expectLedgerReconciles(harness.ctx.app.db);
  });
});
