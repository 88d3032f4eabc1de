import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deposits } from '../../apps/api/src/db/schema';
import { enableAllPaymentMethods } from '../../apps/api/test/money';
import { desktop, hasBrowser, useBrowserHarness } from '../support/harness';
import { submitDeposit } from '../support/seed';
import { signInAdmin, signInMember } from '../support/session';

const slow = { timeout: 15_000 };

/** How a person in Pakistan reads an instant, the way the whole product writes it (decision 0173). */
function pakistanTime(instant: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'Asia/Karachi',
  }).format(instant);
  return `${text} PKT`;
}

describe.skipIf(!hasBrowser)('one clock for the product', () => {
  const harness = useBrowserHarness();

  it('a member and an operator whose browsers are in New York both read a deposit’s time in Pakistan time, marked PKT', async () => {
    await enableAllPaymentMethods(harness.ctx.app.db);
    const zone = { timezoneId: 'America/New_York' };
    const page = await harness.newPage(undefined, zone);
    const member = await signInMember(harness.ctx, page, { name: 'Hina Shah' });
    const { id } = await submitDeposit(harness.ctx, member.token, { amount: 17 });
    const [row] = await harness.ctx.app.db
      .select({ createdAt: deposits.createdAt })
      .from(deposits)
      .where(eq(deposits.id, id));
    if (row === undefined) throw new Error('the deposit was not stored');
    const expected = pakistanTime(row.createdAt);
    // Five hours (or more) apart: the browser's own clock reads differently.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );

    await page.goto('/deposit-history');
    const deposit = page
      .getByRole('list', { name: 'Deposits' })
      .getByRole('listitem')
      .filter({ hasText: '$17' });
    await deposit.getByText(expected, { exact: false }).waitFor(slow);
    await harness.screenshot(page, 'member-deposit-history-pakistan-time-390');

    const admin = await harness.newPage(desktop, zone);
    await signInAdmin(harness.ctx, admin, 'Clock Operator');
    await admin.goto('/admin/all-deposits');
    const adminRow = admin.getByRole('row').filter({ hasText: '$17.00' });
    await adminRow.getByText(expected, { exact: false }).waitFor(slow);
  });
});
