import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowserHarness } from '../support/harness';
import { signInMember } from '../support/session';

/** A member's two-factor sign-in at 390×844: turned on in Settings, then asked for at sign-in. */
describe.skipIf(!hasBrowser)('member two-factor sign-in', () => {
  const harness = useBrowserHarness();

  it('is turned on in Settings, then signing in takes the code from the app', async () => {
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Sana Twofactor' });
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByText('Off').waitFor();
    await card.getByLabel('Password to set it up').fill(member.password);
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'two-factor-setup-390');

    await card.getByLabel('Code from the app').fill(await generate({ secret }));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await card.getByText('On', { exact: true }).waitFor();
    await harness.screenshot(page, 'two-factor-recovery-codes-390');
    await card.getByRole('button', { name: 'I have saved them' }).click();

    // A withdrawal now asks for a code too.
    await page.goto('/withdrawal');
    await page.getByLabel('Authenticator code').waitFor();

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor();
    await page.getByText('Enter the 6-digit code from your authenticator app, or a recovery code.').waitFor();
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByText(/That code is not right/).waitFor();
    await harness.screenshot(page, 'two-factor-sign-in-390');

    // The next 30-second step's code: the one that turned it on cannot be used again.
    await codeField.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.title()).toBe('Home - EarnFlow');
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(member.email);
  });
});
