import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../../apps/api/src/db/schema';
import { bearer, uploadFile } from '../../apps/api/test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import { desktop, hasBrowser, useBrowserHarness } from '../support/harness';
import { requestWithdrawal } from '../support/seed';
import { signInAdmin, signInMember, tinyPng } from '../support/session';

describe.skipIf(!hasBrowser)('money between members and operators', () => {
  const harness = useBrowserHarness();

  it('a member deposits with a receipt, an admin completes it, and the balance chip shows it', async () => {
    await enableAllPaymentMethods(harness.ctx.app.db);
    const page = await harness.newPage();
    await signInMember(harness.ctx, page, { name: 'Bilal Ahmed', status: 'PENDING' });
    await page.goto('/deposit');
    await expect.poll(() => page.title()).toBe('Deposit - EarnFlow');
    await page.getByText('SadaPay', { exact: true }).click();
    await page.getByText('03001234567').first().waitFor();
    await page.getByLabel('Amount (USD)').fill('25.75');
    await page.getByLabel('Transaction ID').fill('SP-998877');
    await page
      .getByLabel('Payment receipt')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByText('receipt.png').waitFor();
    await harness.screenshot(page, 'member-deposit-390');
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await page.getByRole('heading', { name: 'Deposit Submitted!' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    const admin = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, admin);
    await admin.goto('/admin/deposits');
    await expect.poll(() => admin.title()).toBe('New Deposits - EarnFlow');
    const row = admin.getByRole('row', { name: /Bilal Ahmed/ });
    await row.getByText('SP-998877').waitFor();
    await row.getByText('$25.75').waitFor();
    // The receipt is the uploaded file, served back by the app through a signed link only.
    await row.getByRole('button', { name: 'View receipt of Bilal Ahmed' }).click();
    const preview = admin.getByRole('dialog');
    const image = preview.locator('img').first();
    const source = (await image.getAttribute('src')) ?? '';
    expect(source).toMatch(/^\/uploads\/[\w-]+\.png\?expires=\d+&signature=[\w-]+$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    const plain = await admin.request.get(`${harness.baseUrl}${source.slice(0, source.indexOf('?'))}`);
    expect(plain.status()).toBe(403);
    await harness.screenshot(admin, 'admin-receipt-preview-1440');
    await admin.keyboard.press('Escape');

    await harness.screenshot(admin, 'admin-new-deposits-1440');
    await row.getByLabel('Status for Bilal Ahmed').selectOption('COMPLETED');
    await admin.getByRole('heading', { name: 'Complete this deposit?' }).waitFor();
    await admin.getByText(/\$25\.75 will be credited to Bilal Ahmed \(\w+\)\./).waitFor();
    await admin.getByRole('button', { name: 'Yes, complete it' }).click();
    await admin.getByRole('heading', { name: 'Updated!' }).waitFor();
    await admin.getByText('Status changed to Completed.').waitFor();
    await admin.getByRole('button', { name: 'OK' }).click();

    await admin.goto('/admin/all-deposits');
    const done = admin.getByRole('row', { name: /Bilal Ahmed/ });
    expect(await done.getByLabel('Status for Bilal Ahmed').isDisabled()).toBe(true);

    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: /balance, show in/ }).textContent())
      .toContain('$25.7');
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('a member withdraws, an admin rejects it, and the money comes back', async () => {
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Kiran Javed' });
    await fundWallet(harness.ctx.app.db, member.id, 10_000);
    await page.goto('/withdrawal');
    await page.getByLabel('Amount (USD)').fill('40');
    await page.getByLabel('Payment method').selectOption({ label: 'NayaPay' });
    await page.getByLabel('Bank name').fill('NayaPay');
    await page.getByLabel('Account holder name').fill('Kiran Javed');
    await page.getByLabel('Account number').fill('03214445566');
    await harness.screenshot(page, 'member-withdrawal-390');
    await page.getByRole('button', { name: 'Request Withdrawal' }).click();
    await page.getByRole('heading', { name: 'Withdrawal Requested!' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /balance, show in/ }).textContent())
      .toContain('$60.0');

    const admin = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, admin);
    await admin.goto('/admin/withdrawals');
    const row = admin.getByRole('row', { name: /Kiran Javed/ });
    await row.getByText('03214445566').waitFor();
    await harness.screenshot(admin, 'admin-withdrawals-1440');
    const status = row.getByLabel('Status for Kiran Javed');
    // Cancelling the question puts the status back and changes nothing.
    await status.selectOption('REJECTED');
    await admin.getByRole('heading', { name: 'Reject this withdrawal?' }).waitFor();
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => status.inputValue()).toBe('PENDING');
    await status.selectOption('REJECTED');
    await admin.getByText(/\$40\.00 will be refunded to Kiran Javed \(\w+\)\./).waitFor();
    await admin.getByRole('button', { name: 'Yes, reject it' }).click();
    await admin.getByText('Status updated to Rejected.').waitFor();

    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: /balance, show in/ }).textContent())
      .toContain('$100.0');
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('fails a status change that cannot be sent while offline, changes nothing and sends nothing later', async () => {
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Offline Case' });
    await fundWallet(harness.ctx.app.db, member.id, 5000);
    await requestWithdrawal(harness.ctx, member.token, {
      paymentMethod: 'SADAPAY',
      bankName: 'SadaPay',
      accountHolderName: 'Offline Case',
    });

    const admin = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, admin);
    await admin.goto('/admin/withdrawals');
    const row = admin.getByRole('row', { name: /Offline Case/ });
    const status = row.getByLabel('Status for Offline Case');
    await status.waitFor();
    // Status changes the server answered (one the browser could not send gets no answer).
    const patches: string[] = [];
    admin.on('response', (response) => {
      if (response.request().method() === 'PATCH') patches.push(response.url());
    });

    // The console fetches its dialog library once the page has loaded, so that a failure can still be
    // shown after the connection drops: go offline only once it has it, as a page open a while would.
    await admin.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/sweetalert2')),
    );
    await admin.context().setOffline(true);
    await status.selectOption('REJECTED');
    await admin.getByRole('button', { name: 'Yes, reject it' }).click();
    await admin.getByRole('heading', { name: 'Error' }).waitFor();
    await admin.getByText('Failed to update status.').waitFor();
    await harness.screenshot(admin, 'admin-status-offline-1440');
    await admin.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => status.inputValue()).toBe('PENDING');

    // Back online: nothing that was held fires on its own, and the withdrawal is still pending.
    await admin.context().setOffline(false);
    await admin.waitForTimeout(1500);
    expect(patches).toEqual([]);
    const [stored] = await harness.ctx.app.db
      .select({ status: withdrawals.status })
      .from(withdrawals)
      .where(eq(withdrawals.userId, member.id));
    expect(stored?.status).toBe('PENDING');
    expect(await admin.getByText('Updating status...').count()).toBe(0);
    // Offline, the browser reports each call it could not send, and the list logs its failed refresh
    // (spec §8); nothing else may have gone wrong.
    const offlineNoise = /ERR_INTERNET_DISCONNECTED|Could not load withdrawals/;
    const errors = harness.consoleErrors.splice(0);
    expect(errors.filter((error) => !offlineNoise.test(error))).toEqual([]);
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('pages 25 deposits 20 at a time, and deletes one with the spec texts', async () => {
    await enableAllPaymentMethods(harness.ctx.app.db);
    const memberPage = await harness.newPage();
    const member = await signInMember(harness.ctx, memberPage, { name: 'Many Deposits' });
    for (let index = 1; index <= 25; index += 1) {
      const response = await harness.ctx.app.inject({
        method: 'POST',
        url: '/api/deposits',
        headers: bearer(member.token),
        payload: {
          amount: index,
          paymentMethod: 'NAYAPAY',
          transactionId: `PAGE-${index}-${Date.now()}`,
          receipt: await uploadFile(harness.ctx.app, member.token),
        },
      });
      expect(response.statusCode).toBe(201);
    }
    const admin = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, admin);
    await admin.goto('/admin/all-deposits');
    const rows = admin.getByRole('row', { name: /Many Deposits/ });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(20);
    const pages = admin.getByRole('navigation', { name: 'Deposit pages' });
    await pages.getByRole('button', { name: 'Next' }).waitFor();
    await harness.screenshot(admin, 'admin-all-deposits-1440');
    await pages.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(5);

    await rows.first().getByRole('button', { name: 'Delete deposit of Many Deposits' }).click();
    await admin.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    await admin.getByText('This will permanently delete the deposit.').waitFor();
    await admin.getByRole('button', { name: 'Yes, delete it!' }).click();
    await admin.getByRole('heading', { name: 'Deleted!' }).waitFor();
    await admin.getByText('Deposit has been deleted.').waitFor();
    await expectLedgerReconciles(harness.ctx.app.db);
  });
});
