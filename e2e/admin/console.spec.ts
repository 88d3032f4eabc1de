import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { payReward } from '../../apps/api/src/modules/earnings/earnings.service';
import { fundWallet } from '../../apps/api/test/money';
import { seedAdmin, seedMember } from '../../apps/api/test/factories';
import { desktop, hasBrowser, networkQuiet, phone, useBrowserHarness } from '../support/harness';
import { signInMember } from '../support/session';

/** The admin console at 1440×900: members, balance adjustments, suspension, admins and two-factor sign-in. */
describe.skipIf(!hasBrowser)('the admin console, finished', () => {
  const harness = useBrowserHarness();

  async function passwordSignIn(page: Page, email: string, password: string) {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  async function signInOwner(name = 'Olivia Owner') {
    const owner = await seedAdmin(harness.ctx.app.db, { name, role: 'OWNER' });
    const page = await harness.newPage(desktop);
    await passwordSignIn(page, owner.email, owner.password);
    await page.waitForURL('**/admin/dashboard');
    return { page, owner };
  }

  it('finds a member, adjusts the balance with a reason and sees it in the audit log', async () => {
    const member = await seedMember(harness.ctx.app.db, { name: 'Bilal Searchable', status: 'ACTIVE' });
    await fundWallet(harness.ctx.app.db, member.id, 1_000);
    const { page } = await signInOwner();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByText('Ledger').first().waitFor();
    await harness.screenshot(page, 'console-dashboard-1440');

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByLabel('Search members').fill('bilal search');
    await page.getByRole('link', { name: /Bilal Searchable/ }).waitFor();
    await harness.screenshot(page, 'console-users-1440');
    await page.getByRole('link', { name: /Bilal Searchable/ }).click();
    await page.waitForURL(`**/admin/users/${member.id}`);
    await page.getByRole('heading', { name: 'Bilal Searchable' }).waitFor();
    await expect.poll(() => page.getByLabel('Member profile').textContent()).toContain('$10.00');

    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust balance' });
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await dialog.getByText('Enter the amount.').waitFor();
    await dialog.getByLabel('Amount (USD)').fill('12.50');
    await dialog.getByLabel('Reason').fill('Bonus promised by support');
    await harness.screenshot(page, 'console-adjust-balance-1440');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await page.getByText('Balance is now $22.50').waitFor();
    await expect.poll(() => page.getByLabel('Member profile').textContent()).toContain('$22.50');
    await page.getByRole('button', { name: 'Ledger' }).click();
    await page.getByText('Balance adjustment: Bonus promised by support').waitFor();
    await harness.screenshot(page, 'console-member-1440');

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit Log' }).click();
    await page.waitForURL('**/admin/audit-log');
    const row = page.getByRole('row').filter({ hasText: 'Member adjust balance' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('Bonus promised by support');
    expect(await row.first().textContent()).toContain('Olivia Owner');
    await harness.screenshot(page, 'console-audit-log-1440');
  });

  it("suspends a member: the member's next call sends them to /login, and sign-in says why", async () => {
    const memberPage = await harness.newPage(phone);
    const member = await signInMember(harness.ctx, memberPage, { name: 'Sana Suspended' });
    await memberPage.goto('/wallet');
    await memberPage.waitForURL('**/wallet');

    const { page } = await signInOwner('Omar Owner');
    await page.goto(`/admin/users/${member.id}`);
    await page.getByRole('heading', { name: 'Sana Suspended' }).waitFor();
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Sana Suspended?' });
    await dialog.getByLabel('Reason').fill('Chargeback from the bank');
    await dialog.getByRole('button', { name: 'Suspend member' }).click();
    await page.getByText('Member suspended').waitFor();
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();

    await memberPage.reload();
    await memberPage.waitForURL((url) => url.pathname === '/login');
    await memberPage.getByLabel('Email').fill(member.email);
    await memberPage.getByLabel('Password').fill(member.password);
    await memberPage.getByRole('button', { name: /log in/i }).click();
    await memberPage.getByText('Your account is suspended. Please contact support.').first().waitFor();
  });

  it('adds a SUPPORT admin, who sees only the support items', async () => {
    const { page } = await signInOwner('Owais Owner');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Admins' }).click();
    await page.waitForURL('**/admin/admins');
    await page.getByRole('button', { name: 'Add admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add admin' });
    await dialog.getByLabel('Name').fill('Sadia Support');
    await dialog.getByLabel('Email').fill('sadia.support@example.com');
    await dialog.getByLabel('Role').selectOption('SUPPORT');
    await dialog.getByRole('button', { name: 'Add admin' }).click();
    const added = page.getByRole('dialog', { name: 'Admin added' });
    const oneTimePassword = (await added.getByTestId('one-time-password').textContent()) ?? '';
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(16);
    await harness.screenshot(page, 'console-admin-added-1440');
    await added.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('row').filter({ hasText: 'Sadia Support' }).waitFor();
    await harness.screenshot(page, 'console-admins-1440');
    await page.getByRole('button', { name: 'Rename Sadia Support' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Sadia Support' });
    await rename.getByLabel('Name').fill('Sadia Khan');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('row').filter({ hasText: 'Sadia Khan' }).waitFor();

    const supportPage = await harness.newPage(desktop);
    await passwordSignIn(supportPage, 'sadia.support@example.com', oneTimePassword);
    // The one-time password opens nothing but the form that replaces it.
    await supportPage.waitForURL('**/admin/settings');
    await supportPage.getByRole('heading', { name: 'Password and sessions' }).waitFor();
    expect(await supportPage.getByRole('heading', { name: 'Two-factor sign-in' }).count()).toBe(0);
    expect(await supportPage.getByRole('link', { name: 'Support' }).count()).toBe(0);
    await harness.screenshot(supportPage, 'console-first-password-1440');
    await supportPage.goto('/admin/support');
    await supportPage.waitForURL('**/admin/settings');
    await supportPage.getByLabel('Current password').fill(oneTimePassword);
    await supportPage.getByLabel('New password', { exact: true }).fill('sadia-own-password-1');
    await supportPage.getByLabel('Confirm new password').fill('sadia-own-password-1');
    await supportPage.getByRole('button', { name: 'Change password' }).click();
    const sections = supportPage.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('link', { name: 'Support' }).click();
    await supportPage.waitForURL('**/admin/support');
    await sections.getByRole('link', { name: 'Support' }).waitFor();
    expect(await sections.getByRole('link').allTextContents()).toEqual(['Notifications', 'Support']);
    await supportPage.goto('/admin/settings');
    await supportPage.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    expect(await supportPage.getByRole('heading', { name: 'Platform configuration' }).count()).toBe(0);
  });

  it('turns on two-factor sign-in and signs in with a code computed here', async () => {
    const { page, owner } = await signInOwner('Tariq Twofactor');
    await page.goto('/admin/settings');
    await page.getByLabel('Password to set it up').fill(owner.password);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await harness.screenshot(page, 'console-two-factor-setup-1440');
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await harness.screenshot(page, 'console-recovery-codes-1440');

    const again = await harness.newPage(desktop);
    await passwordSignIn(again, owner.email, owner.password);
    const codeField = again.getByLabel('Authentication code');
    await codeField.waitFor();
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    // A recovery code has letters: the field then asks the phone for a keyboard with them.
    await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
    expect(await again.getByLabel('Recovery code').getAttribute('inputmode')).toBe('text');
    await again.getByRole('button', { name: 'Use the code from the app instead' }).click();
    await codeField.fill('000000');
    await again.getByRole('button', { name: 'Verify and log in' }).click();
    await again.getByText('That code is not right. Try the newest code in your app.').waitFor();
    await harness.screenshot(again, 'console-two-factor-sign-in-1440');
    // The code of the next 30-second step: the one used to turn it on cannot be used again.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await codeField.fill(next);
    await again.getByRole('button', { name: 'Verify and log in' }).click();
    await again.waitForURL('**/admin/dashboard');
  });

  it('draws the 30-day charts from the figures the providers give', async () => {
    const member = await seedMember(harness.ctx.app.db, { name: 'Chart Earner', status: 'ACTIVE' });
    await harness.ctx.app.db.transaction(async (tx) => {
      for (let daysAgo = 0; daysAgo < 12; daysAgo += 1) {
        await payReward(tx, {
          userId: member.id,
          source: daysAgo % 2 === 0 ? 'ADS' : 'SPIN',
          amountCents: 150 + daysAgo * 40,
          description: 'Reward',
          referenceType: 'e2e-chart',
          referenceId: `chart-${String(daysAgo)}`,
          now: new Date(Date.now() - daysAgo * 86_400_000),
        });
      }
    });
    const { page } = await signInOwner('Chandni Charts');
    const rewardsChart = page.getByRole('region', { name: 'Rewards paid, last 30 days' });
    await rewardsChart.scrollIntoViewIfNeeded();
    await rewardsChart.locator('.recharts-area').first().waitFor();
    await harness.screenshot(page, 'console-dashboard-charts-1440');
    expect(await page.getByRole('region', { name: 'New members, last 30 days' }).count()).toBe(1);
  });

  it('collapses the sidebar at 390 px wide', async () => {
    const owner = await seedAdmin(harness.ctx.app.db, { name: 'Narrow Owner', role: 'OWNER' });
    const member = await seedMember(harness.ctx.app.db, { name: 'Narrow Member', status: 'ACTIVE' });
    const page = await harness.newPage(phone);
    await passwordSignIn(page, owner.email, owner.password);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Admin navigation' }).isVisible()).toBe(false);
    await harness.screenshot(page, 'console-dashboard-390');
    for (const [path, name] of [
      ['/admin/users', 'console-users-390'],
      [`/admin/users/${member.id}`, 'console-member-390'],
      ['/admin/admins', 'console-admins-390'],
      ['/admin/audit-log', 'console-audit-log-390'],
      ['/admin/settings', 'console-settings-390'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await networkQuiet(page);
      await harness.screenshot(page, name);
    }
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('complementary', { name: 'Admin navigation' }).waitFor();
    await harness.screenshot(page, 'console-sidebar-open-390');
  });
});
