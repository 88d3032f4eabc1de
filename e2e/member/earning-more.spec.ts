import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SpinResult } from '@earnflow/contracts';
import { users } from '../../apps/api/src/db/schema';
import { walletBalanceCents } from '../../apps/api/src/modules/ledger/ledger.repository';
import { bearer, loginAdmin, loginMember, seedAdmin, uploadFile } from '../../apps/api/test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles } from '../../apps/api/test/money';
import { codeFrom } from '../../apps/api/test/mail-server';
import { desktop, hasBrowser, useBrowserHarness } from '../support/harness';
import { signInAdmin, signInMember, tinyPng } from '../support/session';

const slow = { timeout: 15_000 };

describe.skipIf(!hasBrowser)('earning more: spin, tasks, referrals, bonuses', () => {
  const harness = useBrowserHarness();

  async function adminCall(method: 'POST' | 'PATCH', url: string, payload: object) {
    const admin = await seedAdmin(harness.ctx.app.db);
    const token = await loginAdmin(harness.ctx.app, admin.email);
    const response = await harness.ctx.app.inject({ method, url, headers: bearer(token), payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: string }>();
  }

  const balanceChip = (page: Page) => page.getByRole('button', { name: /balance, show in/ });

  it('spins: the wheel lands on the server’s result, which matches the balance and the spin history', async () => {
    await adminCall('POST', '/api/spin/segments', {
      label: '$0.50',
      prize: 0.5,
      weight: 1,
      colour: '#16a34a',
    });
    await adminCall('POST', '/api/spin/segments', {
      label: 'Try Again',
      prize: 0,
      weight: 1,
      colour: '#475569',
    });
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Spin Member' });

    await page.goto('/spin');
    await expect.poll(() => page.title()).toBe('Spin & Win - EarnFlow');
    await page.getByText('1 free spin left today').waitFor(slow);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/spin') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Spin Now' }).click();
    const result = (await (await answered).json()) as SpinResult;
    const headline = result.amount > 0 ? `You won $${result.amount.toFixed(2)}!` : 'Try Again';
    await page.getByRole('heading', { name: headline }).waitFor(slow);
    await page.getByRole('button', { name: 'OK' }).click();
    const shown = page.getByTestId('spin-result');
    await expect
      .poll(() => shown.textContent())
      .toContain(result.amount > 0 ? `You won $${result.amount.toFixed(2)}` : 'Try Again');
    expect(await walletBalanceCents(harness.ctx.app.db, member.id)).toBe(Math.round(result.amount * 100));
    await expect.poll(() => balanceChip(page).textContent()).toContain(`$${result.amount.toFixed(1)}`);
    await page.getByText('No spins left today. Come back tomorrow!').waitFor();
    expect(await page.getByRole('button', { name: 'Spin Now' }).isDisabled()).toBe(true);
    await harness.screenshot(page, 'member-spin-390');

    await page.getByRole('link', { name: 'Spin History' }).click();
    await expect.poll(() => page.title()).toBe('Spin History - EarnFlow');
    const spins = page.getByRole('list', { name: 'Spins' });
    await expect
      .poll(() => spins.textContent(), slow)
      .toContain(result.amount > 0 ? `$${result.amount.toFixed(2)}` : 'Try Again');
    await harness.screenshot(page, 'member-spin-history-390');
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('a member with no spins yet sees the spin history empty state', async () => {
    const page = await harness.newPage();
    await signInMember(harness.ctx, page);
    await page.goto('/spin-history');
    await page.getByRole('heading', { name: 'No spin history' }).waitFor(slow);
    await page.getByRole('link', { name: 'Go to Spin & Win' }).click();
    await page.waitForURL('**/spin');
  });

  it('does a task: start, upload a PNG, submit; an admin approves; the member sees it approved and paid', async () => {
    await adminCall('POST', '/api/admin/tasks', {
      title: 'Follow our page',
      description: 'Follow the EarnFlow page and send a screenshot.',
      reward: 1.5,
    });
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Task Member' });
    await page.goto('/tasks');
    await expect.poll(() => page.title()).toBe('Tasks and Missions - EarnFlow');
    const card = page.getByRole('listitem').filter({ hasText: 'Follow our page' });
    await card.getByText('$1.50').waitFor(slow);
    await card.getByText('Rs 420.00').waitFor();
    await card.getByRole('button', { name: 'Start Task' }).click();
    await expect.poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await harness.screenshot(page, 'member-tasks-390');

    await card.getByRole('button', { name: 'Complete Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit your screenshot' });
    expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    // The screen's own check first, so it never lands on an alert still fading in.
    await harness.checkAccessibility(page);
    // A wrong type is refused in the browser with the spec's texts.
    await dialog
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await page.getByRole('heading', { name: 'Invalid file type' }).waitFor();
    await page.getByText('Please select a correct format!').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await dialog
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng });
    await dialog.getByText('proof.png').waitFor(slow);
    await harness.screenshot(page, 'member-task-dialog-390');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    // The spec's text stays, and the card tells the truth: sent, waiting for review, not done.
    await page.getByRole('heading', { name: 'Task verified and marked as completed!' }).waitFor(slow);
    await page.getByRole('button', { name: 'OK' }).click();
    const waiting = card.getByRole('button', { name: 'Waiting for review' });
    await waiting.waitFor(slow);
    expect(await waiting.isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Completed' }).count()).toBe(0);
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    await card.getByText('your proof was sent', { exact: false }).waitFor();
    await harness.screenshot(page, 'member-task-waiting-for-review-390');
    expect(await walletBalanceCents(harness.ctx.app.db, member.id)).toBe(0);
    // A reload reads the same from the server.
    await page.reload();
    await card.getByRole('button', { name: 'Waiting for review' }).waitFor(slow);
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');

    const adminPage = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, adminPage, 'Task Reviewer');
    await adminPage.goto('/admin/tasks');
    const proof = adminPage.getByRole('listitem').filter({ hasText: 'Task Member' });
    await proof.getByRole('img', { name: /Screenshot from Task Member/ }).waitFor(slow);
    await harness.screenshot(adminPage, 'admin-tasks-1440');
    await proof.getByRole('button', { name: /Approve proof/ }).click();
    await adminPage.getByRole('button', { name: 'Yes, approve it' }).click();
    await adminPage.getByText('Proof approved. The reward was credited.').waitFor(slow);
    await adminPage.getByText('No proofs are waiting for review.').waitFor(slow);

    await page.reload();
    await card.getByText('Approved: the reward is in your balance.').waitFor(slow);
    expect(await card.getByRole('button', { name: 'Completed' }).isDisabled()).toBe(true);
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // The member is told: the approval is in the notifications panel.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Task approved').waitFor(slow);
    await page.keyboard.press('Escape');
    await expect.poll(() => balanceChip(page).textContent()).toContain('$1.5');
    expect(await walletBalanceCents(harness.ctx.app.db, member.id)).toBe(150);
    // The earnings history shows the reward as an approved Tasks earning.
    await page.goto('/earnings-history');
    const earning = page.getByRole('listitem').filter({ hasText: '+$1.50' });
    await earning.getByText('Tasks', { exact: true }).waitFor(slow);
    await earning.getByText('Approved', { exact: true }).waitFor(slow);
    await expectLedgerReconciles(harness.ctx.app.db);
    // The whole journey, member and operator, reloads included: more than the default on a shared machine.
  }, 120_000);

  it('a rejected proof shows as rejected with the reason, and the member can send a new one', async () => {
    const task = await adminCall('POST', '/api/admin/tasks', {
      title: 'Rate our app',
      description: 'Rate the app and send a screenshot.',
      reward: 2,
    });
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Rejected Member' });
    const call = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      harness.ctx.app.inject({ method, url, headers: bearer(member.token), payload });
    await call('PATCH', `/api/tasks/${task.id}/status`, { status: 'in_progress' });
    const verified = await call('POST', '/api/tasks/verify', {
      taskId: task.id,
      screenshotUrl: await uploadFile(harness.ctx.app, member.token),
    });
    expect(verified.statusCode).toBe(201);
    const { submissionId } = verified.json<{ submissionId: string }>();
    await adminCall('PATCH', `/api/task-submissions/${submissionId}/status`, {
      status: 'REJECTED',
      reason: 'The rating is not visible',
    });

    await page.goto('/tasks');
    const card = page.getByRole('listitem').filter({ hasText: 'Rate our app' });
    await card
      .getByText('Rejected: The rating is not visible. Submit a new screenshot to try again.')
      .waitFor(slow);
    expect(await card.getByRole('button', { name: 'Waiting for review' }).count()).toBe(0);
    const again = card.getByRole('button', { name: 'Complete Task' });
    expect(await again.isEnabled()).toBe(true);
    await harness.screenshot(page, 'member-task-rejected-390');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Task rejected').waitFor(slow);
    await page.keyboard.press('Escape');

    await again.click();
    const dialog = page.getByRole('dialog', { name: 'Submit your screenshot' });
    await dialog
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'proof-2.png', mimeType: 'image/png', buffer: tinyPng });
    await dialog.getByText('proof-2.png').waitFor(slow);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Task verified and marked as completed!' }).waitFor(slow);
    await page.getByRole('button', { name: 'OK' }).click();
    await card.getByRole('button', { name: 'Waiting for review' }).waitFor(slow);
    expect(await walletBalanceCents(harness.ctx.app.db, member.id)).toBe(0);
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('signs up through a referral link; the referrer earns when the friend spends, not when they deposit', async () => {
    await enableAllPaymentMethods(harness.ctx.app.db);
    const referrerPage = await harness.newPage();
    const referrer = await signInMember(harness.ctx, referrerPage, { name: 'Referrer Rahim' });
    await referrerPage.goto('/refer');
    await expect.poll(() => referrerPage.title()).toBe('Refer & Earn - EarnFlow');
    const link = (await referrerPage.getByTestId('referral-link').textContent()) ?? '';
    expect(link).toBe(`${harness.baseUrl}/signup?ref=${referrer.accountNumber}`);
    await referrerPage.getByText('Nobody yet. Share your link to start earning.').waitFor();

    const visitor = await harness.newPage();
    const email = `referred.${String(Date.now())}@example.com`;
    await visitor.goto(link);
    await visitor.getByLabel('Name').fill('Sana Iqbal');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill('sana-password-1');
    await visitor.getByLabel('Confirm password').fill('sana-password-1');
    expect(await visitor.getByLabel(/Referral code/).inputValue()).toBe(referrer.accountNumber);
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await visitor.waitForURL('**/verify-otp');
    await visitor.getByPlaceholder('6-digit code').fill(codeFrom(await harness.ctx.mail.waitFor(email)));
    await visitor.getByRole('button', { name: 'Verify OTP' }).click();
    await visitor.getByRole('heading', { name: 'Verified!' }).waitFor(slow);

    const [friend] = await harness.ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(friend?.referredById).toBe(referrer.id);
    const friendToken = await loginMember(harness.ctx.app, email, 'sana-password-1');
    const deposit = await harness.ctx.app.inject({
      method: 'POST',
      url: '/api/deposits',
      headers: bearer(friendToken),
      payload: {
        amount: 40,
        paymentMethod: 'EASYPAISA',
        transactionId: `REF-${String(Date.now())}`,
        receipt: await uploadFile(harness.ctx.app, friendToken),
      },
    });
    expect(deposit.statusCode).toBe(201);
    await adminCall('PATCH', `/api/deposits/${deposit.json<{ id: string }>().id}/status`, {
      status: 'COMPLETED',
    });
    // A deposit alone earns the referrer nothing: it could be withdrawn unspent.
    await referrerPage.reload();
    const referred = referrerPage.getByRole('list', { name: 'Referred members' });
    await referred.getByText('Sa** Iq***').waitFor(slow);
    await referred.getByText('Active').waitFor();
    expect(await walletBalanceCents(harness.ctx.app.db, referrer.id)).toBe(0);

    // Spending it on a level pays the referrer 10% of the price.
    const level = await adminCall('POST', '/api/levels', {
      level: 7,
      title: 'Referral Gold',
      adsPerDay: 2,
      ratePerAd: 0.5,
      price: 40,
      expiryInDays: 30,
      isActive: true,
    });
    const purchase = await harness.ctx.app.inject({
      method: 'POST',
      url: `/api/levels/${level.id}/purchase`,
      headers: bearer(friendToken),
    });
    expect(purchase.statusCode, purchase.body).toBe(201);
    await referrerPage.reload();
    await referred.getByText('+$4.00').waitFor(slow);
    await expect.poll(() => balanceChip(referrerPage).textContent()).toContain('$4.0');
    expect(await walletBalanceCents(harness.ctx.app.db, referrer.id)).toBe(400);
    await harness.screenshot(referrerPage, 'member-refer-390');
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('redeems a code once; the second time it is refused', async () => {
    await adminCall('POST', '/api/redeem-codes', { code: 'WELCOME5', amount: 5, maxUses: 10 });
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Bonus Member' });
    await page.goto('/redeem');
    await expect.poll(() => page.title()).toBe('Redeem Code - EarnFlow');
    await harness.screenshot(page, 'member-redeem-390');
    await page.getByLabel('Redeem code').fill('welcome5');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('heading', { name: 'Code redeemed!' }).waitFor(slow);
    await page.getByText('$5.00 has been added to your balance.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => balanceChip(page).textContent()).toContain('$5.0');

    await page.getByLabel('Redeem code').fill('WELCOME5');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('heading', { name: 'Could not redeem' }).waitFor(slow);
    await page.getByText('You have already redeemed this code.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await walletBalanceCents(harness.ctx.app.db, member.id)).toBe(500);
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('shows the offers, home tiles and the admin earning screens', async () => {
    await adminCall('POST', '/api/redeem-codes', { code: 'SUMMER10', amount: 10, maxUses: 50 });
    await adminCall('POST', '/api/hot-offers', {
      title: 'Double rewards weekend',
      description: 'Every ad pays double until Sunday night.',
      link: '/daily-ads',
    });
    const page = await harness.newPage();
    await signInMember(harness.ctx, page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Earn more' }).waitFor(slow);
    await page.getByRole('heading', { name: 'Earn more' }).scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'member-home-tiles-390');
    await page.getByRole('link', { name: /Hot Offers/ }).click();
    await expect.poll(() => page.title()).toBe('Offers - EarnFlow');
    await page.getByRole('heading', { name: 'Double rewards weekend' }).waitFor(slow);
    await harness.screenshot(page, 'member-offers-390');

    const adminPage = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, adminPage, 'Earning Operator');
    for (const [path, title, ready] of [
      ['/admin/spin-wheel', 'Spin Wheel', 'Wheel segments'],
      ['/admin/redeem-codes', 'Redeem Codes', 'SUMMER10'],
      ['/admin/hot-offers', 'Hot Offers', 'Double rewards weekend'],
    ] as const) {
      await adminPage.goto(path);
      await expect.poll(() => adminPage.title()).toBe(`${title} - EarnFlow`);
      await adminPage.getByText(ready).first().waitFor(slow);
      await harness.screenshot(adminPage, `admin-${path.split('/').at(-1) ?? ''}-1440`);
    }
    await adminPage.getByRole('button', { name: 'Add Offer' }).click();
    await adminPage.getByRole('dialog', { name: 'Add Hot Offer' }).waitFor();
    await harness.checkAccessibility(adminPage);
    await harness.screenshot(adminPage, 'admin-hot-offer-form-1440');
    await adminPage.keyboard.press('Escape');
    await adminPage.goto('/admin/spin-wheel');
    await adminPage.getByRole('button', { name: 'Add Segment' }).click();
    await adminPage.getByRole('dialog', { name: 'Add Segment' }).waitFor();
    await harness.checkAccessibility(adminPage);
    await harness.screenshot(adminPage, 'admin-spin-segment-form-1440');
  });
});
