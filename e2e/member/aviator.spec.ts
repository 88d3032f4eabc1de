import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aviatorRounds } from '../../apps/api/src/db/schema';
import { walletBalanceCents } from '../../apps/api/src/modules/ledger/ledger.repository';
import { plantAviatorSeed } from '../../apps/api/test/aviator';
import { bearer, loginMember, seedMember } from '../../apps/api/test/factories';
import { expectLedgerReconciles, fundWallet } from '../../apps/api/test/money';
import { hasBrowser, useBrowserHarness } from '../support/harness';
import { signInAdmin, signInMember } from '../support/session';

const slow = { timeout: 15_000 };

describe.skipIf(!hasBrowser)('aviator', () => {
  const harness = useBrowserHarness();

  it('a member bets, cashes out, watches a round crash and verifies it', async () => {
    const page = await harness.newPage();
    const member = await signInMember(harness.ctx, page, { name: 'Bilal Ahmed' });
    const { db } = harness.ctx.app;
    await fundWallet(db, member.id, 2000);
    // A round that flies to 3.77×: time enough to cash out on a busy machine.
    await plantAviatorSeed(db, member.id, 377);

    await page.goto('/aviator');
    await expect.poll(() => page.title()).toBe('Aviator - EarnFlow');
    await page.getByTestId('aviator-balance').getByText('$20.00').waitFor(slow);
    await page.getByText('Enter your bet and press Start.').waitFor();
    await page
      .getByTestId('aviator-seed-hash')
      .getByText(/^[0-9a-f]{64}$/)
      .waitFor(slow);
    const committedHash = await page.getByTestId('aviator-seed-hash').textContent();
    await harness.screenshot(page, 'aviator-idle');

    // The spec's checks before anything is sent.
    const bet = page.getByLabel('Bet amount');
    await bet.fill('0.5');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('The minimum bet is $1.00.').waitFor();
    await bet.fill('25');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Your bet is above your balance.').waitFor();

    await bet.fill('5');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Flying… cash out before the plane flies away.').waitFor(slow);
    await page.getByTestId('aviator-balance').getByText('$15.00').waitFor(slow);
    expect(await page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    // Let it climb a little, then cash out.
    await expect
      .poll(async () => page.getByTestId('aviator-multiplier').textContent(), slow)
      .toMatch(/^(1\.[2-9]\d|[2-3]\.\d\d)×$/);
    await harness.screenshot(page, 'aviator-running');
    await page.getByRole('button', { name: 'Cash Out' }).click();
    const result = page.getByTestId('aviator-result');
    await result.getByText(/^Cashed out at/).waitFor(slow);

    const [cashed] = await db.select().from(aviatorRounds).where(eq(aviatorRounds.userId, member.id));
    if (cashed?.cashoutMultiplier == null) throw new Error('the round was not cashed out');
    const winCents = cashed.winCents;
    const multiplier = (cashed.cashoutMultiplier / 100).toFixed(2);
    expect(await result.textContent()).toContain(`Cashed out at ${multiplier}×`);
    expect(await result.textContent()).toContain(`won $${(winCents / 100).toFixed(2)}`);
    const balance = await walletBalanceCents(db, member.id);
    expect(balance).toBe(2000 - 500 + winCents);
    await page
      .getByTestId('aviator-balance')
      .getByText(`$${(balance / 100).toFixed(2)}`)
      .waitFor(slow);
    // The seed is revealed and matches what was committed before the bet.
    await page.getByTestId('aviator-revealed-seed').getByText(cashed.serverSeed).waitFor();
    expect(cashed.serverSeedHash).toBe(committedHash);
    await harness.screenshot(page, 'aviator-cashed-out');
    await page.getByRole('heading', { name: 'Your recent rounds' }).scrollIntoViewIfNeeded();
    await harness.screenshot(page, 'aviator-fairness');

    // A round left to crash: 1.03× comes after a single tick.
    await plantAviatorSeed(db, member.id, 103);
    await bet.fill('2');
    await page.getByRole('button', { name: 'Start' }).click();
    await result.getByText('Crashed!').waitFor(slow);
    expect(await result.textContent()).toContain('The plane flew away at 1.03×. You lost $2.00.');
    const afterCrash = balance - 200;
    await page
      .getByTestId('aviator-balance')
      .getByText(`$${(afterCrash / 100).toFixed(2)}`)
      .waitFor(slow);
    await harness.screenshot(page, 'aviator-crashed');

    // Recent rounds list both, newest first; the verify page recomputes the crash in the browser.
    const rounds = page.getByRole('list', { name: 'Recent rounds' });
    await rounds.getByText('crashed at 1.03×').waitFor(slow);
    await rounds.getByText('crashed at 3.77×').waitFor(slow);
    await page.getByRole('link', { name: 'Verify this round' }).click();
    await expect.poll(() => page.title()).toBe('Verify Round - EarnFlow');
    await page.getByText('This round checks out.').waitFor(slow);
    await page.getByText('The revealed server seed matches the hash committed before the round.').waitFor();
    await page.getByText('Recomputed in your browser: 1.03×; the server said 1.03×.').waitFor();
    await harness.screenshot(page, 'aviator-verify');

    await expectLedgerReconciles(db);
  });

  it('admins see the rounds and the house result', async () => {
    const { ctx } = harness;
    // A round of its own, played through the API: bet and cash out at once (1.00×, the bet back).
    const player = await seedMember(ctx.app.db, { status: 'ACTIVE', name: 'Sana Iqbal' });
    await fundWallet(ctx.app.db, player.id, 1000);
    const token = await loginMember(ctx.app, player.email);
    await plantAviatorSeed(ctx.app.db, player.id, 204);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/aviator/bet',
      headers: bearer(token),
      payload: { betAmount: 3, didCashout: false, winAmount: 0 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/aviator/bet',
      headers: bearer(token),
      payload: {
        betAmount: 3,
        didCashout: true,
        winAmount: 0,
        roundId: opened.json<{ round: { id: string } }>().round.id,
      },
    });

    const page = await harness.newPage({ width: 1440, height: 900 });
    await signInAdmin(ctx, page);
    await page.goto('/admin/aviator');
    await expect.poll(() => page.title()).toBe('Aviator - EarnFlow');
    await page.getByRole('heading', { name: 'House result, last 14 days' }).waitFor(slow);
    await page.getByRole('table', { name: 'Aviator rounds' }).getByText('Sana Iqbal').first().waitFor(slow);
    await page.getByLabel('Maximum bet (USD)').waitFor();
    await harness.screenshot(page, 'admin-aviator');
    await expectLedgerReconciles(ctx.app.db);
  });
});
