import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedMember } from '../../apps/api/test/factories';
import { codeFrom } from '../../apps/api/test/mail-server';
import { hasBrowser, useBrowserHarness } from '../support/harness';

const lockedMessage = 'Too many attempts. Try again in 15 minutes.';

describe.skipIf(!hasBrowser)('a paused account', () => {
  const harness = useBrowserHarness();

  /** Clicks the button and waits for the call it makes to answer. */
  async function submit(page: Page, button: string, url: string) {
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(url)),
      page.getByRole('button', { name: button }).click(),
    ]);
  }

  it('after a pause starts, asks the right password on a new device for the e-mailed code, which signs in', async () => {
    const member = await seedMember(harness.ctx.app.db);
    const page = await harness.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await page.getByLabel('Password').fill(`wrong-password-${String(attempt)}`);
      await submit(page, 'Log in', '/api/users/login');
      await page.getByText('Invalid e-mail or password.').waitFor();
    }
    await page.getByLabel('Password').fill('wrong-password-5');
    await submit(page, 'Log in', '/api/users/login');
    await page.getByText(lockedMessage).waitFor();

    // The owner is never locked out: the right password from here e-mails a sign-in code.
    const before = harness.ctx.mail.countTo(member.email);
    await page.getByLabel('Password').fill(member.password);
    await submit(page, 'Log in', '/api/users/login');
    await page.getByText(/signing in from here needs a code/).waitFor();
    expect(await page.getByText(lockedMessage).count()).toBe(0);
    await harness.screenshot(page, 'member-login-code-390');
    const code = codeFrom(await harness.ctx.mail.waitFor(member.email, { after: before }));
    await page.getByLabel('Sign-in code').fill(code);
    await submit(page, 'Log in', '/api/users/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('tells the person on /verify-otp when to try again', async () => {
    const email = `paused.${String(Date.now())}@example.com`;
    const signup = await harness.ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { name: 'Kiran Aslam', email, password: 'kiran-password-1' },
    });
    expect(signup.statusCode).toBe(201);
    const code = codeFrom(await harness.ctx.mail.waitFor(email));
    const wrong = code === '000000' ? '111111' : '000000';

    const page = await harness.newPage();
    await page.goto('/verify-otp');
    await page.getByLabel('Email').fill(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.getByPlaceholder('6-digit code').fill(wrong);
      await submit(page, 'Verify OTP', '/api/users/verify-otp');
      await page.getByRole('heading', { name: 'Verification Failed' }).waitFor();
      const expected = attempt < 4 ? 'The code is invalid or has expired.' : lockedMessage;
      await page.getByText(expected).waitFor();
      if (attempt === 4) await harness.screenshot(page, 'member-verify-otp-locked-390');
      await page.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('heading', { name: 'Verification Failed' }).waitFor({ state: 'detached' });
    }
  });
});
