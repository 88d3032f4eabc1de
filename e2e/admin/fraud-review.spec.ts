import { DEVICE_ID_HEADER, type FraudSettings } from '@earnflow/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../../apps/api/src/db/schema';
import {
  bearer,
  DEFAULT_TEST_PASSWORD,
  loginAdmin,
  nextClientAddress,
  seedAdmin,
  seedMember,
} from '../../apps/api/test/factories';
import { expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import { desktop, hasBrowser, phone, useBrowserHarness } from '../support/harness';
import { requestWithdrawal } from '../support/seed';
import { signInAdmin } from '../support/session';

/** Issue 37: a withdrawal whose risk reaches the threshold waits for review, and is decided there. */
describe.skipIf(!hasBrowser)('the withdrawal review queue', () => {
  const harness = useBrowserHarness();

  /** Signs a member in through the API from one device, as the web app sends its device id. */
  async function signInOnDevice(email: string, deviceId: string) {
    const response = await harness.ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: DEFAULT_TEST_PASSWORD },
      headers: { [DEVICE_ID_HEADER]: deviceId },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  }

  it('holds a risky withdrawal; the operator reads why on the review screen and approves it', async () => {
    const { ctx } = harness;
    const { app } = ctx;

    // An operator lowers the review threshold to 1: any reason at all holds a withdrawal.
    const owner = await seedAdmin(app.db, { role: 'OWNER' });
    const ownerToken = await loginAdmin(app, owner.email);
    const current = await app.inject({
      method: 'GET',
      url: '/api/fraud/settings',
      headers: bearer(ownerToken),
    });
    expect(current.statusCode, current.body).toBe(200);
    const lowered = await app.inject({
      method: 'PUT',
      url: '/api/fraud/settings',
      headers: bearer(ownerToken),
      payload: { ...current.json<FraudSettings>(), reviewThreshold: 1 } satisfies FraudSettings,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);

    // Two young accounts signed in from one phone: linked by the device.
    const device = 'fraud-review-ring-phone-01';
    const member = await seedMember(app.db, { name: 'Rashid Ring', status: 'ACTIVE' });
    const twin = await seedMember(app.db, { name: 'Rashid Twin', status: 'ACTIVE' });
    const token = await signInOnDevice(member.email, device);
    await signInOnDevice(twin.email, device);
    await fundWallet(app.db, member.id, 10_000);
    const { id } = await requestWithdrawal(ctx, token, {
      amount: 40,
      paymentMethod: 'NAYAPAY',
      bankName: 'NayaPay',
      accountHolderName: 'Rashid Ring',
      accountNumber: '03214445566',
    });

    const admin = await harness.newPage(desktop);
    await signInAdmin(ctx, admin, 'Review Operator');

    // The plain list shows the score and "In review", and offers no one-click Complete.
    await admin.goto('/admin/withdrawals');
    const row = admin.getByRole('row', { name: /Rashid Ring/ });
    await row.getByText('In review').waitFor();
    expect(await row.getByLabel('Status for Rashid Ring').count()).toBe(0);
    await row.getByRole('button', { name: /^Risk score \d+, (high|medium|low): show the reasons$/ }).click();
    await row.getByText(/Linked to 1 account on the same device/).waitFor();
    await harness.screenshot(admin, 'fraud-withdrawals-1440');

    // The queue, from the sidebar.
    await admin
      .getByRole('navigation', { name: 'Sections' })
      // "Review", or with its badge while the stream is open "Review, 1 waiting".
      .getByRole('link', { name: 'Review' })
      .click();
    await admin.waitForURL('**/admin/review-queue');
    await expect.poll(() => admin.title()).toBe('Review Queue - EarnFlow');
    await admin.getByRole('heading', { name: 'Held for review 1' }).waitFor();
    await harness.screenshot(admin, 'fraud-queue-1440');
    await admin.getByRole('link', { name: 'Review withdrawal of Rashid Ring' }).click();
    await admin.waitForURL(`**/admin/review-queue/${id}`);

    // Every reason with its points, the linked account and why, the cheat log and the recent activity.
    const risk = admin.getByRole('region', { name: 'Risk score' });
    await risk.getByText(/Linked to 1 account on the same device/).waitFor();
    await risk.getByText(/Signed up/).waitFor();
    expect(await risk.getByText('+40', { exact: true }).count()).toBe(1);
    const linked = admin.getByRole('table', { name: 'Linked accounts' });
    await linked.getByRole('link', { name: /Rashid Twin/ }).waitFor();
    await linked.getByText('Same device').waitFor();
    await admin.getByText('No refused attempts.').waitFor();
    const activity = admin.getByRole('table', { name: 'Recent activity' });
    await activity.getByText('Withdrawal', { exact: true }).waitFor();
    await activity.getByText('Sign-in', { exact: true }).waitFor();
    await harness.screenshot(admin, 'fraud-review-1440');

    // The same screen on a phone.
    const small = await harness.newPage(phone);
    await signInAdmin(ctx, small, 'Phone Operator');
    await small.goto(`/admin/review-queue/${id}`);
    await small
      .getByRole('region', { name: 'Risk score' })
      .getByText(/Linked to 1 account/)
      .waitFor();
    await small.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await harness.screenshot(small, 'fraud-review-390');
    await small.getByRole('heading', { name: 'Linked accounts 1' }).scrollIntoViewIfNeeded();
    await harness.screenshot(small, 'fraud-review-details-390');

    // Approve: asked first, then paid, and back to an empty queue.
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('heading', { name: 'Approve this withdrawal?' }).waitFor();
    await admin
      .getByLabel('Reason (optional, kept in the audit log)')
      .fill('Known family phone, checked by call.');
    await admin.getByRole('button', { name: 'Yes, approve it' }).click();
    await admin.waitForURL('**/admin/review-queue');
    await admin.getByText('Nothing waits for review.').waitFor();

    const [paid] = await app.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(paid?.status).toBe('COMPLETED');
    await admin.goto('/admin/all-withdrawals');
    const done = admin.getByRole('row', { name: /Rashid Ring/ });
    expect(await done.getByLabel('Status for Rashid Ring').inputValue()).toBe('COMPLETED');
    await expectLedgerReconciles(app.db);

    // The members list filters to linked accounts; a member's page says to whom and why.
    await admin.goto('/admin/users');
    await admin.getByText('Linked only', { exact: true }).click();
    await admin.waitForURL('**/admin/users?linked=true');
    const ring = admin.getByRole('row', { name: /Rashid Ring/ });
    await ring.getByText('1 account', { exact: true }).waitFor();
    await admin.getByRole('row', { name: /Rashid Twin/ }).waitFor();
    await ring.getByRole('link', { name: /Rashid Ring/ }).click();
    await admin.getByRole('heading', { name: 'Linked accounts 1' }).waitFor();
    await admin.getByRole('table', { name: 'Linked accounts' }).getByText('Same device').waitFor();
    await admin.getByRole('heading', { name: 'Devices and sign-ins' }).scrollIntoViewIfNeeded();
    await harness.screenshot(admin, 'fraud-member-1440');

    // The threshold the operator lowered reads back on the settings screen.
    await admin.goto('/admin/settings');
    const fraudSettings = admin.getByRole('form', { name: 'Fraud defence settings' });
    expect(await fraudSettings.getByLabel('Review threshold (score)').inputValue()).toBe('1');
    await admin.getByRole('heading', { name: 'Fraud defence' }).scrollIntoViewIfNeeded();
    await harness.screenshot(admin, 'fraud-settings-1440');

    // The member reads the same sign-ins in Settings, as "Devices and sign-ins".
    const memberPage = await harness.newPage(phone);
    await memberPage.goto('/login');
    await memberPage.evaluate(
      (session) => {
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
      },
      { userToken: token, userId: member.id, userName: member.name, userEmail: member.email },
    );
    await memberPage.goto('/settings');
    const card = memberPage.getByRole('region', { name: 'Devices and sign-ins' });
    await card.getByRole('list', { name: 'Devices' }).waitFor();
    await card.getByText(/kept for \d+ days/).waitFor();
    await card.getByText('Withdrawal', { exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await memberPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await harness.screenshot(memberPage, 'fraud-devices-390');
  });
});
