import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../apps/api/src/db/schema';
import { codeFrom } from '../../apps/api/test/mail-server';
import { createNotification } from '../../apps/api/src/modules/notifications/notifications.repository';
import { hasBrowser, useBrowserHarness } from '../support/harness';

describe.skipIf(!hasBrowser)('a new member', () => {
  const harness = useBrowserHarness();

  it('signs up, verifies the e-mailed code, signs in, uses the shell and logs out', async () => {
    const page = await harness.newPage();
    const email = `new.member.${Date.now()}@example.com`;

    await page.goto('/signup');
    await expect.poll(() => page.title()).toBe('Sign up - EarnFlow');
    await page.getByLabel('Name').fill('Zara Ahmed');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('zara-password-1');
    await page.getByLabel('Confirm password').fill('zara-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/verify-otp');
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    const code = codeFrom(await harness.ctx.mail.waitFor(email));
    // The server sends no second code within the minute, so the page does not offer one.
    const resend = page.getByRole('button', { name: 'Resend OTP' });
    expect(await resend.getAttribute('aria-disabled')).toBe('true');
    await expect
      .poll(() => page.locator('#resend-wait').textContent())
      .toMatch(/^A code was just sent\. You can ask for another in (60|59|58|57|56|55) s\.$/);

    // A wrong code first: the spec's failure dialog with the server's message.
    await page.getByPlaceholder('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('heading', { name: 'Verification Failed' }).waitFor();
    await page.getByText('The code is invalid or has expired.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByPlaceholder('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('heading', { name: 'Verified!' }).waitFor();
    await page.getByText('Your email has been verified.').waitFor();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Email').waitFor();
    await harness.screenshot(page, 'member-login-390');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('zara-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const stored = await page.evaluate(() => ({
      userToken: localStorage.getItem('userToken'),
      userId: localStorage.getItem('userId'),
      userName: localStorage.getItem('userName'),
      userEmail: localStorage.getItem('userEmail'),
    }));
    const [row] = await harness.ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(stored.userToken?.length).toBeGreaterThanOrEqual(43);
    expect(stored).toMatchObject({ userId: row?.id, userName: 'Zara Ahmed', userEmail: email });
    await expect.poll(() => page.title()).toBe('Home - EarnFlow');

    // The balance chip toggles between USD and PKR with one decimal.
    const chip = page.getByRole('button', { name: /balance, show in/ });
    await expect.poll(() => chip.textContent()).toContain('$0.0');
    await chip.click();
    await expect.poll(() => chip.textContent()).toMatch(/Rs\s?0\.0/);
    await chip.click();
    await expect.poll(() => chip.textContent()).toContain('$0.0');

    // The bottom tab bar shows on a phone, Daily Ads in the centre.
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => tabs.getByRole('link').allTextContents())
      .toEqual(['Home', 'Refer', 'Daily Ads', 'Upgrade', 'Settings']);
    await harness.screenshot(page, 'member-home-390');

    // The account number copies with the spec's alert.
    await page.getByRole('button', { name: 'Copy account number' }).first().click();
    await page.getByText('Account number copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(row?.accountNumber);

    // The bell counts unread notifications; the panel lists them and 'Mark all as read' empties it.
    await createNotification(harness.ctx.app.db, { title: 'Welcome aboard', message: 'Your first notice.' });
    await createNotification(harness.ctx.app.db, {
      title: 'Just for you',
      message: 'A notice for Zara only.',
      userId: row?.id ?? null,
    });
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect.poll(() => bell.textContent()).toContain('2');
    await bell.click();
    await page.getByText('Welcome aboard').waitFor();
    await page.getByText('A notice for Zara only.').waitFor();
    await harness.screenshot(page, 'member-notifications-390');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('No notifications found').waitFor();
    await bell.click();
    await expect.poll(() => bell.textContent()).not.toContain('2');

    // The drawer holds the spec's items, then Logout ends the session.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    for (const item of ['Offers', 'Spin', 'Videos', 'Settings']) {
      await drawer.getByRole('link', { name: item, exact: true }).waitFor();
    }
    await harness.screenshot(page, 'member-drawer-390');
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    const keys = await page.evaluate(() =>
      ['userToken', 'userId', 'userName', 'userEmail'].map((key) => localStorage.getItem(key)),
    );
    expect(keys).toEqual([null, null, null, null]);
  });
});
