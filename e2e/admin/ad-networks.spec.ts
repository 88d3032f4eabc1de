import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { walletBalanceCents } from '../../apps/api/src/modules/ledger/ledger.repository';
import { connectNetwork, simulatedNetwork } from '../../apps/api/test/ad-network';
import { seedMember } from '../../apps/api/test/factories';
import { expectLedgerReconciles } from '../../apps/api/test/money';
import { desktop, hasBrowser, phone, useBrowserHarness } from '../support/harness';
import { signInAdmin, signInMember } from '../support/session';

const slow = { timeout: 15_000 };

describe.skipIf(!hasBrowser)('ad networks', () => {
  const harness = useBrowserHarness();

  it('connects a network in the console; its signed postback pays the member, listed as Offers', async () => {
    const admin = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, admin, 'Offers Operator');
    await admin.goto('/admin/dashboard');
    await admin
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Ad Networks' })
      .click();
    await expect.poll(() => admin.title()).toBe('Ad Networks - EarnFlow');
    await admin.getByText('No networks connected yet.').waitFor(slow);

    await admin.getByRole('button', { name: 'Connect Network' }).click();
    const form = admin.getByRole('dialog', { name: 'Connect Network' });
    await form.getByLabel('Name').fill('Ayet Studios');
    await form.getByLabel('Slug').fill('ayet');
    await form.getByLabel('Postback secret').fill('ayet-postback-secret-42');
    await form
      .getByLabel('Offerwall URL (optional)')
      .fill('https://wall.example.com/offers?uid={userId}&sig={signature}');
    await harness.checkAccessibility(admin);
    await form.getByRole('button', { name: 'Connect Network' }).click();

    const shown = admin.getByRole('dialog', { name: 'Ayet Studios is connected' });
    await shown.waitFor(slow);
    const postbackUrl = `${harness.baseUrl}/api/postbacks/ayet`;
    await shown.getByText(postbackUrl).waitFor();
    await shown.getByText('ayet-postback-secret-42').waitFor();
    await harness.checkAccessibility(admin);
    await harness.screenshot(admin, 'admin-ad-network-secret-1440');
    await shown.getByRole('button', { name: 'I have saved the secret' }).click();
    await admin.getByRole('link', { name: 'Ayet Studios', exact: true }).waitFor(slow);
    expect(await admin.getByText('ayet-postback-secret-42').count()).toBe(0);

    // The network's server calls ours, signing as documented: HMAC-SHA256 of tx_id:user_id:reward:status.
    const memberPage = await harness.newPage(phone);
    const member = await signInMember(harness.ctx, memberPage, { name: 'Offer Member' });
    const values = { tx_id: 'ayet-tx-1001', user_id: member.accountNumber, reward: '1.25', status: '1' };
    const sig = createHmac('sha256', 'ayet-postback-secret-42')
      .update([values.tx_id, values.user_id, values.reward, values.status].join(':'))
      .digest('hex');
    const query = new URLSearchParams({ ...values, payout: '2.00', sig }).toString();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await fetch(`${postbackUrl}?${query}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('OK');
    }
    const forged = await fetch(`${postbackUrl}?${query.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`)}`);
    expect(forged.status).toBe(403);
    expect(await walletBalanceCents(harness.ctx.app.db, member.id)).toBe(125);

    // The member finds the wall on /offers, opened with the signed link, and the reward in the history.
    await memberPage.goto('/offers');
    await expect.poll(() => memberPage.title()).toBe('Offers - EarnFlow');
    const open = memberPage.getByRole('link', { name: 'Open Ayet Studios' });
    await open.waitFor(slow);
    const signature = createHmac('sha256', 'ayet-postback-secret-42')
      .update(member.accountNumber)
      .digest('hex');
    expect(await open.getAttribute('href')).toBe(
      `https://wall.example.com/offers?uid=${member.accountNumber}&sig=${signature}`,
    );
    await memberPage.getByRole('heading', { name: 'Hot Offers' }).waitFor();
    await harness.screenshot(memberPage, 'member-offers-offerwalls-390');

    await memberPage.goto('/earnings-history');
    await memberPage
      .getByRole('group', { name: 'Source' })
      .getByRole('button', { name: 'Offers', exact: true })
      .click();
    const card = memberPage.getByRole('listitem').filter({ hasText: '+$1.25' });
    await card.getByText('Offers', { exact: true }).waitFor(slow);
    await card.getByText('Approved', { exact: true }).waitFor();
    await harness.screenshot(memberPage, 'member-earnings-offers-390');

    // The operator sees the day's figures and every postback with its outcome.
    await admin.getByRole('link', { name: 'Ayet Studios', exact: true }).click();
    await expect.poll(() => admin.title()).toBe('Ad Network - EarnFlow');
    const log = admin.getByRole('table', { name: 'Postback log' });
    await log.getByText('Bad signature').waitFor(slow);
    await log.getByText('Duplicate').waitFor();
    await log.getByText('Credited').waitFor();
    expect(await log.getByText(sig).count()).toBe(0);
    const day = admin.getByRole('table', { name: 'Offers by day, last 30 days' }).getByRole('row').nth(1);
    await expect.poll(() => day.textContent()).toContain('$2.00$1.25$0.75');
    await harness.screenshot(admin, 'admin-ad-network-detail-1440');
    await log.scrollIntoViewIfNeeded();
    await harness.screenshot(admin, 'admin-ad-network-postbacks-1440');
    await admin.goto('/admin/ad-networks');
    await admin.getByRole('link', { name: 'Ayet Studios', exact: true }).waitFor(slow);
    await harness.screenshot(admin, 'admin-ad-networks-1440');
    await admin.goto('/admin/dashboard');
    const today = admin.getByRole('region', { name: 'Offers today: Ayet Studios' });
    await expect.poll(() => today.textContent(), slow).toContain('Margin$0.75');
    expect(await today.textContent()).toContain('Completions1');
    await today.scrollIntoViewIfNeeded();
    await harness.screenshot(admin, 'admin-dashboard-offers-1440');
    await expectLedgerReconciles(harness.ctx.app.db);
  });

  it('fits the network screens on a phone', async () => {
    const admin = await harness.newPage(phone);
    const operator = await signInAdmin(harness.ctx, admin, 'Phone Operator');
    const network = await connectNetwork(harness.ctx.app, operator.token, { name: 'Lootably', holdDays: 3 });
    const member = await seedMember(harness.ctx.app.db, { status: 'ACTIVE' });
    const simulated = simulatedNetwork(harness.ctx.app, network.slug, network.secret);
    expect((await simulated.credit('loot-1', member.accountNumber, '0.40')).body).toBe('OK');
    expect((await simulated.reversal('loot-0', member.accountNumber)).body).toBe('OK');

    await admin.goto('/admin/ad-networks');
    await admin.getByRole('link', { name: 'Lootably', exact: true }).waitFor(slow);
    await harness.screenshot(admin, 'admin-ad-networks-390');
    await admin.getByRole('link', { name: 'Lootably', exact: true }).click();
    // Below md the console's lists are labelled cards; the region named by the caption holds either form.
    const log = admin.getByRole('region', { name: 'Postback log' });
    await log.getByText('Credited').waitFor(slow);
    await harness.screenshot(admin, 'admin-ad-network-detail-390');
    await log.scrollIntoViewIfNeeded();
    await harness.screenshot(admin, 'admin-ad-network-postbacks-390');
    await admin.getByRole('button', { name: 'Edit Network' }).click();
    await admin.getByRole('dialog', { name: 'Edit Lootably' }).waitFor();
    await harness.checkAccessibility(admin);
    await harness.screenshot(admin, 'admin-ad-network-form-390');
  });
});
