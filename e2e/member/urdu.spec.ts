import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../apps/api/src/db/schema';
import { bearer, loginAdmin, seedAdmin } from '../../apps/api/test/factories';
import { codeFrom } from '../../apps/api/test/mail-server';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import auth from '../../apps/web/src/locales/ur/auth';
import deposits from '../../apps/web/src/locales/ur/deposits';
import login from '../../apps/web/src/locales/ur/login';
import memberShell from '../../apps/web/src/locales/ur/member-shell';
import rewards from '../../apps/web/src/locales/ur/rewards';
import titles from '../../apps/web/src/locales/ur/titles';
import transfer from '../../apps/web/src/locales/ur/transfer';
import ui from '../../apps/web/src/locales/ur/ui';
import { hasBrowser, useBrowserHarness } from '../support/harness';
import { signInMember } from '../support/session';

const slow = { timeout: 15_000 };

/**
 * English words left on the screen: Latin words of three letters or more, less what stays as written in
 * Urdu (the language menu's "English", the product's and payment networks' names, currencies, file types,
 * the clock's AM/PM) and what the member or the operator
 * typed (`typed`: names, addresses, account numbers).
 */
async function englishWords(page: Page, typed: string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  let rest = text;
  // Whole values first, then their words (the greeting names the member by their first name).
  for (const value of [...typed, ...typed.flatMap((value) => value.split(' '))])
    rest = rest.replaceAll(value, ' ');
  const kept =
    /^(?:English|EarnFlow|Easypaisa|SadaPay|NayaPay|Binance|Tron|TRC20|USD|PKR|AM|PM|PDF|PNG|JPG|SVG)$/;
  // A reference or code (capitals with digits, "AB618B") is an identifier, not a word.
  const identifier = /^(?=.*\d)[A-Z0-9]+$/;
  return (rest.match(/[A-Za-z][A-Za-z0-9]{2,}/g) ?? []).filter(
    (word) => !kept.test(word) && !identifier.test(word),
  );
}

/** The document reads right to left in Urdu. */
async function expectUrduDocument(page: Page) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ur',
    'rtl',
  ]);
}

describe.skipIf(!hasBrowser)('the member app in Urdu', () => {
  const harness = useBrowserHarness();

  async function adminCall(url: string, payload: object) {
    const admin = await seedAdmin(harness.ctx.app.db);
    const token = await loginAdmin(harness.ctx.app, admin.email);
    const response = await harness.ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: string }>();
  }

  it('signs up in Urdu, and home, daily ads, deposit and transfer read right to left in Urdu', async () => {
    await enableAllPaymentMethods(harness.ctx.app.db);
    const page = await harness.newPage();
    const email = `urdu.member.${Date.now()}@example.com`;
    const name = 'Zainab Qureshi';

    // The browser's first guess is English; the menu under the card switches to Urdu, font and all.
    await page.goto('/signup');
    await page.getByRole('radio', { name: 'English' }).waitFor();
    expect(await page.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('radio', { name: 'اردو' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectUrduDocument(page);
    await expect.poll(() => page.title()).toBe(`${titles.signUp} - EarnFlow`);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'اردو')))
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ur');

    await page.getByLabel(auth.name).fill(name);
    await page.getByLabel(login.email).fill(email);
    await page.getByLabel(login.password, { exact: true }).fill('zainab-password-1');
    await page.getByLabel(auth.confirmPassword).fill('zainab-password-1');
    expect(await englishWords(page, [name, email])).toEqual([]);
    await harness.screenshot(page, 'urdu-signup-390');
    await page.getByRole('button', { name: auth.createAccount }).click();

    // The account is in Urdu, and so is its first e-mail.
    await page.waitForURL('**/verify-otp');
    const mail = await harness.ctx.mail.waitFor(email);
    const subject = mail.subject.replace(/=\?UTF-8\?B\?([^?]+)\?=\s*/g, (_, base64: string) =>
      Buffer.from(base64, 'base64').toString('utf8'),
    );
    expect(subject).toMatch(/[\u0600-\u06FF]/);
    const [account] = await harness.ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(account?.language).toBe('ur');
    await page.getByPlaceholder(login.sixDigitCode).fill(codeFrom(mail));
    await page.getByRole('button', { name: auth.verifyOtp }).click();
    await page.waitForURL('**/login', slow);
    await page.getByRole('button', { name: ui.ok }).click();

    await page.getByLabel(login.email).fill(email);
    await page.getByLabel(login.password).fill('zainab-password-1');
    await page.getByRole('button', { name: login.logIn }).click();
    await page.waitForURL((url) => url.pathname === '/', slow);
    await expectUrduDocument(page);
    await expect.poll(() => page.title()).toBe(`${titles.home} - EarnFlow`);

    // Home: the tab bar in reading order, its first tab on the right.
    const tabs = page.getByRole('navigation', { name: memberShell.mainNavigation });
    await tabs.getByRole('link').first().waitFor(slow);
    const [first, last] = await tabs
      .getByRole('link')
      .evaluateAll((links) => [links[0], links.at(-1)].map((link) => link?.getBoundingClientRect().x ?? 0));
    expect(first).toBeGreaterThan(last ?? 0);
    const accountNumber = account?.accountNumber ?? '';
    await page.getByText(accountNumber).first().waitFor(slow);
    expect(await englishWords(page, [name, email, accountNumber])).toEqual([]);
    await harness.screenshot(page, 'urdu-home-390');

    // Daily ads: a level bought with money put in, and today's ad in the list.
    const level = await adminCall('/api/levels', {
      level: 1,
      title: 'اسٹارٹر',
      adsPerDay: 5,
      ratePerAd: 0.5,
      price: 20,
      expiryInDays: 30,
      isActive: true,
    });
    await adminCall('/api/reward-ads', {
      title: 'صابن کا اشتہار',
      mediaUrl: 'https://cdn.example.com/soap.png',
      mediaType: 'IMAGE',
      durationSeconds: 3,
    });
    if (account === undefined) throw new Error('the account was not stored');
    await fundWallet(harness.ctx.app.db, account.id, 10_000);
    const token = (await page.evaluate(() => localStorage.getItem('userToken'))) ?? '';
    const purchase = await harness.ctx.app.inject({
      method: 'POST',
      url: `/api/levels/${level.id}/purchase`,
      headers: bearer(token),
    });
    expect(purchase.statusCode, purchase.body).toBe(201);
    await page.goto('/daily-ads');
    await expectUrduDocument(page);
    await page.getByText('صابن کا اشتہار').waitFor(slow);
    await page
      .getByRole('link', { name: new RegExp(rewards.watch) })
      .first()
      .waitFor();
    expect(await englishWords(page, [name, email, accountNumber])).toEqual([]);
    await harness.screenshot(page, 'urdu-daily-ads-390');

    // Deposit: the form in Urdu, and a missing amount refused in Urdu.
    await page.goto('/deposit');
    await expectUrduDocument(page);
    await page.getByText(deposits.stepPaymentMethod).first().waitFor(slow);
    await page
      .getByRole('radio', { name: /Easypaisa/ })
      .first()
      .click();
    await page.getByLabel(deposits.amountLabel).waitFor();
    // The operator's account title, as the operator wrote it.
    expect(await englishWords(page, [name, email, accountNumber, 'EarnFlow Ltd'])).toEqual([]);
    await harness.screenshot(page, 'urdu-deposit-390');

    // Transfer: to another member, with the receipt in Urdu.
    const recipient = await signInMember(harness.ctx, await harness.newPage(), { name: 'Bilal Ahmed' });
    await page.goto('/transfer');
    await expectUrduDocument(page);
    await page.getByLabel(transfer.recipientLabel).fill(recipient.accountNumber);
    await page.getByLabel(transfer.amountLabel).fill('12.50');
    await page.getByLabel(transfer.senderNameLabel).fill(name);
    expect(await englishWords(page, [name, email, accountNumber, recipient.accountNumber])).toEqual([]);
    await harness.screenshot(page, 'urdu-transfer-390');
    await page.getByRole('button', { name: transfer.submit }).click();
    await page.getByRole('heading', { name: transfer.submittedTitle }).waitFor(slow);
    await page.getByRole('button', { name: ui.ok }).click();
    const receipt = page.getByRole('dialog');
    await receipt.getByText(transfer.pendingVerification, { exact: true }).waitFor(slow);
    // The amount keeps its left-to-right order inside the right-to-left receipt.
    await receipt.getByText('$12.50').first().waitFor();
    expect(
      await englishWords(page, [name, email, accountNumber, recipient.accountNumber, recipient.name]),
    ).toEqual([]);
    await harness.screenshot(page, 'urdu-transfer-receipt-390');
    await receipt.getByRole('button', { name: transfer.close }).click();

    // Settings: the language card; English chosen there is saved for the account.
    await page.goto('/settings');
    const urdu = page.getByRole('radio', { name: 'اردو' });
    await urdu.waitFor(slow);
    expect(await urdu.getAttribute('aria-checked')).toBe('true');
    await urdu.scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'urdu-settings-390');
    await page.getByRole('radio', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    await expect
      .poll(async () => {
        const [saved] = await harness.ctx.app.db.select().from(users).where(eq(users.id, account.id));
        return saved?.language;
      })
      .toBe('en');
    await expectLedgerReconciles(harness.ctx.app.db);
  });
});
