import { describe, expect, it } from 'vitest';
import type { RewardAd } from '@earnflow/contracts';
import { bearer, loginAdmin, seedAdmin, tinyPng } from '../../apps/api/test/factories';
import { expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import { desktop, hasBrowser, useBrowserHarness } from '../support/harness';
import { signInAdmin, signInMember } from '../support/session';

// The machine is shared: give what the page shows time to arrive.
const slow = { timeout: 15_000 };

describe.skipIf(!hasBrowser)('earning: levels, daily ads, videos and the earnings history', () => {
  const harness = useBrowserHarness();

  it('an admin sells a level and a 3-second ad; a member buys it, watches the ad and is paid once', async () => {
    // The admin creates the level and the ad on their screens.
    const admin = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, admin, 'Levels Operator');
    await admin.goto('/admin/levels');
    await admin.getByText('No levels yet. Add the first one.').waitFor(slow);
    await admin.getByRole('button', { name: 'Add Level' }).click();
    await admin.getByRole('button', { name: 'Add Level' }).last().click();
    await admin.getByRole('heading', { name: 'All fields are required' }).waitFor();
    await admin.getByRole('button', { name: 'OK' }).click();
    await admin.getByRole('heading', { name: 'All fields are required' }).waitFor({ state: 'hidden' });
    expect(await admin.getByRole('switch', { name: 'Active' }).isChecked()).toBe(true);
    expect(await admin.getByLabel('Price ($)').getAttribute('step')).toBe('0.01');
    await admin.getByLabel('Level number').fill('1');
    await admin.getByLabel('Title').fill('Starter');
    await admin.getByLabel('Ads per day').fill('5');
    await admin.getByLabel('Rate per ad ($)').fill('0.5');
    await admin.getByLabel('Price ($)').fill('20');
    await admin.getByLabel('Expiry days').fill('30');
    await admin.getByText('$75.00').waitFor();
    await harness.screenshot(admin, 'admin-levels-form-1440');
    await admin.getByRole('button', { name: 'Add Level' }).last().click();
    await admin.getByRole('heading', { name: 'Added' }).waitFor(slow);
    await admin.getByText('Level added').waitFor();
    await admin.getByRole('button', { name: 'OK' }).click();
    await admin.getByText('Level added').waitFor({ state: 'hidden' });
    const table = admin.getByRole('table', { name: 'Levels' });
    await table.getByRole('cell', { name: 'Starter' }).waitFor(slow);
    // The form closed; the server worked out daily ($2.50) and monthly ($75.00) earning.
    expect(await admin.getByLabel('Level number').count()).toBe(0);
    await table.getByRole('cell', { name: '$2.50' }).waitFor();
    await table.getByRole('cell', { name: '$75.00' }).waitFor();
    await harness.screenshot(admin, 'admin-levels-1440');

    // A second level is edited in the same side form, then deleted with the spec's texts.
    await admin.getByRole('button', { name: 'Add Level' }).click();
    for (const [label, value] of [
      ['Level number', '2'],
      ['Title', 'Gold'],
      ['Ads per day', '10'],
      ['Rate per ad ($)', '0.75'],
      ['Price ($)', '60'],
      ['Expiry days', '30'],
    ] as const) {
      await admin.getByLabel(label).fill(value);
    }
    await admin.getByRole('button', { name: 'Add Level' }).last().click();
    await admin.getByText('Level added').waitFor(slow);
    await admin.getByRole('button', { name: 'OK' }).click();
    await admin.getByText('Level added').waitFor({ state: 'hidden' });
    await admin.getByRole('button', { name: 'Edit level 2' }).click();
    expect(await admin.getByLabel('Title').inputValue()).toBe('Gold');
    await admin.getByLabel('Title').fill('Gold Plus');
    await admin.getByRole('button', { name: 'Update Level' }).click();
    await admin.getByRole('heading', { name: 'Updated' }).waitFor(slow);
    await admin.getByText('Level updated').waitFor();
    await admin.getByRole('button', { name: 'OK' }).click();
    await admin.getByText('Level updated').waitFor({ state: 'hidden' });
    await table.getByRole('cell', { name: 'Gold Plus' }).waitFor(slow);
    await admin.getByRole('button', { name: 'Delete level 2' }).click();
    await admin.getByText('This level will be permanently deleted!').waitFor();
    await admin.getByRole('button', { name: 'Yes, delete it!' }).click();
    await admin.getByText('Level deleted').waitFor(slow);
    await admin.getByRole('button', { name: 'OK' }).click();
    await admin.getByText('Level deleted').waitFor({ state: 'hidden' });
    await table.getByRole('cell', { name: 'Gold Plus' }).waitFor({ state: 'detached', ...slow });

    await admin.goto('/admin/reward-ads');
    await admin.getByText('No reward ads yet.').waitFor(slow);
    await admin.getByRole('button', { name: 'Add Ad' }).click();
    await admin.getByLabel('Title').fill('Spring sale');
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'ad.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await expect.poll(() => admin.getByLabel('Media address').inputValue(), slow).toMatch(/^\/uploads\//);
    await admin.getByLabel('Duration (seconds)').fill('3');
    await harness.screenshot(admin, 'admin-reward-ads-form-1440');
    await admin.getByRole('button', { name: 'Add Ad' }).last().click();
    await admin.getByRole('heading', { name: 'Added' }).waitFor(slow);
    await admin.getByRole('button', { name: 'OK' }).click();
    await admin.getByRole('heading', { name: 'Added' }).waitFor({ state: 'hidden' });
    await admin.getByRole('table', { name: 'Reward ads' }).getByText('Spring sale').waitFor(slow);
    await harness.screenshot(admin, 'admin-reward-ads-1440');

    await admin.goto('/admin/video-bonus');
    await admin.getByText('No bonus videos yet.').waitFor(slow);
    await admin.getByRole('button', { name: 'Add Video' }).click();
    await harness.screenshot(admin, 'admin-video-bonus-1440');

    // A new member is held at the guard, and the upgrade screen says the balance is short.
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { status: 'PENDING', name: 'Sana Malik' });
    await page.goto('/daily-ads');
    await page.getByRole('heading', { name: 'Action Required' }).waitFor(slow);
    await page.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL('**/upgrade-level');
    await page.getByText('Your balance is $20.00 short of this level.', { exact: false }).waitFor(slow);
    await harness.screenshot(page, 'member-upgrade-level-short-390');
    await page.getByRole('link', { name: 'Deposit now' }).click();
    await page.waitForURL('**/deposit');

    // Money arrives (an operator's balance adjustment keeps the member PENDING), then the member buys.
    await fundWallet(harness.ctx.app.db, member.id, 2500);
    await page.goto('/upgrade-level');
    await page.getByRole('button', { name: 'Buy for $20.00' }).click();
    await page.getByRole('heading', { name: 'Buy Level 1?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, buy it' }).click();
    await page.getByRole('heading', { name: 'Level activated' }).waitFor(slow);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Level activated' }).waitFor({ state: 'hidden' });
    await page.getByText('Your current level').waitFor(slow);
    await harness.screenshot(page, 'member-upgrade-level-390');

    // ACTIVE at once: no Action Required dialog on /daily-ads.
    await page.goto('/daily-ads');
    await page.getByText('Watched 0 of 5 ads today').waitFor(slow);
    expect(await page.getByRole('heading', { name: 'Action Required' }).count()).toBe(0);
    await harness.screenshot(page, 'member-daily-ads-390');
    await page.getByRole('link', { name: 'Watch Spring sale' }).click();
    await page.waitForURL(/\/ads\?id=/);
    await page.getByText('Time left:').waitFor(slow);
    await harness.screenshot(page, 'member-ad-countdown-390');
    await page.getByText('$0.50 added to your balance.').waitFor(slow);
    await harness.screenshot(page, 'member-ad-credited-390');
    await expect
      .poll(
        () =>
          page
            .getByRole('button', { name: /balance, show in/ })
            .first()
            .textContent(),
        slow,
      )
      .toContain('5.5');

    await page.goto('/earnings-history');
    const card = page.getByRole('list', { name: 'Earnings' }).getByRole('listitem').first();
    await card.getByText('+$0.50').waitFor(slow);
    await card.getByText('Ads', { exact: true }).waitFor();
    await card.getByText('Approved').waitFor();
    await harness.screenshot(page, 'member-earnings-history-390');

    // One ad up and it is watched: 1 of 5, and the screens say plainly that no more are available today.
    await page.goto('/daily-ads');
    await page.getByText('Watched 1 of 5 ads today').waitFor(slow);
    await page.getByText('No more ads are available today', { exact: false }).waitFor();
    const watched = page.getByRole('list', { name: "Today's ads" }).getByRole('listitem');
    expect(await watched.textContent()).toContain('paid $0.50');
    await harness.screenshot(page, 'member-daily-ads-none-left-390');
    await page.goto('/level-up');
    await page.getByText('No more ads are available today', { exact: false }).waitFor(slow);
    expect(await page.getByRole('link', { name: "Watch today's ads" }).count()).toBe(0);

    // An early "complete" sent by hand is refused, and pays nothing.
    const token = member.token;
    const adminToken = await loginAdmin(harness.ctx.app, (await seedAdmin(harness.ctx.app.db)).email);
    const second = await harness.ctx.app.inject({
      method: 'POST',
      url: '/api/reward-ads',
      headers: bearer(adminToken),
      payload: {
        title: 'Long ad',
        mediaUrl: 'https://cdn.example.com/long.png',
        mediaType: 'IMAGE',
        durationSeconds: 60,
      },
    });
    const longAd = second.json<RewardAd>();
    const early = await page.evaluate(
      async ({ id, bearerToken }) => {
        const headers = { authorization: `Bearer ${bearerToken}` };
        const started = await fetch(`/api/ads/${id}/start`, { method: 'POST', headers });
        const { viewId } = (await started.json()) as { viewId: string };
        const done = await fetch(`/api/ads/views/${viewId}/complete`, { method: 'POST', headers });
        return { status: done.status, body: (await done.json()) as { message: string } };
      },
      { id: longAd.id, bearerToken: token },
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^Watch the ad to the end: \d+ more seconds\.$/);

    // Home shows the level, today's progress and the earning tiles; the other earning screens render.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Starter' }).waitFor(slow);
    await page.getByText('1 of 5').waitFor();
    await harness.screenshot(page, 'member-home-390');
    await page.goto('/level-up');
    await page.getByText('1 of 5').waitFor(slow);
    await harness.screenshot(page, 'member-level-up-390');
    await page.goto('/levels-info');
    await page.getByRole('list', { name: 'Levels' }).getByText('Starter').waitFor(slow);
    await harness.screenshot(page, 'member-levels-info-390');
    await page.goto('/videos');
    await page.getByText('No videos available right now').waitFor(slow);
    const video = await harness.ctx.app.inject({
      method: 'POST',
      url: '/api/video-bonus',
      headers: bearer(adminToken),
      payload: {
        title: 'How EarnFlow pays',
        mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        mediaType: 'YOUTUBE',
        durationSeconds: 30,
        bonus: 0.25,
      },
    });
    expect(video.statusCode, video.body).toBe(201);
    await page.reload();
    await page.getByText('Watched 0 of 1 videos today').waitFor(slow);
    await page.getByRole('button', { name: 'Watch How EarnFlow pays' }).waitFor();
    await harness.screenshot(page, 'member-videos-390');
    await admin.goto('/admin/video-bonus');
    await admin.getByRole('table', { name: 'Bonus videos' }).getByText('How EarnFlow pays').waitFor(slow);
    await harness.screenshot(admin, 'admin-video-bonus-list-1440');

    await expectLedgerReconciles(harness.ctx.app.db);
  }, 120_000);

  it('shows the earnings history empty state with Start Earning leading to the daily ads', async () => {
    const page = await harness.newPage();
    await signInMember(harness.ctx, page, { name: 'Bilal Ahmed' });
    await page.goto('/earnings-history');
    await page.getByText('No earnings yet').waitFor(slow);
    for (const chip of ['All', 'Ads', 'Referrals', 'Bonuses']) {
      await page
        .getByRole('group', { name: 'Source' })
        .getByRole('button', { name: chip, exact: true })
        .waitFor();
    }
    await harness.screenshot(page, 'member-earnings-empty-390');
    await page.getByRole('link', { name: 'Start Earning' }).click();
    await page.waitForURL('**/daily-ads');
  });
});
