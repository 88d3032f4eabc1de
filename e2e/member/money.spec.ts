import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deposits } from '../../apps/api/src/db/schema';
import { bearer, uploadFile } from '../../apps/api/test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import { hasBrowser, useBrowserHarness } from '../support/harness';
import { wordsBrokenAcrossLines } from '../support/layout';
import { signInMember } from '../support/session';

// The machine is shared: give what the page shows time to arrive.
const slow = { timeout: 15_000 };

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
      .poll(() => page.getByRole('button', { name: /balance, show in/ }).textContent())
      .toContain('$37.5');
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('disables the whole transfer form while it submits, and the receipt keeps long names whole', async () => {
    const page = await harness.newPage();
    const sender = await signInMember(harness.ctx, page, { name: 'Omar Farooq' });
    const recipient = await signInMember(harness.ctx, await harness.newPage(), {
      name: 'Syeda Fatima Zahra Naqvi Bukhari',
    });
    await fundWallet(harness.ctx.app.db, sender.id, 5000);
    // Hold the request a moment, so the form can be seen while it is being sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/transfer', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/transfer');
    await page.getByLabel('Recipient account number').fill(recipient.accountNumber);
    await page.getByLabel('Amount (USD)').fill('5');
    // A name typed as one long word: it may not be split in the middle.
    await page.getByLabel("Sender's full name").fill('MuhammadAbdulRehmanChaudhry');
    await page.getByLabel('Note (optional)').fill('Rent share for November, flat 4B');
    await page.getByRole('button', { name: 'Submit Transfer' }).click();

    // Spec §4: the form is disabled while submitting and the button reads 'Submitting...'.
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    for (const label of [
      'Recipient account number',
      'Amount (USD)',
      "Sender's full name",
      'Note (optional)',
    ]) {
      expect(await page.getByLabel(label).isEditable(), label).toBe(false);
    }
    await harness.screenshot(page, 'member-transfer-submitting-390');
    release();

    await page.getByRole('heading', { name: 'Transfer Submitted!' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const receipt = page.getByRole('dialog', { name: 'Transfer Receipt' });
    await receipt.getByText('MuhammadAbdulRehmanChaudhry').waitFor();
    expect(await wordsBrokenAcrossLines(receipt.locator('dl'))).toEqual([]);
    await harness.screenshot(page, 'member-transfer-receipt-long-names-390');
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('sends a visitor without a token from /transfer to /login', async () => {
    const page = await harness.newPage();
    await page.goto('/transfer');
    await page.waitForURL('**/login?next=%2Ftransfer');
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
          receipt: await uploadFile(harness.ctx.app, member.token),
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
    await page.getByText('Nothing matches these filters').waitFor();
    expect(requests.some((url) => url.includes('status=COMPLETED'))).toBe(true);
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('pages a long deposit history with Load more, and clears filters that exclude everything', async () => {
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Many Payments' });
    // 25 deposits made today, straight in the table: more than one page of 20.
    const now = Date.now();
    await harness.ctx.app.db.insert(deposits).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: member.id,
        amountCents: (index + 1) * 100,
        paymentMethod: 'EASYPAISA' as const,
        transactionId: `LONG-${now}-${index}`,
        // A millisecond apart: all of them today even in the first seconds after midnight.
        createdAt: new Date(now - (25 - index)),
      })),
    );
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/deposits/history')) requests.push(request.url());
    });
    await page.goto('/deposit-history');
    const cards = page.getByRole('list', { name: 'Deposits' }).getByRole('listitem');
    await expect.poll(() => cards.count(), slow).toBe(20);
    // Newest first: $25.00 down to $6.00 on the first page.
    await expect.poll(() => cards.first().textContent(), slow).toContain('$25.00');
    const loadMore = page.getByRole('button', { name: 'Load more deposits' });
    await loadMore.scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'member-deposit-history-load-more-390');
    await loadMore.click();
    await expect.poll(() => cards.count(), slow).toBe(25);
    await expect.poll(() => cards.last().textContent(), slow).toContain('$1.00');
    await expect.poll(() => loadMore.count(), slow).toBe(0);
    expect(requests).toHaveLength(2);
    expect(new URL(requests[1] ?? '').searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);

    // A filter that excludes everything says so (the spec's empty texts are for a truly empty history).
    await page.getByRole('button', { name: 'Binance' }).click();
    await page.getByText('Nothing matches these filters').waitFor();
    await page
      .getByText('None of your deposits match the filters you chose. Clear them to see them all.')
      .waitFor();
    expect(await page.getByText("You haven't made any deposits yet", { exact: false }).count()).toBe(0);
    await harness.screenshot(page, 'member-deposit-history-clear-filters-390');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    // Back to the unfiltered list, with the pages already loaded.
    await expect.poll(() => cards.count(), slow).toBe(25);
    expect(await page.getByRole('button', { name: 'All' }).first().getAttribute('aria-pressed')).toBe('true');
    await expectLedgerReconciles(harness.ctx.app.db);
  });
});
